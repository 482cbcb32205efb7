import type { Database } from '../db';

export interface RateCheck {
  allowed: boolean;
  count: number;
  /** Seconds until one more event fits in the window (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Sliding-window limits kept in the database, so every server instance sees the same counts.
 * `check` only reads; `record` adds an event; `hit` does both for limits that count every attempt.
 */
export function createRateLimiter(db: Database, now: () => number = Date.now) {
  async function check(bucket: string, limit: number, windowMs: number): Promise<RateCheck> {
    const since = now() - windowMs;
    const row = await db
      .selectFrom('rateEvents')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('atMs').as('oldest')])
      .where('bucket', '=', bucket)
      .where('atMs', '>', since)
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    if (count < limit) return { allowed: true, count, retryAfterSeconds: 0 };
    const oldest = Number(row.oldest ?? now());
    return { allowed: false, count, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)) };
  }

  async function record(...buckets: string[]): Promise<void> {
    if (buckets.length === 0) return;
    const at = now();
    await db
      .insertInto('rateEvents')
      .values(buckets.map((bucket) => ({ bucket, atMs: at })))
      .execute();
  }

  async function hit(bucket: string, limit: number, windowMs: number): Promise<RateCheck> {
    const result = await check(bucket, limit, windowMs);
    if (result.allowed) await record(bucket);
    return result;
  }

  async function clear(bucket: string): Promise<void> {
    await db.deleteFrom('rateEvents').where('bucket', '=', bucket).execute();
  }

  /** Drops events older than the longest window any limit uses. */
  async function prune(olderThanMs: number): Promise<void> {
    await db.deleteFrom('rateEvents').where('atMs', '<', now() - olderThanMs).execute();
  }

  return { check, record, hit, clear, prune };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
