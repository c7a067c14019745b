import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id: the enum is a const enum, which isolated modules cannot import.
const ARGON2ID = 2 as Algorithm;

export const hashPassword = (password: string): Promise<string> =>
  hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export function burnVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
