import { pageWindow } from '../pagination';

describe('pageWindow', () => {
  it('keeps the first, the last and two pages each side of the current one', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });

  it('shows every page of a short list', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });
});
