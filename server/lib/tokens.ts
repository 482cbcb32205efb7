import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Keyed hash of a token for storage: the database never holds a usable token. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
