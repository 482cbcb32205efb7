import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { DeadJob, RetriedJob } from '@shared/schemas/jobs';
import type { Page } from '@shared/schemas/paging';
import type { Database } from '../db';
import { recordAudit } from './audit';
import type { EnqueueOptions, Handler, JobName, JobOptions, JobQueue, Log, QueueOptions } from './jobs';
import { decodeCursor, encodeCursor, type PageRequest } from './paging';
import { createWorkerPool } from './jobs.pool';
import { createRecurring } from './jobs.recurring';

/**
 * The job queue on PostgreSQL: pg-boss (v10) keeps the jobs in its own schema (`pgboss`) of the same
 * database, claims them with FOR UPDATE SKIP LOCKED, retries with exponential backoff and keeps the
 * jobs that failed every attempt in its 'failed' state (our dead letter). Our loop fetches and
 * completes through pg-boss's API rather than `work()`, so `runDue`, `wake` and `stop` keep the
 * table runner's meaning (server/lib/jobs.ts) and callers see one interface.
 *
 * - Job key: the job's id is a UUID derived from the key, so a second send of the key is a conflict
 *   pg-boss ignores (send returns null) for as long as the first job is kept (a week after it ends,
 *   as the table runner prunes; failed ones a month). The key is also stored as singleton_key (what
 *   handlers and the admin list see) under the standard policy, where it dedupes nothing by itself.
 * - Retries: retryLimit = maxAttempts - 1, retryDelay = JOB_RETRY_BASE_MS in whole seconds, backoff on:
 *   pg-boss waits delay × 2^(attempt-1) plus up to as much again (jitter), where the table runner waits exactly that.
 * - A process that dies mid-job: the job's expireInSeconds (the lease) runs out and pg-boss's
 *   expire() puts it back for a retry; we call expire() at start, in runDue and while polling (as
 *   often as the shortest lease asks), not only in pg-boss's two-minute maintenance.
 */

type Boss = PgBoss;
type FetchedJob = PgBoss.JobWithMetadata<unknown>;

const SCHEMA = 'pgboss';
const DEFAULT_LEASE_MS = 5 * 60 * 1000;
/** Keys keep deduplicating this long after their job finished (the table runner prunes after a week). */
const KEEP_COMPLETED_SECONDS = 7 * 24 * 3600;
/** Dead letters stay visible to admins this long. */
const KEEP_FAILED_SECONDS = 30 * 24 * 3600;

/** The job id of a key: the same key always gives the same UUID (the dedupe). */
export function jobIdOfKey(key: string): string {
  const hex = createHash('sha256').update(`catalyst-job:${key}`).digest('hex');
  // Version 5 layout (name-based), so the id reads as a well-formed UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** pg-boss runs its SQL through our pool (no second pool per app), without the CamelCasePlugin (it would rename the payload's keys). */
function bossDb(db: Database): PgBoss.Db {
  const raw = db.withoutPlugins();
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await raw.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as never[] };
    },
  };
}

function bossOptions(db: Database, supervise: boolean): PgBoss.ConstructorOptions {
  return {
    db: bossDb(db),
    schema: SCHEMA,
    // Recurring jobs are ours (keyed slots, server/lib/jobs.recurring.ts): no cron timekeeper and its timers.
    schedule: false,
    supervise,
    archiveCompletedAfterSeconds: KEEP_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  };
}

/** Last error of a pg-boss job: our `fail` stores { message }; expiry stores { value: { message } }. */
export function jobErrorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { message?: unknown; value?: { message?: unknown } };
  const message = typeof o.message === 'string' ? o.message : typeof o.value?.message === 'string' ? o.value.message : null;
  return message;
}

interface Registered {
  handler: Handler<JobName>;
  maxAttempts: number;
  leaseMs: number;
}

export function createPgBossQueue(db: Database, log: Log, options: QueueOptions = {}): JobQueue {
  const pollMs = options.pollMs ?? 1000;
  const retryDelaySeconds = Math.max(1, Math.round((options.retryBaseMs ?? 1000) / 1000));
  const concurrency = options.concurrency ?? 4;
  // pg-boss keeps its two-minute maintenance (archiving, expiry) only where the queue polls.
  const boss: Boss = new PgBoss(bossOptions(db, pollMs > 0));
  boss.on('error', (error) => log.warn({ err: error }, 'pg-boss error'));
  const handlers = new Map<string, Registered>();
  const queues = new Map<string, Promise<void>>();
  let booted: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastExpiry = 0;

  let existing: Promise<Set<string>> | undefined;
  let creating: Promise<unknown> = Promise.resolve();
  const boot = () => (booted ??= boss.start().then(() => undefined));
  /**
   * pg-boss needs a queue (a partition of its job table) before it accepts a job of that name. One
   * at a time here, and retried on a deadlock: creating partitions concurrently (several queues, or
   * two instances starting together) deadlocks in ATTACH PARTITION.
   */
  const queueFor = (name: string) => {
    let made = queues.get(name);
    if (!made) {
      const create = async () => {
        await boot();
        existing ??= boss.getQueues().then((rows) => new Set(rows.map((row) => row.name)));
        if ((await existing).has(name)) return;
        for (let attempt = 1; ; attempt++) {
          try {
            await boss.createQueue(name);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
          }
        }
      };
      made = creating.then(create, create);
      creating = made.catch(() => {});
      // A failed creation is tried again by the next caller.
      made.catch(() => queues.delete(name));
      queues.set(name, made);
    }
    return made;
  };
  const leaseOf = (registered: { leaseMs: number }) => options.leaseMs ?? registered.leaseMs;
  /** How often a polling instance looks for jobs whose process died: half the shortest lease, 1 s to 1 min. */
  const expiryEveryMs = () => Math.min(60_000, Math.max(1000, Math.min(...[...handlers.values()].map((r) => leaseOf(r))) / 2));

  async function expire(force: boolean) {
    if (!force && Date.now() - lastExpiry < expiryEveryMs()) return;
    lastExpiry = Date.now();
    await boss.expire();
  }

  /** pg-boss fetches per queue: each claim starts at the queue after the last one served, so a flood of one kind does not starve the others. */
  let nextQueue = 0;
  async function claim(): Promise<{ name: string; job: FetchedJob } | undefined> {
    const names = [...handlers.keys()];
    for (let i = 0; i < names.length; i++) {
      const name = names[(nextQueue + i) % names.length]!;
      await queueFor(name);
      const [job] = await boss.fetch<unknown>(name, { batchSize: 1, includeMetadata: true });
      if (job) {
        nextQueue = (nextQueue + i + 1) % names.length;
        return { name, job };
      }
    }
    return undefined;
  }

  /** Back to the queue, due now, as a shutdown leaves it (pg-boss has no call for it: its own shutdown fails the job). */
  async function release(name: string, id: string) {
    await boss.getDb().executeSql(
      `UPDATE ${SCHEMA}.job SET state = 'retry', start_after = now(), output = $3::jsonb WHERE name = $1 AND id = $2 AND state = 'active'`,
      [name, id, JSON.stringify({ message: 'interrupted by a shutdown' })],
    );
  }

  async function execute(name: string, job: FetchedJob): Promise<void> {
    const registered = handlers.get(name)!;
    const attempt = job.retryCount + 1;
    try {
      await registered.handler(job.data as never, { id: job.id, key: job.singletonKey, attempt, signal: pool.signal });
      await boss.complete(name, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (pool.signal.aborted) {
        await release(name, job.id).catch(() => {});
        return;
      }
      await boss.fail(name, job.id, { message: message.slice(0, 2000) });
      const dead = attempt > job.retryLimit;
      (dead ? log.error : log.warn)({ err: error, job: name, id: job.id, attempt }, dead ? 'job failed for good (dead letter)' : 'job failed; will retry');
    }
  }

  const pool = createWorkerPool({ claim, execute: ({ name, job }) => execute(name, job), nameOf: (claimed) => claimed.name, concurrency, log });

  async function enqueueAny(name: string, payload: unknown, enqueueOptions: EnqueueOptions): Promise<string | null> {
    await queueFor(name);
    const registered = handlers.get(name);
    const maxAttempts = enqueueOptions.maxAttempts ?? registered?.maxAttempts ?? 5;
    const leaseMs = registered ? leaseOf(registered) : (options.leaseMs ?? DEFAULT_LEASE_MS);
    return boss.send(name, payload as object, {
      ...(enqueueOptions.key ? { id: jobIdOfKey(enqueueOptions.key), singletonKey: enqueueOptions.key } : {}),
      ...(enqueueOptions.runAt ? { startAfter: enqueueOptions.runAt } : {}),
      retryLimit: maxAttempts - 1,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: Math.max(1, Math.ceil(leaseMs / 1000)),
    });
  }

  const recurring = createRecurring(enqueueAny);

  const queue: JobQueue = {
    define(name, handler, jobOptions: JobOptions = {}) {
      handlers.set(name, { handler: handler as Handler<JobName>, maxAttempts: jobOptions.maxAttempts ?? 5, leaseMs: jobOptions.leaseMs ?? DEFAULT_LEASE_MS });
    },
    every(name, intervalMs, handler, jobOptions) {
      queue.define(name as JobName, recurring.handler(name, intervalMs, handler) as never, jobOptions);
    },
    scheduleRecurring: () => recurring.schedule(),
    enqueue: (name, payload, enqueueOptions = {}) => enqueueAny(name, payload, enqueueOptions),
    async cancel(...keys) {
      if (keys.length === 0) return;
      await boot();
      // Only queued ones ('created', 'retry'); a running job finishes.
      await boss.getDb().executeSql(`DELETE FROM ${SCHEMA}.job WHERE name = ANY($1::text[]) AND id = ANY($2::uuid[]) AND state < 'active'`, [
        [...new Set([...handlers.keys(), ...queues.keys()])],
        keys.map(jobIdOfKey),
      ]);
    },
    wake() {
      void pool.fill();
    },
    async runDue() {
      // Counted from the call: a poll already under way may claim a due job while expiry runs.
      const before = pool.started();
      await Promise.all([...handlers.keys()].map(queueFor));
      await expire(true);
      await pool.drain();
      return pool.started() - before;
    },
    async start() {
      await Promise.all([...handlers.keys()].map(queueFor));
      // A restart first takes back the jobs whose process died (their lease ran out while it was down).
      await expire(true);
      await adoptTableJobs(db, boss, queueFor, enqueueAny);
      if (timer || pollMs <= 0 || pool.stopping) return;
      const tick = () => {
        void expire(false)
          .catch((error: unknown) => log.warn({ err: error }, 'job expiry check failed'))
          .then(pool.fill)
          .finally(() => {
            if (!pool.stopping) timer = setTimeout(tick, pollMs).unref();
          });
      };
      timer = setTimeout(tick, pollMs).unref();
    },
    async stop(graceMs = 2000) {
      clearTimeout(timer);
      await pool.stop(graceMs);
      // Our pool stays open (the app closes it); pg-boss only clears its maintenance timer.
      if (booted) await booted.then(() => boss.stop({ graceful: false, close: false })).catch(() => {});
    },
    async listDead(page) {
      return listFailed(db, page);
    },
    async retryDead(actorId, id) {
      return retryFailed(db, actorId, id);
    },
  };
  return queue;
}

interface FailedRow {
  id: string;
  name: string;
  key: string | null;
  attempts: number;
  output: unknown;
  failedAt: Date;
  /** completed_on as PostgreSQL prints it, microseconds kept (a JS Date has milliseconds only): the cursor. */
  failedAtText: string;
}

/** pg-boss's failed jobs, newest first (keyset on the time they failed, then the id). */
async function listFailed(db: Database, page: PageRequest): Promise<Page<DeadJob>> {
  const values: unknown[] = [page.limit + 1];
  let after = '';
  if (page.cursor) {
    const [at, id] = decodeCursor(page.cursor, ['string', 'string']) as [string, string];
    values.push(at, id);
    after = `AND (completed_on < $2::timestamptz OR (completed_on = $2::timestamptz AND id < $3::uuid))`;
  }
  const { rows } = await db.withoutPlugins().executeQuery<FailedRow>(
    CompiledQuery.raw(
      `SELECT id, name, singleton_key AS key, retry_count + 1 AS attempts, output, completed_on AS "failedAt", completed_on::text AS "failedAtText"
       FROM ${SCHEMA}.job WHERE state = 'failed' ${after}
       ORDER BY completed_on DESC, id DESC LIMIT $1`,
      values,
    ),
  );
  const items = rows.slice(0, page.limit).map((row) => ({
    id: row.id,
    name: row.name,
    key: row.key,
    attempts: Number(row.attempts),
    lastError: jobErrorOf(row.output),
    updatedAt: new Date(row.failedAt).toISOString(),
  }));
  const last = rows[page.limit - 1];
  return { items, nextCursor: rows.length > page.limit && last ? encodeCursor([last.failedAtText, last.id]) : null };
}

/**
 * An admin's retry: the failed job queued again, due now, its attempts counted afresh (pg-boss's own
 * retry() would allow one more attempt only), audited in the same transaction with the error it died of.
 */
async function retryFailed(db: Database, actorId: string, id: string): Promise<RetriedJob | 'missing' | 'not_dead'> {
  if (!UUID.test(id)) return 'missing';
  return db.transaction().execute(async (trx) => {
    const raw = trx.withoutPlugins();
    const { rows } = await raw.executeQuery<{ name: string; key: string | null; attempts: number; output: unknown; state: string }>(
      CompiledQuery.raw(`SELECT name, singleton_key AS key, retry_count + 1 AS attempts, output, state FROM ${SCHEMA}.job WHERE id = $1::uuid FOR UPDATE`, [id]),
    );
    const job = rows[0];
    if (!job) return 'missing';
    if (job.state !== 'failed') return 'not_dead';
    // started_on null: pg-boss's fetch counts the next run as the first (retry_count stays 0).
    const updated = await raw.executeQuery<{ runAt: Date }>(
      CompiledQuery.raw(
        `UPDATE ${SCHEMA}.job SET state = 'retry', retry_count = 0, started_on = NULL, completed_on = NULL, output = NULL, start_after = now()
         WHERE name = $1 AND id = $2::uuid AND state = 'failed' RETURNING start_after AS "runAt"`,
        [job.name, id],
      ),
    );
    const row = updated.rows[0];
    if (!row) return 'not_dead';
    const lastError = jobErrorOf(job.output);
    await recordAudit(trx, { actorId, action: 'job.retried', subjectType: 'job', subjectId: id, details: { name: job.name, key: job.key, attempts: Number(job.attempts), lastError } });
    return { id, name: job.name, key: job.key, status: 'queued' as const, runAt: new Date(row.runAt).toISOString() };
  });
}

/**
 * The upgrade from the table runner: jobs still queued or running in our `jobs` table move into
 * pg-boss once, at start (a 'running' one was in flight under the old runner, so it runs again);
 * dead ones move as failed jobs, so admins still see and retry them. Each row leaves the table in
 * the transaction that moves it. Empty after the first start, so this is one cheap read afterwards.
 */
async function adoptTableJobs(
  db: Database,
  boss: Boss,
  queueFor: (name: string) => Promise<void>,
  enqueueAny: (name: string, payload: unknown, options: EnqueueOptions) => Promise<string | null>,
): Promise<void> {
  for (;;) {
    const rows = await db
      .selectFrom('jobs')
      .select(['id', 'name', 'key', 'payload', 'status', 'runAt', 'attempts', 'maxAttempts', 'lastError'])
      .where('status', 'in', ['queued', 'running', 'dead'])
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) await adoptTableJob(db, boss, queueFor, enqueueAny, row);
  }
}

async function adoptTableJob(
  db: Database,
  boss: Boss,
  queueFor: (name: string) => Promise<void>,
  enqueueAny: (name: string, payload: unknown, options: EnqueueOptions) => Promise<string | null>,
  row: { id: number; name: string; key: string | null; payload: string; status: string; runAt: string; attempts: number; maxAttempts: number; lastError: string | null },
): Promise<void> {
  {
    await queueFor(row.name);
    const key = row.key ?? `jobs-table:${row.id}`;
    const payload = JSON.parse(row.payload) as unknown;
    if (row.status === 'dead') {
      const id = await enqueueAny(row.name, payload, { key, runAt: new Date('2100-01-01T00:00:00Z'), maxAttempts: 1 });
      if (id) await boss.fail(row.name, id, { message: row.lastError ?? 'failed under the table runner' });
      if (id) await boss.getDb().executeSql(`UPDATE ${SCHEMA}.job SET retry_count = $3 WHERE name = $1 AND id = $2`, [row.name, id, Math.max(0, row.attempts - 1)]);
    } else {
      const left = Math.max(1, row.maxAttempts - row.attempts);
      await enqueueAny(row.name, payload, { key, runAt: new Date(row.runAt), maxAttempts: left });
    }
    await db.deleteFrom('jobs').where('id', '=', row.id).execute();
  }
}
