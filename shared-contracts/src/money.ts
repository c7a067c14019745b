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

/**
 * A price with two decimals, as `Intl.NumberFormat` writes it (half away from zero, on the
 * number's shortest decimal form), without one for the shop's own languages: the first
 * `Intl.NumberFormat` of a page loads the browser's locale data, 50–70 ms of unbroken main-thread
 * work measured in Chromium, which fell in the task that renders the first prices of every shop
 * page. A test holds it equal to Intl.
 */
function formatAmount(amount: number, language: string): string {
  const symbols = NUMBER_SYMBOLS[language];
  const size = Math.abs(amount);
  if (!symbols || !Number.isFinite(amount) || size >= PLAIN_LIMIT)
    return intlFormat(amount, language);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  // The shortest decimal form; below 1e-6 it has an exponent, and such an amount is 0.00.
  const [whole = '0', fraction = ''] = size < 1e-6 ? ['0'] : String(size).split('.');
  const digits = `${fraction}000`;
  let cents = BigInt(whole + digits.slice(0, 2));
  if (digits.charCodeAt(2) >= 53 /* '5' */) cents += 1n;
  const units = (cents / 100n).toString();
  const rest = (cents % 100n).toString().padStart(2, '0');
  const grouped =
    units.length < symbols.grouping ? units : units.replace(/\B(?=(\d{3})+$)/g, symbols.group);
  return `${sign}${grouped}${symbols.decimal}${rest}`;
}

/** Building an `Intl.NumberFormat` costs far more than formatting with one: each language's is kept. */
const formatters = new Map<string, Intl.NumberFormat>();

function intlFormat(amount: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
}

export function formatPrice(
  amount: number,
  currencyCode: string = DEFAULT_CURRENCY,
  language = 'en',
): string {
  return `${formatAmount(amount, language)} ${currencySymbol(currencyCode)}`;
}

/** Adds money without float drift: sums in minor units, answers major units. */
export function addMoney(...amounts: number[]): number {
  return amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;
}

/** Cuts a product name for the cart table (spec: 32 characters plus an ellipsis). */
export function truncate(text: string, max = 32): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
