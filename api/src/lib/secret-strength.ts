import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Secrets that have been published with this project (its compose file, docs, tests and
 * benches, past and present). Anyone who has read the repository can sign tokens with them.
 */
export const KNOWN_PUBLIC_SECRETS: readonly string[] = [
  'change-me-to-a-long-random-secret-of-32-chars',
  'test-secret-that-is-long-enough-for-hs256-0123456789',
  'another-secret-that-is-long-enough-0123456789',
  'benchbenchbenchbenchbenchbenchbenchbench',
];

export const MIN_SECRET_LENGTH = 32;
/**
 * About 100 bits: zxcvbn's estimate of the guesses a secret needs, which sees through
 * repetitions, sequences, keyboard walks and words ("aaaa…", "abcabc…", "changeme…").
 */
const MIN_GUESSES_LOG10 = 30;

let estimator: ZxcvbnFactory | undefined;

/** Why a signing secret must not be used, or null when it is fit. */
export function secretProblem(secret: string): string | null {
  if (secret.length < MIN_SECRET_LENGTH)
    return `it has ${secret.length} characters, at least ${MIN_SECRET_LENGTH} are needed`;
  if (KNOWN_PUBLIC_SECRETS.includes(secret.trim()))
    return 'it is published in this project (compose file, docs or tests), so anyone can forge tokens with it';
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // zxcvbn weighs at most its first 100 characters, plenty for a guessability verdict.
  if (estimator.check(secret.slice(0, 100)).guessesLog10 < MIN_GUESSES_LOG10)
    return 'it is too easy to guess (repeated, sequential or made of words)';
  return null;
}
