// The countries an order may ship to (spec section 2, /checkout): the one list the API validates
// against and the apps offer. Orders store and answer the ISO 3166-1 alpha-2 code; each app shows
// the country's name in the page's language (countryName). Plain JavaScript so that the API
// (compiled, run by node) imports it as is.
const LIST = [
  ['AE', 'United Arab Emirates'],
  ['CN', 'China'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['JP', 'Japan'],
];

/** The countries' codes (ISO 3166-1 alpha-2), in the spec's order. */
export const COUNTRY_CODES = Object.freeze(LIST.map(([code]) => code));

/**
 * The spec's English names, in the same order: what checkouts built before the codes send, so
 * the API still takes them (and stores the code).
 */
export const COUNTRIES = Object.freeze(LIST.map(([, name]) => name));

/** The code of a country of the list, given as its code or its English name; else undefined. */
export function countryCode(value) {
  return LIST.find(([code, name]) => value === code || value === name)?.[0];
}

const displayNames = new Map();

/**
 * A country's name in `language` (en, es, pt), from the browser's or Node's own data
 * (Intl.DisplayNames): "DE" reads "Alemania" in es. A code it does not know reads as given.
 */
export function countryName(code, language) {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a well-formed region code (an order written before codes, say): shown as stored.
    return code;
  }
}
