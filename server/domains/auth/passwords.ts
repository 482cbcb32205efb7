import { hash, verify } from '@node-rs/argon2';

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
