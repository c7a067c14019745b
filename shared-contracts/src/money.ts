/** One price formatter for every app: the amount, then the currency sign (spec: ₿ after prices). */
const SYMBOLS: Record<string, string> = { BTC: '₿' };

export const DEFAULT_CURRENCY = 'BTC';

export function currencySymbol(code: string = DEFAULT_CURRENCY): string {
  return SYMBOLS[code] ?? code;
}

/**
 * Building an `Intl.NumberFormat` costs far more than formatting with one (a page of product tiles
 * built one per price spent ~100 ms of a phone's main thread), so each language's is kept.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatPrice(
  amount: number,
  currencyCode: string = DEFAULT_CURRENCY,
  language = 'en',
): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return `${formatter.format(amount)} ${currencySymbol(currencyCode)}`;
}

/** Adds money without float drift: sums in minor units, answers major units. */
export function addMoney(...amounts: number[]): number {
  return amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;
}

/** Cuts a product name for the cart table (spec: 32 characters plus an ellipsis). */
export function truncate(text: string, max = 32): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
