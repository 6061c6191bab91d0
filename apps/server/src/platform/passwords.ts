/** Password hashing: argon2id with t=2, m=19456 KiB, p=1 (docs/design.md#security-baseline). */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

const options = { algorithm: ARGON2ID, timeCost: 2, memoryCost: 19456, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** True when the password matches; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash of a random string, verified against when the account does not exist (even timing). */
export const dummyHashPromise = hashPassword('lintel-dummy-password-for-timing');
