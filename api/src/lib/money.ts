/**
 * Money is integer minor units (1/100 ₿) everywhere inside the API; the wire speaks major
 * units, as the spec's fields do (newPrice 12.5 is 12.5 ₿).
 */
export const toMajor = (minor: number): number => minor / 100;

/** Converts a major amount from a client, refusing fractions of a minor unit. */
export function toMinor(major: number): number | null {
  const minor = Math.round(major * 100);
  return Math.abs(minor - major * 100) < 1e-6 ? minor : null;
}

/** A rate in basis points applied to an amount, rounded half up to a minor unit. */
export const applyRate = (minor: number, rateBp: number): number =>
  Math.round((minor * rateBp) / 10000);
