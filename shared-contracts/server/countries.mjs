// The countries an order may ship to (spec section 5): the one list the API validates against and
// the checkout offers. Plain JavaScript so that the API (compiled, run by node) imports it as is.
export const COUNTRIES = Object.freeze([
  'United Arab Emirates',
  'China',
  'United Kingdom',
  'Germany',
  'France',
  'Japan',
]);
