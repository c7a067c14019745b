import { dateFormatter } from '../use-format-date';

describe('admin dates', () => {
  const date = '2026-03-09T12:00:00.000Z';

  it('reads day, short month and year in English', () => {
    expect(dateFormatter('en')(date)).toBe('09 Mar 2026');
  });

  it('names the month in the admin language', () => {
    expect(dateFormatter('es')(date)).toBe('09 mar 2026');
    expect(dateFormatter('pt')(date)).toMatch(/^09 mar\.? 2026$/);
  });

  it('shows nothing for a date it cannot read', () => {
    expect(dateFormatter('en')('not a date')).toBe('');
  });
});
