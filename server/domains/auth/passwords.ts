import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE } from '@shared/constants/auth';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (the library's default algorithm is argon2id).
const ARGON2_OPTIONS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same work on a dummy hash,
 * so the response time does not reveal whether an account exists.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

const COMMON_PASSWORD_COUNT = 10_000;
let common: Set<string> | undefined;

/** Why a new password is refused beyond its length, or null: the 10,000 most used passwords (ranked list of @zxcvbn-ts) are tried first by attackers. */
export function commonPasswordProblem(password: string): string | null {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase()) ? COMMON_PASSWORD_MESSAGE : null;
}
