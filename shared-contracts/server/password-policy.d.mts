export declare const MIN_PASSWORD_LENGTH: number;
export declare const MAX_PASSWORD_LENGTH: number;
export declare const MIN_PASSWORD_SCORE: number;
export declare const PUBLISHED_WORDS: readonly string[];
export declare const WARNING_TEXT: Readonly<Record<string, string>>;

export type PasswordProblem =
  'tooShort' | 'tooLong' | 'blank' | 'personal' | 'published' | 'guessable';

/** The account a password is for, as it is or will be. */
export interface PasswordAccount {
  email?: string;
  nickname?: string;
}

export type PasswordVerdict =
  | { ok: true; score: 3 | 4; problem: null; warning: null }
  | { ok: false; score: 0 | 1 | 2; problem: PasswordProblem; warning: string | null };

export declare function judgePassword(password: string, account?: PasswordAccount): PasswordVerdict;
export declare function refusalText(verdict: Extract<PasswordVerdict, { ok: false }>): string;
export declare function problemOfRefusal(message: string): PasswordProblem | null;
