/**
 * A date as `Intl.DateTimeFormat` writes it with `dateStyle` 'long' or 'medium', without one for
 * the shop's own languages: the first `Intl.DateTimeFormat` of a page loads the browser's date
 * data, 17–90 ms of unbroken main-thread work measured in Chromium at full speed, which fell in
 * the task that hydrates a product's page (its "Added" date). A test holds it equal to Intl.
 */
export type DateStyle = 'long' | 'medium';

export interface DateOptions {
  style: DateStyle;
  /** 'UTC' names the day in UTC, so a server's render and the browser's agree; else local. */
  timeZone?: 'UTC';
}

interface DateWords {
  /** Month names, January first. */
  long: readonly string[];
  medium: readonly string[];
  /** The date from its day, month name and year. */
  order: (day: number, month: string, year: number, style: DateStyle) => string;
}

const names = (list: string) => list.split(' ');

/** CLDR's month names and date patterns for the shop's languages. */
const DATE_WORDS: Partial<Record<string, DateWords>> = {
  en: {
    long: names(
      'January February March April May June July August September October November December',
    ),
    medium: names('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'),
    order: (day, month, year) => `${month} ${day}, ${year}`,
  },
  es: {
    long: names(
      'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    ),
    medium: names('ene feb mar abr may jun jul ago sept oct nov dic'),
    order: (day, month, year, style) =>
      style === 'long' ? `${day} de ${month} de ${year}` : `${day} ${month} ${year}`,
  },
  pt: {
    long: names(
      'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
    ),
    medium: names('jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.'),
    order: (day, month, year) => `${day} de ${month} de ${year}`,
  },
};

/** Building an `Intl.DateTimeFormat` costs far more than formatting with one: each is kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function intlFormatter(language: string, options: Intl.DateTimeFormatOptions) {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** One part of a date as Intl writes it with `options`. */
function intlParts(date: Date, language: string, options: Intl.DateTimeFormatOptions) {
  const parts = intlFormatter(language, options).formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/**
 * The day of `value` in `language`. Other languages, and years that are not four-digit (which
 * CLDR writes in other eras or with padding), go to Intl.
 */
export function formatDate(value: Date | string | number, language: string, options: DateOptions) {
  const date = new Date(value);
  const words = DATE_WORDS[language];
  const utc = options.timeZone === 'UTC';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (!words || !(year >= 1000 && year <= 9999))
    return intlFormatter(language, { dateStyle: options.style, timeZone: options.timeZone }).format(
      date,
    );
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  return words.order(day, words[options.style][month] ?? '', year, options.style);
}

/**
 * The day (two digits), the month's short name and the year, in that order in every language
 * ("05 Nov 2026", "05 nov 2026", "05 nov. 2026"): the admin's dates (spec section 9). Its
 * words are the ones Intl gives those parts; other languages and years go to Intl.
 */
export function formatDayMonthYear(value: Date | string | number, language: string) {
  const date = new Date(value);
  const words = DATE_WORDS[language];
  const year = date.getFullYear();
  if (!words || !(year >= 1000 && year <= 9999)) {
    const part = intlParts(date, language, { day: '2-digit', month: 'short', year: 'numeric' });
    return `${part('day')} ${part('month')} ${part('year')}`;
  }
  const day = String(date.getDate()).padStart(2, '0');
  return `${day} ${words.medium[date.getMonth()] ?? ''} ${year}`;
}

/** The short name of a month (1–12), as Intl writes it alone (a chart's axis). */
export function formatMonth(month: number, language: string) {
  const name = DATE_WORDS[language]?.medium[month - 1];
  if (name) return name;
  const date = new Date(Date.UTC(2026, month - 1, 1));
  return intlParts(date, language, { month: 'short', timeZone: 'UTC' })('month');
}
