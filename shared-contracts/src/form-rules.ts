import { countryCode, type ContactPayload, type CustomerDetails } from './types';

/**
 * Form rules of spec section 5 as plain functions. A rule answers a message code (or null when
 * the value is valid); MESSAGES holds the exact English text of each code, which is also the
 * `en` translation every app uses.
 */
export const MESSAGES = {
  invalidEmail: 'Invalid email',
  invalidPassword: 'Invalid password',
  invalidNickname: 'Invalid nickname',
  invalidInvitation: 'Invalid invitation',
  invalidFormData: 'Invalid form data!',
  passwordTooShort: 'Password must have at least 8 characters',
  passwordBlank: 'Password must not be only spaces',
  required: 'This is required field.',
  invalidFirstName: 'Invalid first name format.',
  invalidLastName: 'Invalid last name format.',
  invalidZip: 'Invalid zip format, use like 12345.',
  invalidEmailFormat: 'Invalid email format.',
  invalidPhone: 'Invalid phone number format use like +2923432432432.',
  invalidCountry: 'Choose a country from the list.',
  invalidUrl: 'Enter a full web address, like https://example.com.',
  invalidAmount: 'Enter a number from 0 up.',
  invalidPercent: 'Enter a percentage from 0 to 100.',
  translationNeedsName: 'A translation needs its name',
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type Errors<K extends string> = Partial<Record<K, MessageCode>>;

/** The password policy's own (`@shop/contracts/password-policy`; a test holds them equal). */
export const MIN_PASSWORD_LENGTH = 8;

const nonEmpty = (code: MessageCode) => (value: string) => (value.trim() ? null : code);

export const loginRules = {
  email: nonEmpty('invalidEmail'),
  password: nonEmpty('invalidPassword'),
};

export const signupRules = {
  nickname: nonEmpty('invalidNickname'),
  email: nonEmpty('invalidEmail'),
  invitationId: nonEmpty('invalidInvitation'),
  // The API's rule too; the rest of the policy (@shop/contracts/password-policy) needs its
  // dictionaries, which the account pages load when the password field is first used.
  password: (value: string): MessageCode | null => {
    if (!value) return 'invalidPassword';
    if (value.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
    return value.trim() ? null : 'passwordBlank';
  },
};

export const resetPasswordRules = { password: signupRules.password };

/** Letters, with the single spaces, hyphens and apostrophes real names carry ("Mary-Ann O'Neil"). */
const NAME = /^\p{L}+(?:[ '-]\p{L}+)*$/u;
const ZIP = /^\d{5}(?:-\d{4})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+\d{11,15}$/;
const WEB_ADDRESS = /^https?:\/\/[^\s/.]+\.\S+$/;

const required =
  (format?: (v: string) => MessageCode | null) =>
  (value: string): MessageCode | null => {
    const v = value.trim();
    if (!v) return 'required';
    return format ? format(v) : null;
  };

const email = required((v) => (EMAIL.test(v) ? null : 'invalidEmailFormat'));

export const checkoutRules: Record<keyof CustomerDetails, (value: string) => MessageCode | null> = {
  firstName: required((v) => (NAME.test(v) ? null : 'invalidFirstName')),
  lastName: required((v) => (NAME.test(v) ? null : 'invalidLastName')),
  email,
  phone: required((v) => (PHONE.test(v) ? null : 'invalidPhone')),
  address: required(),
  city: required(),
  state: required(),
  zip: required((v) => (ZIP.test(v) ? null : 'invalidZip')),
  // A code of the list; the English name a checkout built before the codes holds passes too.
  country: required((v) => (countryCode(v) ? null : 'invalidCountry')),
};

export const newsletterRules = { email };
export const trackOrderRules = { orderId: required(), email };

export const contactRules: Record<keyof ContactPayload, (value: string) => MessageCode | null> = {
  name: required(),
  email,
  phone_number: required(),
  message: required(),
};

/** A blog reply: the website is optional, and a full address when given. */
export const replyRules = {
  comment: required(),
  author: required(),
  email,
  url: (value: string): MessageCode | null =>
    !value.trim() || WEB_ADDRESS.test(value.trim()) ? null : 'invalidUrl',
};

/** The API's limits of a product (ProductInputSchema): an English name, numbers from 0. */
const amount = (value: string): MessageCode | null =>
  value.trim() !== '' && Number(value) >= 0 ? null : 'invalidAmount';
export const productRules = {
  title: required(),
  oldPrice: amount,
  newPrice: amount,
  stock: amount,
  discountOff: (value: string): MessageCode | null =>
    amount(value) ?? (Number(value) <= 100 ? null : 'invalidPercent'),
};
/** A new product needs both its images too. */
export const newProductRules = { ...productRules, imageUrl: required(), imageHoverUrl: required() };

/** A translation's descriptions need its name (the API refuses them without). */
export const translationNameRule = (name: string, texts: string[]): MessageCode | null =>
  !name.trim() && texts.some((text) => text.trim()) ? 'translationNeedsName' : null;

/** Runs every rule of a rule set; answers the errors by field (empty when all are valid). */
export function validate<K extends string>(
  rules: Record<K, (value: string) => MessageCode | null>,
  values: Record<K, string>,
): Errors<K> {
  const errors: Errors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const code = rules[key](values[key] ?? '');
    if (code) errors[key] = code;
  }
  return errors;
}

export const isValid = (errors: Errors<string>) => Object.keys(errors).length === 0;

/**
 * 0 (empty) to 4: length, then variety of character classes.
 * @deprecated It calls `Passw0rd!` strong. Judge passwords with `judgePassword` of
 * `@shop/contracts/password-policy`, the API's own policy; this goes at the next major version.
 */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  if (password.length < MIN_PASSWORD_LENGTH) return 1;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  const score = (password.length >= 12 ? 1 : 0) + (classes >= 3 ? 2 : classes >= 2 ? 1 : 0) + 1;
  return Math.min(4, Math.max(2, score)) as 2 | 3 | 4;
}

/** Quantity counter of spec section 4: buttons stay in 1..10; a typed value is clamped on blur. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.round(value)));
}
