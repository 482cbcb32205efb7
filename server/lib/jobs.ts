import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db';
import { isPostgres } from '../db/dialect';
import type { DeadJob, RetriedJob } from '@shared/schemas/jobs';
import { recordAudit } from './audit';
import { createPgBossQueue } from './jobs.pg-boss';
import { createWorkerPool } from './jobs.pool';
import { createRecurring } from './jobs.recurring';
import { keysetPage, numberKey, type PageRequest } from './paging';
import type { Page } from '@shared/schemas/paging';

/**
 * Durable background jobs behind one interface (JobQueue): on PostgreSQL pg-boss
 * (server/lib/jobs.pg-boss.ts, its own `pgboss` schema in the same database); on SQLite the table
 * runner below, over the `jobs` table. Both: at least once, a job key, retries with backoff, a dead
 * letter for admins, and a job whose process died runs again. The table runner:
 *
 * - At least once: a job is claimed with a lease (`locked_until`); if its process dies, the lease
 *   runs out and any instance claims it again. Handlers must therefore be idempotent (use the job
 *   key, or a unique key on what they write: see the outbox's `idempotency_key`).
 * - Retries: a handler that throws is retried after 2^attempt × retryBaseMs (at most an hour) until
 *   maxAttempts; then the job is 'dead' and stays for admins (`listDead`, GET /api/admin/jobs/dead).
 * - Claiming: SQLite runs one writer at a time, so a plain UPDATE ... WHERE id = (...) is atomic (on
 *   PostgreSQL, where this runner ran before pg-boss, `FOR UPDATE SKIP LOCKED`).
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
  /** The table runner's row number as text on SQLite, pg-boss's UUID on PostgreSQL. */
  id: string;
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

export type Handler<K extends JobName> = (payload: JobPayloads[K], job: JobInfo) => Promise<void>;

export interface JobQueue {
  define<K extends JobName>(name: K, handler: Handler<K>, options?: JobOptions): void;
  /**
   * A job that comes back every intervalMs (billing periods, housekeeping). Each run is a job keyed
   * by its time slot (`name:slot`), so every instance may schedule it and it still runs once per slot.
   */
  every<K extends RecurringName>(name: K, intervalMs: number, handler: (slot: number, job: JobInfo) => Promise<void>, options?: JobOptions): void;
  /** Enqueues the current slot of every recurring job (at start-up: a slot missed while down runs now). */
  scheduleRecurring(): Promise<void>;
  /** Returns the job's id, or null when a job with the key exists already. */
  enqueue<K extends JobName>(name: K, payload: JobPayloads[K], options?: EnqueueOptions): Promise<string | null>;
  /** Removes queued jobs by key (e.g. reminders of a cancelled session); running ones finish. */
  cancel(...keys: string[]): Promise<void>;
  /** Claims due jobs now instead of at the next poll (after enqueueing work a person waits for). */
  wake(): void;
  /** Claims and runs due jobs until none is due; returns how many ran (tests and the poller). */
  runDue(): Promise<number>;
  /** Polls every pollMs until stop(); first takes back jobs whose process died (pg-boss: installs its schema if needed). */
  start(): Promise<void>;
  /**
   * Stops claiming and waits for running jobs; after graceMs the rest are aborted and go back to the
   * queue as they were, due at once, so another instance (or this one after a restart) runs them again.
   */
  stop(graceMs?: number): Promise<void>;
  /** Dead jobs (every attempt failed), newest first, for admins (GET /api/admin/jobs/dead). */
  listDead(page: PageRequest): Promise<Page<DeadJob>>;
  /**
   * An admin's retry of a dead job: queued again, due now, with a fresh count of attempts, audited with
   * the error it died of. 'missing' for an unknown id, 'not_dead' when it is not dead (retried already).
   */
  retryDead(actorId: string, id: string): Promise<RetriedJob | 'missing' | 'not_dead'>;
}

/** Recurring jobs carry their slot number. */
type RecurringName = { [K in JobName]: JobPayloads[K] extends { slot: number } ? K : never }[JobName];

interface Registered {
  handler: Handler<JobName>;
  maxAttempts: number;
  leaseMs: number;
}

export interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Claimed {
  id: number;
  name: string;
  key: string | null;
  payload: string;
  attempts: number;
  maxAttempts: number;
}

const DEFAULT_LEASE_MS = 5 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

export interface QueueOptions {
  pollMs?: number;
  retryBaseMs?: number;
  concurrency?: number;
  /** The table runner's clock (tests); pg-boss reads the database's. */
  now?: () => Date;
  /** Every job's lease, instead of each handler's own (JOB_LEASE_MS: crash tests, or an operator's override). */
  leaseMs?: number;
}

/** pg-boss on PostgreSQL, the table runner on SQLite. */
export function createJobQueue(db: Database, log: Log, options: QueueOptions = {}): JobQueue {
  return isPostgres(db) ? createPgBossQueue(db, log, options) : createTableQueue(db, log, options);
}

function createTableQueue(db: Database, log: Log, options: QueueOptions): JobQueue {
  const pollMs = options.pollMs ?? 1000;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const concurrency = options.concurrency ?? 4;
  const now = options.now ?? (() => new Date());
  const worker = randomUUID();
  const handlers = new Map<string, Registered>();
  let timer: NodeJS.Timeout | undefined;

  async function claim(): Promise<Claimed | undefined> {
    const names = [...handlers.keys()];
    if (names.length === 0) return undefined;
    const at = now();
    const stamp = at.toISOString();
    const due = sql`select id from jobs
      where name in (${sql.join(names)})
        and ((status = 'queued' and run_at <= ${stamp}) or (status = 'running' and locked_until < ${stamp}))
      order by run_at, id limit 1`; // SQLite runs one writer at a time: no row locks to skip
    // Each job's lease is its own handler's (a mail's minutes, not a billing close's half hour).
    const leaseUntil = sql`case name ${sql.join(
      [...handlers].map(([name, registered]) => sql`when ${name} then ${new Date(at.getTime() + registered.leaseMs).toISOString()}`),
      sql` `,
    )} end`;
    // Result columns come back camelCased (CamelCasePlugin).
    const { rows } = await sql<Claimed>`
      update jobs set status = 'running', attempts = attempts + 1, locked_by = ${worker},
        locked_until = ${leaseUntil}, updated_at = ${stamp}
      where id = (${due})
      returning id, name, key, payload, attempts, max_attempts`.execute(db);
    return rows[0];
  }

  function settle(job: Claimed, values: { status: 'done' | 'queued' | 'dead'; runAt?: string; lastError: string | null }) {
    return db
      .updateTable('jobs')
      .set({ ...values, lockedBy: null, lockedUntil: null, updatedAt: now().toISOString() })
      .where('id', '=', job.id)
      .where('lockedBy', '=', worker)
      .execute();
  }

  async function execute(job: Claimed): Promise<void> {
    const registered = handlers.get(job.name)!;
    try {
      await registered.handler(JSON.parse(job.payload) as never, { id: String(job.id), key: job.key, attempt: job.attempts, signal: pool.signal });
      await settle(job, { status: 'done', lastError: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (pool.signal.aborted) {
        // Not the job's fault: back to the queue, due now, for the next instance that polls.
        await settle(job, { status: 'queued', runAt: now().toISOString(), lastError: 'interrupted by a shutdown' }).catch(() => {});
        return;
      }
      const dead = job.attempts >= job.maxAttempts;
      const delay = Math.min(MAX_BACKOFF_MS, retryBaseMs * 2 ** (job.attempts - 1));
      await settle(job, { status: dead ? 'dead' : 'queued', runAt: new Date(now().getTime() + delay).toISOString(), lastError: message.slice(0, 2000) });
      (dead ? log.error : log.warn)({ err: error, job: job.name, id: job.id, attempt: job.attempts }, dead ? 'job failed for good (dead letter)' : 'job failed; will retry');
    }
  }

  const pool = createWorkerPool({ claim, execute, nameOf: (job) => job.name, concurrency, log });

  const recurring = createRecurring((name, payload, enqueueOptions) => enqueueAny(name, payload, enqueueOptions), now);

  const queue: JobQueue = {
    define(name, handler, jobOptions = {}) {
      handlers.set(name, { handler: handler as Handler<JobName>, maxAttempts: jobOptions.maxAttempts ?? 5, leaseMs: options.leaseMs ?? jobOptions.leaseMs ?? DEFAULT_LEASE_MS });
    },
    every(name, intervalMs, handler, jobOptions) {
      queue.define(name as JobName, recurring.handler(name, intervalMs, handler) as never, jobOptions);
    },
    scheduleRecurring: () => recurring.schedule(),
    async enqueue(name, payload, enqueueOptions = {}) {
      return enqueueAny(name, payload, enqueueOptions);
    },
    async cancel(...keys) {
      if (keys.length === 0) return;
      await db.deleteFrom('jobs').where('key', 'in', keys).where('status', '=', 'queued').execute();
    },
    wake() {
      void pool.fill();
    },
    runDue: () => pool.drain(),
    async start() {
      if (timer || pollMs <= 0) return;
      const tick = () => {
        void pool.fill().finally(() => {
          if (!pool.stopping) timer = setTimeout(tick, pollMs).unref();
        });
      };
      timer = setTimeout(tick, pollMs).unref();
    },
    async stop(graceMs = 2000) {
      clearTimeout(timer);
      await pool.stop(graceMs);
    },
    listDead: (page) => listDeadJobs(db, page),
    async retryDead(actorId, id) {
      if (!/^[1-9]\d{0,15}$/.test(id)) return 'missing';
      return retryDeadJob(db, actorId, Number(id), now());
    },
  };

  async function enqueueAny(name: string, payload: unknown, enqueueOptions: EnqueueOptions): Promise<string | null> {
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
    return row ? String(row.id) : null;
  }

  return queue;
}

/** Removes finished jobs older than `olderThanMs` (their keys have done their work: mail is deduplicated by the outbox). */
export async function pruneFinishedJobs(db: Database, olderThanMs: number, at = new Date()): Promise<void> {
  await db.deleteFrom('jobs').where('status', '=', 'done').where('updatedAt', '<', new Date(at.getTime() - olderThanMs).toISOString()).execute();
}

/** The table runner's dead jobs, newest first. */
async function listDeadJobs(db: Database, page: PageRequest): Promise<Page<DeadJob>> {
  const query = db.selectFrom('jobs').select(['id', 'name', 'key', 'attempts', 'lastError', 'updatedAt']).where('status', '=', 'dead');
  const rows = await keysetPage(query, [numberKey('id', 'desc', (row) => row.id)], page);
  return { items: rows.items.map((row) => ({ ...row, id: String(row.id) })), nextCursor: rows.nextCursor };
}

/** The table runner's side of JobQueue.retryDead. */
async function retryDeadJob(db: Database, actorId: string, id: number, at = new Date()): Promise<RetriedJob | 'missing' | 'not_dead'> {
  return db.transaction().execute(async (trx) => {
    const dead = await trx.selectFrom('jobs').select(['name', 'key', 'attempts', 'lastError']).where('id', '=', id).where('status', '=', 'dead').executeTakeFirst();
    const stamp = at.toISOString();
    // Conditional on 'dead', so two admins retrying at once queue it once.
    const row = dead
      ? await trx
          .updateTable('jobs')
          .set({ status: 'queued', attempts: 0, runAt: stamp, lastError: null, updatedAt: stamp })
          .where('id', '=', id)
          .where('status', '=', 'dead')
          .returning(['id', 'name', 'key', 'runAt'])
          .executeTakeFirst()
      : undefined;
    if (!dead || !row) return (await trx.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst()) ? 'not_dead' : 'missing';
    await recordAudit(trx, { actorId, action: 'job.retried', subjectType: 'job', subjectId: id, details: { name: dead.name, key: dead.key, attempts: dead.attempts, lastError: dead.lastError } });
    return { ...row, id: String(row.id), status: 'queued' as const };
  });
}
