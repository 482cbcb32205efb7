import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations receive Kysely<any> by design: they describe the schema at one point in time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An integer primary key that the database numbers itself, on either dialect:
 * SQLite's rowid alias (`integer primary key`) or PostgreSQL's identity column.
 */
export function serialPrimaryKey(db: MigrationDb) {
  const postgres = isPostgres(db);
  return (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey();
}

/** Default for created_at columns: the insert time as UTC ISO-8601 text on either dialect. */
export function nowIsoDefault(db: MigrationDb) {
  return isPostgres(db)
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}
