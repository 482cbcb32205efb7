import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db';
import { isPostgres } from '../db/dialect';
import type { DeadJob } from '@shared/schemas/jobs';
import { keysetPage, numberKey, type PageRequest } from './paging';
import type { Page } from '@shared/schemas/paging';

/**
 * Durable background jobs kept in the `jobs` table, on SQLite and PostgreSQL alike.
 *
 * - At least once: a job is claimed with a lease (`locked_until`); if its process dies, the lease
 *   runs out and any instance claims it again. Handlers must therefore be idempotent (use the job
 *   key, or a unique key on what they write: see the outbox's `idempotency_key`).
 * - Retries: a handler that throws is retried after 2^attempt × retryBaseMs (at most an hour) until
 *   maxAttempts; then the job is 'dead' and stays for admins (`listDeadJobs`, GET /api/admin/jobs).
 * - Claiming: PostgreSQL `FOR UPDATE SKIP LOCKED`, so several instances share the queue without
 *   taking the same job; SQLite runs one writer at a time, so a plain UPDATE ... WHERE id = (...) is atomic.
 *
 * Registering a handler (any domain, at start-up):
 *
 *   declare module '../../lib/jobs' { interface JobPayloads { 'invoice.close': { invoiceId: number } } }
 *   jobs.define('invoice.close', async ({ invoiceId }, job) => { ... }, { maxAttempts: 8 });
 *   await jobs.enqueue('invoice.close', { invoiceId }, { key: `invoice.close:${invoiceId}`, runAt });
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobName = keyof JobPayloads;

export interface JobInfo {
  id: number;
  key: string | null;
  /** 1 on the first run. */
  attempt: number;
  signal: AbortSignal;
}

export interface JobOptions {
  /** Runs before giving up and marking the job dead (default 5). */
  maxAttempts?: number;
  /** How long a run may take before another instance assumes its process died (default 5 minutes). */
  leaseMs?: number;
}

export interface EnqueueOptions {
  /** Idempotency key: enqueueing a key that exists already does nothing. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

type Handler<K extends JobName> = (payload: JobPayloads[K], job: JobInfo) => Promise<void>;

export interface JobQueue {
  define<K extends JobName>(name: K, handler: Handler<K>, options?: JobOptions): void;
  /** Returns the job's id, or null when a job with the key exists already. */
  enqueue<K extends JobName>(name: K, payload: JobPayloads[K], options?: EnqueueOptions): Promise<number | null>;
  /** Removes queued jobs by key (e.g. reminders of a cancelled session); running ones finish. */
  cancel(...keys: string[]): Promise<void>;
  /** Claims and runs due jobs until none is due; returns how many ran (tests and the poller). */
  runDue(): Promise<number>;
  /** Polls every pollMs until stop(). */
  start(): void;
  /** Stops polling and waits for running jobs (aborting them after graceMs). */
  stop(graceMs?: number): Promise<void>;
}

interface Registered {
  handler: Handler<JobName>;
  maxAttempts: number;
  leaseMs: number;
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const DEFAULT_LEASE_MS = 5 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

export function createJobQueue(
  db: Database,
  log: Log,
  options: { pollMs?: number; retryBaseMs?: number; now?: () => Date } = {},
): JobQueue {
  const pollMs = options.pollMs ?? 1000;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const now = options.now ?? (() => new Date());
  const worker = randomUUID();
  const handlers = new Map<string, Registered>();
  const shutdown = new AbortController();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<number> | undefined;
  const postgres = isPostgres(db);

  async function claim(): Promise<{ id: number; name: string; key: string | null; payload: string; attempts: number; maxAttempts: number } | undefined> {
    const names = [...handlers.keys()];
    if (names.length === 0) return undefined;
    const at = now();
    const stamp = at.toISOString();
    const due = sql`select id from jobs
      where name in (${sql.join(names)})
        and ((status = 'queued' and run_at <= ${stamp}) or (status = 'running' and locked_until < ${stamp}))
      order by run_at, id limit 1${postgres ? sql` for update skip locked` : sql``}`;
    // The lease of the job's own handler; the longest one until the row says which job it is.
    const lease = Math.max(...[...handlers.values()].map((h) => h.leaseMs));
    // Result columns come back camelCased (CamelCasePlugin).
    const { rows } = await sql<{ id: number; name: string; key: string | null; payload: string; attempts: number; maxAttempts: number }>`
      update jobs set status = 'running', attempts = attempts + 1, locked_by = ${worker},
        locked_until = ${new Date(at.getTime() + lease).toISOString()}, updated_at = ${stamp}
      where id = (${due})
      returning id, name, key, payload, attempts, max_attempts`.execute(db);
    const row = rows[0];
    return row;
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const registered = handlers.get(job.name)!;
    const run = (async () => {
      try {
        await registered.handler(JSON.parse(job.payload) as never, { id: job.id, key: job.key, attempt: job.attempts, signal: shutdown.signal });
        await db.updateTable('jobs').set({ status: 'done', lockedBy: null, lockedUntil: null, lastError: null, updatedAt: now().toISOString() }).where('id', '=', job.id).where('lockedBy', '=', worker).execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const dead = job.attempts >= job.maxAttempts;
        const delay = Math.min(MAX_BACKOFF_MS, retryBaseMs * 2 ** (job.attempts - 1));
        await db
          .updateTable('jobs')
          .set({
            status: dead ? 'dead' : 'queued',
            runAt: new Date(now().getTime() + delay).toISOString(),
            lockedBy: null,
            lockedUntil: null,
            lastError: message.slice(0, 2000),
            updatedAt: now().toISOString(),
          })
          .where('id', '=', job.id)
          .where('lockedBy', '=', worker)
          .execute();
        (dead ? log.error : log.warn)({ err: error, job: job.name, id: job.id, attempt: job.attempts }, dead ? 'job failed for good (dead letter)' : 'job failed; will retry');
      }
    })();
    running.add(run);
    await run.finally(() => running.delete(run));
    return true;
  }

  async function runDue(): Promise<number> {
    // One drain at a time per instance; other instances drain in parallel through SKIP LOCKED.
    if (draining) return draining;
    draining = (async () => {
      let count = 0;
      while (!shutdown.signal.aborted && (await runOne())) count++;
      return count;
    })().finally(() => (draining = undefined));
    return draining;
  }

  return {
    define(name, handler, jobOptions = {}) {
      handlers.set(name, { handler: handler as Handler<JobName>, maxAttempts: jobOptions.maxAttempts ?? 5, leaseMs: jobOptions.leaseMs ?? DEFAULT_LEASE_MS });
    },
    async enqueue(name, payload, enqueueOptions = {}) {
      const registered = handlers.get(name);
      const row = await db
        .insertInto('jobs')
        .values({
          name,
          key: enqueueOptions.key ?? null,
          payload: JSON.stringify(payload),
          runAt: (enqueueOptions.runAt ?? now()).toISOString(),
          maxAttempts: enqueueOptions.maxAttempts ?? registered?.maxAttempts ?? 5,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async cancel(...keys) {
      if (keys.length === 0) return;
      await db.deleteFrom('jobs').where('key', 'in', keys).where('status', '=', 'queued').execute();
    },
    runDue,
    start() {
      if (timer) return;
      const tick = () => {
        void runDue()
          .catch((error: unknown) => log.warn({ err: error }, 'job poll failed'))
          .finally(() => {
            if (!shutdown.signal.aborted) timer = setTimeout(tick, pollMs).unref();
          });
      };
      timer = setTimeout(tick, pollMs).unref();
    },
    async stop(graceMs = 2000) {
      clearTimeout(timer);
      const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([Promise.allSettled([...running]), grace]);
      shutdown.abort();
      await Promise.allSettled([...running, draining]);
    },
  };
}

/** Dead jobs, newest first, for admins (GET /api/admin/jobs/dead). */
export async function listDeadJobs(db: Database, page: PageRequest): Promise<Page<DeadJob>> {
  const query = db.selectFrom('jobs').select(['id', 'name', 'key', 'attempts', 'lastError', 'updatedAt']).where('status', '=', 'dead');
  return keysetPage(query, [numberKey('id', 'desc', (row) => row.id)], page);
}
