import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * zxcvbn-ts's list of the most common passwords (from breach corpora), the one the account
 * pages' strength meter loads too, so both sides refuse the same words. Only entries long
 * enough to pass the length rule matter; the list is lower case, and so is the comparison.
 */
const COMMON = new Set(
  dictionary['passwords-common'].filter((word) => word.length >= MIN_PASSWORD_LENGTH),
);

/** Why a new password is refused ("password: …"), or null. The length is the schema's rule. */
export function passwordProblem(password: string): string | null {
  if (!password.trim()) return 'password: must not be only spaces';
  if (COMMON.has(password.toLowerCase()))
    return 'password: this password is too common, choose another one';
  return null;
}
