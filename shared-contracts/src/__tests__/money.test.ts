import { addMoney, formatPrice, truncate } from '../money';

describe('money', () => {
  it('formats every price with two decimals and the ₿ sign after it', () => {
    expect(formatPrice(12.5)).toBe('12.50 ₿');
    expect(formatPrice(1234.5, 'BTC', 'es')).toMatch(/^1\.?234,50 ₿$/);
  });

  it('builds one number formatter per language, not one per price', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (let i = 0; i < 50; i++) formatPrice(i, 'BTC', 'pt');
      expect(formatPrice(3, 'BTC', 'pt')).toBe('3,00 ₿');
      expect(formatPrice(3, 'BTC', 'en')).toBe('3.00 ₿');
      expect(built.mock.calls.map(([language]) => language)).toEqual(['pt']);
    } finally {
      built.mockRestore();
    }
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
