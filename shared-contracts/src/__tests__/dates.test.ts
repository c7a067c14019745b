import { LANGUAGES } from '@shop/contracts/languages';
import { formatDate, formatDayMonthYear, formatMonth, type DateOptions } from '../dates';

/** Every month, first and last days, leap days, and times either side of midnight UTC. */
function sampleDates(): Date[] {
  const dates: Date[] = [];
  for (const year of [1999, 2024, 2026, 9999])
    for (let month = 0; month < 12; month++)
      for (const [day, hour] of [
        [1, 0],
        [9, 23],
        [15, 12],
        [28, 1],
        [29, 22],
      ])
        dates.push(new Date(Date.UTC(year, month, day, hour, 30)));
  dates.push(new Date(2026, 1, 28, 0, 0), new Date(2026, 11, 31, 23, 59));
  return dates;
}

const OPTIONS: DateOptions[] = [
  { style: 'long', timeZone: 'UTC' },
  { style: 'medium', timeZone: 'UTC' },
  { style: 'long' },
  { style: 'medium' },
];

describe('formatDate', () => {
  it("writes every date as Intl.DateTimeFormat does, without building one, in the shop's languages", () => {
    const dates = sampleDates();
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const mine = LANGUAGES.flatMap((language) =>
      OPTIONS.map((options) => dates.map((date) => formatDate(date, language, options))),
    );
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    let i = 0;
    for (const language of LANGUAGES)
      for (const { style, timeZone } of OPTIONS) {
        const intl = new Intl.DateTimeFormat(language, { dateStyle: style, timeZone });
        expect({ language, style, timeZone, dates: mine[i++] }).toEqual({
          language,
          style,
          timeZone,
          dates: dates.map((date) => intl.format(date)),
        });
      }
  });

  it('names the UTC day for the server and the browser alike, and reads ISO strings', () => {
    expect(formatDate('2026-03-01T00:30:00.000Z', 'en', { style: 'long', timeZone: 'UTC' })).toBe(
      'March 1, 2026',
    );
    expect(formatDate('2026-09-05T23:00:00Z', 'es', { style: 'medium', timeZone: 'UTC' })).toBe(
      '5 sept 2026',
    );
    expect(formatDate(Date.UTC(2026, 4, 7), 'pt', { style: 'medium', timeZone: 'UTC' })).toBe(
      '7 de mai. de 2026',
    );
  });

  it('leaves other languages and years to Intl, one formatter each, and refuses an invalid date as Intl does', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const options: DateOptions = { style: 'long', timeZone: 'UTC' };
      expect(formatDate('2026-03-01T12:00:00Z', 'de', options)).toBe('1. März 2026');
      expect(formatDate('2026-04-01T12:00:00Z', 'de', options)).toBe('1. April 2026');
      expect(formatDate('0900-03-01T12:00:00Z', 'en', options)).toBe(
        new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date('0900-03-01T12:00:00Z'),
        ),
      );
      expect(built.mock.calls.map(([language]) => language)).toEqual(['de', 'en', 'en']);
      expect(() => formatDate('not a date', 'en', options)).toThrow(RangeError);
    } finally {
      built.mockRestore();
    }
  });

  it("writes the admin's day, short month and year, and a month alone, with Intl's words, without building one", () => {
    const dates = sampleDates();
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const mine = LANGUAGES.map((language) => ({
      days: dates.map((date) => formatDayMonthYear(date, language)),
      months: Array.from({ length: 12 }, (_, m) => formatMonth(m + 1, language)),
    }));
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    LANGUAGES.forEach((language, i) => {
      const parts = new Intl.DateTimeFormat(language, {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
      });
      const alone = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
      const written = (date: Date) => {
        const all = parts.formatToParts(date);
        const part = (type: string) => all.find((p) => p.type === type)?.value;
        return `${part('day')} ${part('month')} ${part('year')}`;
      };
      expect({ language, ...mine[i] }).toEqual({
        language,
        days: dates.map(written),
        months: Array.from({ length: 12 }, (_, m) => alone.format(new Date(Date.UTC(2026, m, 1)))),
      });
    });
    expect(formatDayMonthYear(new Date(2026, 10, 5), 'en')).toBe('05 Nov 2026');
    expect(formatDayMonthYear(new Date(2026, 8, 5), 'es')).toBe('05 sept 2026');
    expect(formatDayMonthYear(new Date(2026, 4, 5), 'de')).toBe('05 Mai 2026');
    expect(formatMonth(3, 'de')).toBe('Mär');
  });
});
