import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db';
import { lockKeys } from '../db/dialect';

export interface RateCheck {
  allowed: boolean;
  count: number;
  /** Seconds until one more event fits in the window (0 when allowed). */
  retryAfterSeconds: number;
}

export interface ReserveRule {
  bucket: string;
  limit: number;
  windowMs: number;
  /** From `after` events in the window on, each further one waits 2^(n - after) s after the latest (at most maxDelayMs). */
  backoff?: { after: number; maxDelayMs: number };
}

export type Reservation = { allowed: true; attempt: string } | { allowed: false; bucket: string; retryAfterSeconds: number };

/**
 * Sliding-window limits kept in the database, so every server instance sees the same counts.
 * `check` only reads; `record` adds an event; `hit` does both for limits that count every attempt.
 */
export function createRateLimiter(db: Database, now: () => number = Date.now) {
  async function check(bucket: string, limit: number, windowMs: number, executor: Database = db): Promise<RateCheck> {
    const since = now() - windowMs;
    const row = await executor
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
    await recordIn(db, buckets);
  }

  async function recordIn(executor: Database, buckets: string[]): Promise<void> {
    if (buckets.length === 0) return;
    const at = now();
    await executor
      .insertInto('rateEvents')
      .values(buckets.map((bucket) => ({ bucket, atMs: at })))
      .execute();
  }

  /** Check and record as one step: parallel hits on one bucket (from any instance) take turns. */
  async function hit(bucket: string, limit: number, windowMs: number): Promise<RateCheck> {
    return db.transaction().execute(async (tx) => {
      await lockKeys(tx, `rate:${bucket}`);
      const result = await check(bucket, limit, windowMs, tx);
      if (result.allowed) await recordIn(tx, [bucket]);
      return result;
    });
  }

  /**
   * Reserves one event in every bucket at once, or in none: a single INSERT ... SELECT whose WHERE
   * checks every limit, so parallel callers cannot all pass a check before any of them records.
   */
  async function reserve(rules: ReserveRule[]): Promise<Reservation> {
    const at = now();
    const attempt = randomUUID();
    const conditions = rules.map((rule) => {
      const since = at - rule.windowMs;
      const under = sql`(select count(*) from rate_events where bucket = ${rule.bucket} and at_ms > ${since}) < ${rule.limit}`;
      if (!rule.backoff) return under;
      const { after, maxDelayMs } = rule.backoff;
      // 2^(n - after) seconds, capped: neutral CASE forms (no scalar min(), no bit shifts) for both dialects.
      const exponent = sql`case when count(*) - ${after} > 30 then 30 else count(*) - ${after} end`;
      const delay = sql`case when 1000 * power(2, ${exponent}) > ${maxDelayMs} then ${maxDelayMs} else 1000 * power(2, ${exponent}) end`;
      const waited = sql`(select case when count(*) < ${after} then 1
          when max(at_ms) <= ${at} - ${delay} then 1 else 0 end
        from rate_events where bucket = ${rule.bucket} and at_ms > ${since}) = 1`;
      return sql`${under} and ${waited}`;
    });
    const rows = sql.join(rules.map((rule) => sql`select ${rule.bucket} as bucket`), sql` union all `);
    // The check and the insert are one statement; on PostgreSQL, where READ COMMITTED lets two such
    // statements count the same rows at once, an advisory lock per bucket makes them take turns.
    const result = await db.transaction().execute(async (tx) => {
      await lockKeys(tx, ...rules.map((rule) => `rate:${rule.bucket}`));
      return sql`insert into rate_events (bucket, at_ms, attempt)
        select b.bucket, ${at}, ${attempt} from (${rows}) as b
        where ${sql.join(conditions, sql` and `)}`.execute(tx);
    });
    if (Number(result.numAffectedRows ?? 0) > 0) return { allowed: true, attempt };

    // Refused: say which limit and for how long (a read after the fact, for the message only).
    let refusal: { bucket: string; retryAfterSeconds: number } = { bucket: rules[0]?.bucket ?? '', retryAfterSeconds: 1 };
    for (const rule of rules) {
      const state = await check(rule.bucket, rule.limit, rule.windowMs);
      let wait = state.allowed ? 0 : state.retryAfterSeconds;
      if (state.allowed && rule.backoff && state.count >= rule.backoff.after) {
        const latest = await db.selectFrom('rateEvents').select((eb) => eb.fn.max('atMs').as('latest')).where('bucket', '=', rule.bucket).executeTakeFirst();
        const delay = Math.min(rule.backoff.maxDelayMs, 1000 * 2 ** Math.min(state.count - rule.backoff.after, 30));
        wait = Math.max(1, Math.ceil((Number(latest?.latest ?? at) + delay - now()) / 1000));
      }
      if (wait > 0 && (refusal.retryAfterSeconds <= 1 || wait > refusal.retryAfterSeconds)) refusal = { bucket: rule.bucket, retryAfterSeconds: wait };
    }
    return { allowed: false, ...refusal };
  }

  /** Gives back the events one reservation made (the attempt turned out not to count). */
  async function release(attempt: string): Promise<void> {
    await db.deleteFrom('rateEvents').where('attempt', '=', attempt).execute();
  }

  async function clear(bucket: string): Promise<void> {
    await db.deleteFrom('rateEvents').where('bucket', '=', bucket).execute();
  }

  /** Drops events older than the longest window any limit uses. */
  async function prune(olderThanMs: number): Promise<void> {
    await db.deleteFrom('rateEvents').where('atMs', '<', now() - olderThanMs).execute();
  }

  return { check, record, hit, reserve, release, clear, prune };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
