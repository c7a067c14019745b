import { MIN_PASSWORD_LENGTH, passwordStrength } from '@shop/contracts';
import type { PasswordCheck } from './password-checker';

type StrengthLevel = 'none' | 'tooShort' | 'blank' | 'common' | 'weak' | 'good' | 'strong';

export interface Strength {
  level: StrengthLevel;
  /** 0 to 4 for the meter: refused passwords stay at 1, "strong" is 4. */
  score: 0 | 1 | 2 | 3 | 4;
}

/**
 * What the meter shows. It agrees with the API: a password the API refuses (short, only
 * spaces, common) is never more than 1, and none is called strong before the list of common
 * passwords has loaded to vouch for it.
 */
export function meterStrength(password: string, check?: (p: string) => PasswordCheck): Strength {
  if (!password) return { level: 'none', score: 0 };
  if (password.length < MIN_PASSWORD_LENGTH) return { level: 'tooShort', score: 1 };
  if (!password.trim()) return { level: 'blank', score: 1 };
  if (!check) {
    const score = Math.min(3, passwordStrength(password)) as 2 | 3;
    return { level: score === 3 ? 'good' : 'weak', score };
  }
  const result = check(password);
  if (result.common) return { level: 'common', score: 1 };
  if (result.score === 4) return { level: 'strong', score: 4 };
  return result.score >= 2 ? { level: 'good', score: 3 } : { level: 'weak', score: 2 };
}
