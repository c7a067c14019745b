import { applyRate, toMajor } from './money';

export interface PricingSettings {
  taxRateBp: number;
  shippingMinor: number;
}

export interface MinorTotals {
  subtotal: number;
  tax: number;
  shipping: number;
  shippingTax: number;
  total: number;
}

/**
 * Totals in minor units from the server's own prices: flat shipping when there is anything to
 * ship, tax on the goods and on the shipping at the shop's rate. Integers throughout.
 */
export function computeTotals(
  lines: { unitPrice: number; quantity: number }[],
  settings: PricingSettings,
): MinorTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipping = lines.length ? settings.shippingMinor : 0;
  const tax = applyRate(subtotal, settings.taxRateBp);
  const shippingTax = applyRate(shipping, settings.taxRateBp);
  return { subtotal, tax, shipping, shippingTax, total: subtotal + tax + shipping + shippingTax };
}

export function totalsToMajor(totals: MinorTotals) {
  return {
    subtotal: toMajor(totals.subtotal),
    tax: toMajor(totals.tax),
    shipping: toMajor(totals.shipping),
    shippingTax: toMajor(totals.shippingTax),
    total: toMajor(totals.total),
  };
}
