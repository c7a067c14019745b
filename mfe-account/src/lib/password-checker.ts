import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn-ts with its common dictionaries: the list of common passwords the API refuses too
 * (the same package), and its estimate of how guessable the rest is. Loaded on demand by the
 * strength meter only: the lists weigh far more than the pages around them.
 */
const COMMON = new Set(dictionary['passwords-common']);
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export interface PasswordCheck {
  common: boolean;
  /** zxcvbn's 0 (guessable at once) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
}

export function checkPassword(password: string): PasswordCheck {
  if (COMMON.has(password.toLowerCase())) return { common: true, score: 0 };
  return { common: false, score: estimator.check(password.slice(0, 100)).score };
}
