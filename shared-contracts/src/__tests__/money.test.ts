import { addMoney, formatPrice, truncate } from '../money';

describe('money', () => {
  it('formats every price with two decimals and the ₿ sign after it', () => {
    expect(formatPrice(12.5)).toBe('12.50 ₿');
    expect(formatPrice(1234.5, 'BTC', 'es')).toMatch(/^1\.?234,50 ₿$/);
  });

  it('adds without float drift', () => {
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(19.99, 30)).toBe(49.99);
  });

  it('cuts names longer than 32 characters with an ellipsis', () => {
    expect(truncate('a'.repeat(32))).toBe('a'.repeat(32));
    expect(truncate('b'.repeat(33))).toBe(`${'b'.repeat(32)}…`);
  });
});
