import { useCallback, useMemo, useState } from 'react';
import type { PasswordAccount, PasswordVerdict } from '@shop/contracts/password-policy';

type Policy = typeof import('@shop/contracts/password-policy');

/**
 * The shop's password policy (the API's own judgement) in a chunk of its own: its dictionaries
 * weigh far more than the pages around them, so it loads when a password field is first used.
 */
let policyLoad: Promise<Policy> | undefined;
export function loadPasswordPolicy(): Promise<Policy> {
  policyLoad ??= import('@shop/contracts/password-policy').catch((error: unknown) => {
    policyLoad = undefined; // a later use tries again
    throw error;
  });
  return policyLoad;
}

export type Judge = (password: string, account?: PasswordAccount) => PasswordVerdict;

export interface PasswordPolicy {
  /** Judges a password, once the policy has loaded (undefined until then). */
  judge?: Judge;
  /** Starts loading the policy (the field calls it when it is first used). */
  load: () => void;
}

/** The policy for one form: the meter and the form's rule share it and its last verdict. */
export function usePasswordPolicy(): PasswordPolicy {
  const [policy, setPolicy] = useState<Policy>();
  // Without the policy the field still has the form's length rule; the API decides.
  const load = useCallback(() => void loadPasswordPolicy().then(setPolicy, () => undefined), []);
  const judge = useMemo(() => policy && lastOne(policy.judgePassword), [policy]);
  return { judge, load };
}

/** zxcvbn takes milliseconds: the meter and the form ask about the same password in one render. */
function lastOne(judge: Judge): Judge {
  let last: { key: string; verdict: PasswordVerdict } | undefined;
  return (password, account = {}) => {
    const key = JSON.stringify([password, account.email, account.nickname]);
    if (last?.key !== key) last = { key, verdict: judge(password, account) };
    return last.verdict;
  };
}

/** The form's rule for the password: the policy's refusal by translation key, if any. */
export function refusalKey(
  judge: Judge | undefined,
  password: string,
  account?: PasswordAccount,
): Partial<Record<'password', string>> {
  const verdict = password && judge?.(password, account);
  return verdict && !verdict.ok ? { password: `strength.why.${verdict.problem}` } : {};
}

/** The translation key of the API's refusal of a password, or null for any other answer. */
export async function refusalKeyOf(message: string): Promise<string | null> {
  const problem = (await loadPasswordPolicy()).problemOfRefusal(message);
  return problem && `strength.why.${problem}`;
}
