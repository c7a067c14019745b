// The shop's password policy: one judgement for the API, which refuses what it refuses, and for the
// account pages' strength meter, which says the same while the password is typed. Strength is
// zxcvbn-ts's estimate with its common dictionaries (passwords from breach corpora, diceware
// words). Plain JavaScript so that the API (compiled, run by node) imports it as is; an entry of
// its own so that the dictionaries (hundreds of KB) load only where a password is judged.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn's 3 of 4: about 10^8 guesses or more, past what a throttled online attack reaches. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Words anyone can read, so a guesser tries them first: the shop's name and domain, the demo
 * accounts' passwords the README publishes, and the two passwords of the best-known comic about
 * passwords, both strong by any estimate and both in every cracking list since.
 */
export const PUBLISHED_WORDS = Object.freeze([
  'bitshop',
  'shop.test',
  'Admin#2026',
  'Shopper#2026',
  'correcthorsebatterystaple',
  'Tr0ub4dor&3',
]);

let estimator;
const zxcvbn = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/** The account's own words, lower case: the email, its name part, the nickname. */
function personalWords({ email = '', nickname = '' } = {}) {
  const address = email.trim().toLowerCase();
  const words = [address, address.split('@')[0], nickname.trim().toLowerCase()];
  return words.filter((word) => word.length >= 3);
}

const refused = (problem, score = 0, warning = null) => ({ ok: false, score, problem, warning });

/** Which refusal a too-guessable password gets: its own words, published ones, or guessable. */
function problemOf(sequence, personal) {
  const inputs = sequence.filter((match) => match.dictionaryName === 'userInputs');
  if (inputs.some((match) => personal.includes(match.matchedWord))) return 'personal';
  return inputs.length ? 'published' : 'guessable';
}

/**
 * Judges a new password for an account (`email` and `nickname` as the account has or will have
 * them): `ok`, zxcvbn's `score` (0-4; a refused password never shows more than 2), the `problem`
 * of a refused one and zxcvbn's `warning` key saying why it is guessable (or null).
 */
export function judgePassword(password, account = {}) {
  if (password.length < MIN_PASSWORD_LENGTH) return refused('tooShort');
  if (password.length > MAX_PASSWORD_LENGTH) return refused('tooLong');
  if (!password.trim()) return refused('blank');
  const personal = personalWords(account);
  const result = zxcvbn().check(password, [...personal, ...PUBLISHED_WORDS]);
  if (result.score >= MIN_PASSWORD_SCORE)
    return { ok: true, score: result.score, problem: null, warning: null };
  const score = Math.min(result.score, MIN_PASSWORD_SCORE - 1);
  return refused(problemOf(result.sequence, personal), score, result.feedback.warning);
}

const PROBLEM_TEXT = {
  tooShort: `must have at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `must have at most ${MAX_PASSWORD_LENGTH} characters`,
  blank: 'must not be only spaces',
  personal: 'must not contain your email or nickname',
  published: "must not be a published password (the shop's name, a demo account's, a famous one)",
  guessable: 'too easy to guess, add more words or characters',
};

/** zxcvbn's warnings in English (the account pages translate the same keys). */
export const WARNING_TEXT = Object.freeze({
  straightRow: 'straight rows of keys on your keyboard are easy to guess',
  keyPattern: 'short keyboard patterns are easy to guess',
  simpleRepeat: 'repeated characters like "aaa" are easy to guess',
  extendedRepeat: 'repeated patterns like "abcabcabc" are easy to guess',
  sequences: 'common sequences like "abc" are easy to guess',
  recentYears: 'recent years are easy to guess',
  dates: 'dates are easy to guess',
  topTen: 'this is a heavily used password',
  topHundred: 'this is a frequently used password',
  common: 'this is a commonly used password',
  similarToCommon: 'this is similar to a commonly used password',
  wordByItself: 'single words are easy to guess',
  namesByThemselves: 'single names or surnames are easy to guess',
  commonNames: 'common names and surnames are easy to guess',
  userInputs: 'there should not be any personal or page related data',
  pwned: 'this password was exposed by a data breach',
});

/** The API's answer to a refused password, "password: <why>" (in English, as all its errors). */
export function refusalText({ problem, warning }) {
  const why = problem === 'guessable' && WARNING_TEXT[warning];
  return `password: ${PROBLEM_TEXT[problem]}${why ? ` (${why})` : ''}`;
}

/** The problem an API answer names (refusalText read back), or null for any other text. */
export function problemOfRefusal(message) {
  const entry = Object.entries(PROBLEM_TEXT).find(([, text]) =>
    message.startsWith(`password: ${text}`),
  );
  return entry ? entry[0] : null;
}
