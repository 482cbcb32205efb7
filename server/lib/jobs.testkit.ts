import { CompiledQuery } from 'kysely';
import type { Database } from '../db';
import { isPostgres } from '../db/dialect';
import { jobErrorOf, jobIdOfKey } from './jobs.pg-boss';

/**
 * Tests read and nudge jobs where the queue keeps them: the `jobs` table on SQLite, pg-boss's
 * `pgboss.job` on PostgreSQL, seen here in the table runner's words (status queued/running/done/dead).
 */
export interface JobRow {
  id: string;
  name: string;
  key: string | null;
  status: 'queued' | 'running' | 'done' | 'dead' | 'cancelled';
  /** Runs started so far. */
  attempts: number;
  runAt: string;
  lastError: string | null;
  payload: unknown;
  /** When the last run started (pg-boss), or when the row last changed (table runner). */
  changedAt: string | null;
}

export interface JobFilter {
  id?: string;
  key?: string;
  keyPrefix?: string;
  name?: string;
}

const STATUS_OF: Record<string, JobRow['status']> = { created: 'queued', retry: 'queued', active: 'running', completed: 'done', failed: 'dead', cancelled: 'cancelled' };

function bossWhere(filter: JobFilter, values: unknown[]): string {
  const parts: string[] = [];
  if (filter.id !== undefined) parts.push(`id::text = $${values.push(filter.id)}`);
  if (filter.key !== undefined) parts.push(`singleton_key = $${values.push(filter.key)}`);
  if (filter.keyPrefix !== undefined) parts.push(`starts_with(singleton_key, $${values.push(filter.keyPrefix)})`);
  if (filter.name !== undefined) parts.push(`name = $${values.push(filter.name)}`);
  return parts.length ? parts.join(' AND ') : 'true';
}

async function raw<Row>(db: Database, text: string, values: unknown[]): Promise<Row[]> {
  return (await db.withoutPlugins().executeQuery<Row>(CompiledQuery.raw(text, values))).rows;
}

/** The jobs matching `filter`, oldest first. */
export async function jobRows(db: Database, filter: JobFilter): Promise<JobRow[]> {
  if (isPostgres(db)) {
    const values: unknown[] = [];
    const rows = await raw<{ id: string; name: string; key: string | null; state: string; retryCount: number; startedOn: Date | null; startAfter: Date; output: unknown; data: unknown }>(
      db,
      `SELECT id, name, singleton_key AS key, state, retry_count AS "retryCount", started_on AS "startedOn", start_after AS "startAfter", output, data
       FROM pgboss.job WHERE ${bossWhere(filter, values)} ORDER BY created_on, id`,
      values,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      key: row.key,
      status: STATUS_OF[row.state]!,
      attempts: row.startedOn ? row.retryCount + 1 : 0,
      runAt: new Date(row.startAfter).toISOString(),
      lastError: jobErrorOf(row.output),
      payload: row.data,
      changedAt: row.startedOn ? new Date(row.startedOn).toISOString() : null,
    }));
  }
  let query = db.selectFrom('jobs').selectAll();
  if (filter.id !== undefined) query = query.where('id', '=', Number(filter.id));
  if (filter.key !== undefined) query = query.where('key', '=', filter.key);
  if (filter.keyPrefix !== undefined) query = query.where('key', 'like', `${filter.keyPrefix}%`);
  if (filter.name !== undefined) query = query.where('name', '=', filter.name);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    key: row.key,
    status: row.status as JobRow['status'],
    attempts: row.attempts,
    runAt: row.runAt,
    lastError: row.lastError,
    payload: JSON.parse(row.payload) as unknown,
    changedAt: row.updatedAt,
  }));
}

/** The one job with this key. */
export async function jobByKey(db: Database, key: string): Promise<JobRow> {
  const [row] = await jobRows(db, { key });
  if (!row) throw new Error(`no job with key ${key}`);
  return row;
}

/**
 * Makes the queued jobs matching `filter` due now, as if their time had come; with `again`, finished
 * and running ones too go back to the queue (the same job running a second time: a retry after a crash).
 */
export async function makeJobsDue(db: Database, filter: JobFilter, options: { again?: boolean } = {}): Promise<void> {
  if (isPostgres(db)) {
    const values: unknown[] = [];
    const where = bossWhere(filter, values);
    const text = options.again
      ? `UPDATE pgboss.job SET state = 'retry', completed_on = NULL, start_after = now() - interval '1 second' WHERE ${where}`
      : `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE ${where} AND state < 'active'`;
    await raw(db, text, values);
    return;
  }
  let query = db.updateTable('jobs').set({ runAt: new Date(Date.now() - 1000).toISOString(), ...(options.again ? { status: 'queued' } : {}) });
  if (filter.id !== undefined) query = query.where('id', '=', Number(filter.id));
  if (filter.key !== undefined) query = query.where('key', '=', filter.key);
  if (filter.keyPrefix !== undefined) query = query.where('key', 'like', `${filter.keyPrefix}%`);
  if (filter.name !== undefined) query = query.where('name', '=', filter.name);
  if (!options.again) query = query.where('status', '=', 'queued');
  await query.execute();
}

/** Whether a job of `name` is running or due (the harness waits for mail to go out). */
export async function jobPending(db: Database, name: string): Promise<boolean> {
  if (isPostgres(db)) {
    const rows = await raw(db, `SELECT 1 FROM pgboss.job WHERE name = $1 AND (state = 'active' OR (state < 'active' AND start_after <= now())) LIMIT 1`, [name]);
    return rows.length > 0;
  }
  const now = new Date().toISOString();
  const pending = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', name)
    .where((eb) => eb.or([eb('status', '=', 'running'), eb.and([eb('status', '=', 'queued'), eb('runAt', '<=', now)])]))
    .executeTakeFirst();
  return pending !== undefined;
}

/** A mail job that failed every attempt (its server refused it), as the queue leaves one; returns its id. */
export async function deadMailJob(db: Database, label: string, to = `${label}@dead-letters.example`): Promise<string> {
  const payload = { mail: { to, subject: `Dead letter ${label}`, text: 'Sent on the second try.' }, idempotencyKey: label };
  const lastError = 'connect ECONNREFUSED 127.0.0.1:1';
  if (isPostgres(db)) {
    // pg-boss's failed state after 8 attempts (retry_count counts the retries); the app created the queue at start.
    const [row] = await raw<{ id: string }>(
      db,
      `INSERT INTO pgboss.job (id, name, data, state, retry_limit, retry_count, retry_delay, retry_backoff, singleton_key, started_on, completed_on, output, policy, expire_in)
       VALUES ($1::uuid, 'mail.send', $2::jsonb, 'failed', 7, 7, 1, true, $3, now() - interval '1 minute', now(), $4::jsonb, 'standard', interval '2 minutes')
       RETURNING id`,
      [jobIdOfKey(`mail:${label}`), JSON.stringify(payload), `mail:${label}`, JSON.stringify({ message: lastError })],
    );
    return row!.id;
  }
  const row = await db
    .insertInto('jobs')
    .values({
      name: 'mail.send',
      key: `mail:${label}`,
      payload: JSON.stringify(payload),
      status: 'dead',
      runAt: new Date(Date.now() - 60_000).toISOString(),
      attempts: 8,
      maxAttempts: 8,
      lastError,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
