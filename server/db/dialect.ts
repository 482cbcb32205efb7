import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Dialect helpers for domain code: most queries are the same on SQLite and PostgreSQL; the few
 * places that differ (locks, set-returning JSON, upserts on expressions) ask here instead of
 * writing SQLite- or PostgreSQL-only SQL.
 */
// Any Kysely (the app's database, a transaction, or a migration's untyped handle).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Serialises transactions that touch the same keys (e.g. `coach:12`, `rate:login:ip`) until the
 * current transaction ends. PostgreSQL: transaction-scoped advisory locks, taken in a fixed order so
 * two transactions never wait on each other. SQLite: nothing to do, since a write transaction already
 * runs alone (one connection; BEGIN IMMEDIATE semantics through Kysely's single-connection driver).
 * Call it first thing inside `db.transaction().execute(...)`.
 */
/** The keys that serialise changes to who is a platform admin and who administers an organisation ('the last admin' rules). */
export function adminLockKeys(organizationId: string | null): string[] {
  return organizationId ? ['admins:platform', `admins:organization:${organizationId}`] : ['admins:platform'];
}

export async function lockKeys(tx: AnyDb, ...keys: string[]): Promise<void> {
  if (!isPostgres(tx)) return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
  }
}
