/** One price formatter for every app: the amount, then the currency sign (spec: ₿ after prices). */
const SYMBOLS: Record<string, string> = { BTC: '₿' };

export const DEFAULT_CURRENCY = 'BTC';

export function currencySymbol(code: string = DEFAULT_CURRENCY): string {
  return SYMBOLS[code] ?? code;
}

/**
 * How the shop's languages write a number (CLDR, as `Intl.NumberFormat` writes them): the decimal
 * sign, the group sign, and how many digits the integer part needs before it is grouped
 * (Spanish writes 1234,50 but 12.345,50).
 */
const NUMBER_SYMBOLS: Partial<
  Record<string, { decimal: string; group: string; grouping: number }>
> = {
  en: { decimal: '.', group: ',', grouping: 4 },
  es: { decimal: ',', group: '.', grouping: 5 },
  pt: { decimal: ',', group: '.', grouping: 4 },
};

/** Beyond this JavaScript writes a number with an exponent: Intl formats those. */
const PLAIN_LIMIT = 1e21;

/** How many decimals a number is written with, as Intl.NumberFormat's options of the same name. */
export interface NumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * A number as `Intl.NumberFormat` writes it (half away from zero, on the number's shortest
 * decimal form, grouped), without one for the shop's own languages: the first
 * `Intl.NumberFormat` of a page loads the browser's locale data, 15–70 ms of unbroken
 * main-thread work measured in Chromium, which fell in the task that renders the first prices of
 * every shop page and the first figures of the admin's dashboard. A test holds it equal to Intl.
 */
export function formatNumber(
  value: number,
  language: string,
  {
    minimumFractionDigits = 0,
    maximumFractionDigits = Math.max(3, minimumFractionDigits),
  }: NumberOptions = {},
): string {
  const symbols = NUMBER_SYMBOLS[language];
  const size = Math.abs(value);
  if (!symbols || !Number.isFinite(value) || size >= PLAIN_LIMIT)
    return intlFormat(value, language, { minimumFractionDigits, maximumFractionDigits });
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  // The shortest decimal form; below 1e-6 it has an exponent, and such a number rounds to 0.
  const [whole = '0', fraction = ''] = size < 1e-6 ? ['0'] : String(size).split('.');
  const digits = fraction.padEnd(maximumFractionDigits + 1, '0');
  const unit = 10n ** BigInt(maximumFractionDigits);
  let scaled = BigInt(whole + digits.slice(0, maximumFractionDigits));
  if (digits.charCodeAt(maximumFractionDigits) >= 53 /* '5' */) scaled += 1n;
  const units = (scaled / unit).toString();
  let rest = maximumFractionDigits
    ? (scaled % unit).toString().padStart(maximumFractionDigits, '0')
    : '';
  while (rest.length > minimumFractionDigits && rest.endsWith('0')) rest = rest.slice(0, -1);
  const grouped =
    units.length < symbols.grouping ? units : units.replace(/\B(?=(\d{3})+$)/g, symbols.group);
  return `${sign}${grouped}${rest ? `${symbols.decimal}${rest}` : ''}`;
}

/** Building an `Intl.NumberFormat` costs far more than formatting with one: each is kept. */
const formatters = new Map<string, Intl.NumberFormat>();

function intlFormat(value: number, language: string, options: Required<NumberOptions>): string {
  const key = `${language} ${options.minimumFractionDigits} ${options.maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

const CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

export function formatPrice(
  amount: number,
  currencyCode: string = DEFAULT_CURRENCY,
  language = 'en',
): string {
  return `${formatNumber(amount, language, CENTS)} ${currencySymbol(currencyCode)}`;
}

/** Adds money without float drift: sums in minor units, answers major units. */
export function addMoney(...amounts: number[]): number {
  return amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;
}

/** Cuts a product name for the cart table (spec: 32 characters plus an ellipsis). */
export function truncate(text: string, max = 32): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
