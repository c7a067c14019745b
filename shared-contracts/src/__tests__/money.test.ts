import { LANGUAGES } from '@shop/contracts/languages';
import { addMoney, formatNumber, formatPrice, truncate, type NumberOptions } from '../money';

describe('money', () => {
  it('formats every price with two decimals and the ₿ sign after it', () => {
    expect(formatPrice(12.5)).toBe('12.50 ₿');
    expect(formatPrice(1234.5, 'BTC', 'es')).toMatch(/^1\.?234,50 ₿$/);
  });

  it("writes every amount as Intl.NumberFormat does, without building one, in the shop's languages", () => {
    const amounts = [
      0,
      -0,
      -0.001,
      0.004,
      0.005,
      0.015,
      1.005,
      2.675,
      9.995,
      999.995,
      1000,
      1234.5,
      9999.999,
      12345.678,
      99999.995,
      1234567.891,
      -1234.5,
      0.1 + 0.2,
      1e-7,
      123456789012.345,
      9.99e20,
    ];
    // And a spread of prices of every size, the same each run.
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      amounts.push(Number(((seed / 2147483647) * 10 ** (i % 9)).toFixed(i % 5)));
    }
    const built = jest.spyOn(Intl, 'NumberFormat');
    const mine = LANGUAGES.map((language) => amounts.map((a) => formatPrice(a, 'BTC', language)));
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    LANGUAGES.forEach((language, i) => {
      const intl = new Intl.NumberFormat(language, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(mine[i]).toEqual(amounts.map((a) => `${intl.format(a)} ₿`));
    });
  });

  it('writes a figure with the decimals asked for as Intl.NumberFormat does, without building one', () => {
    const values = [0, -0, 1, 7.5, 0.125, 0.0005, 1.005, 2.675, 12.3456, 999.9995, 1234, 12345.5];
    let seed = 11;
    for (let i = 0; i < 1000; i++) {
      seed = (seed * 48271) % 2147483647;
      values.push(Number(((seed / 2147483647) * 10 ** (i % 8)).toFixed(i % 6)));
    }
    const options: NumberOptions[] = [
      {},
      { maximumFractionDigits: 0 },
      { maximumFractionDigits: 1 },
      { maximumFractionDigits: 2 },
      { minimumFractionDigits: 2, maximumFractionDigits: 3 },
    ];
    const built = jest.spyOn(Intl, 'NumberFormat');
    const mine = LANGUAGES.flatMap((language) =>
      options.map((o) => values.map((v) => formatNumber(v, language, o))),
    );
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    let i = 0;
    for (const language of LANGUAGES)
      for (const o of options) {
        const intl = new Intl.NumberFormat(language, o);
        expect({ language, o, values: mine[i++] }).toEqual({
          language,
          o,
          values: values.map((v) => intl.format(v)),
        });
      }
  });

  it('leaves other languages and amounts beyond plain notation to Intl, one formatter each', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatPrice(1234.5, 'BTC', 'de')).toBe('1.234,50 ₿');
      expect(formatPrice(3, 'BTC', 'de')).toBe('3,00 ₿');
      expect(formatPrice(Infinity, 'BTC', 'en')).toBe('∞ ₿');
      expect(formatPrice(2e21, 'BTC', 'en')).toBe('2,000,000,000,000,000,000,000.00 ₿');
      expect(built.mock.calls.map(([language]) => language)).toEqual(['de', 'en']);
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
