import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, type Transaction, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { DB } from './schema';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin';
import { createStorageHealth, type StorageHealth } from './storage-errors';

export type Database = Kysely<DB>;
export type Tx = Transaction<DB>;

export interface DatabaseHandle {
  db: Database;
  dialect: 'sqlite' | 'postgres';
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<void>;
  /** Reads real pages: the newest migration and the newest row of each hot table. */
  checkPages(): Promise<void>;
  /** Commits a small write and removes it: fails when the disk is full or the file read-only. */
  probeWrite(): Promise<void>;
  /** The last storage fault a request met, until a write succeeds again. */
  storageHealth: StorageHealth;
  close(): Promise<void>;
}

/** Tables most requests touch; health reads the newest row of each. */
const HOT_TABLES = ['users', 'auth_sessions', 'rate_events', 'sessions', 'session_messages', 'goals', 'messages', 'outbox'];
const WRITE_PROBE_BUCKET = 'health:write-probe';
const WRITE_PROBE_PAYLOAD = 'x'.repeat(10_000);

// Counts and sums come back from PostgreSQL as bigint/numeric text; the app's numbers fit in a double
// (ids, counts, cents, milliseconds), so read them as numbers as SQLite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
/** Distinct SQL texts kept prepared (IN lists of many lengths make new texts; the oldest go first). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver prepares every query it runs; preparing costs about as much as running a
 * small indexed read. Each SQL text is prepared once and reused (better-sqlite3 runs one statement at
 * a time on the one connection, and re-prepares by itself after a schema change).
 */
function withStatementCache(sqlite: SQLite.Database): { prepare(sql: string): SQLite.Statement; close(): void } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

export function createDb(config: Pick<Config, 'database'>): DatabaseHandle {
  const { database } = config;
  if (database.kind === 'postgres') return createPostgresDb(database.url, database.poolMax);
  if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });

  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');

  const db = new Kysely<DB>({
    // One connection: better-sqlite3 is synchronous, and SQLite allows one writer anyway.
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin(), new SqliteBooleanPlugin()],
  });

  let closed = false;
  const open = () => {
    if (closed || !sqlite.open) throw new Error('database is closed');
  };
  return {
    db,
    dialect: 'sqlite',
    storageHealth: createStorageHealth(),
    async ping() {
      open();
      sqlite.prepare('select 1').get();
    },
    async checkPages() {
      open();
      const present = new Set(
        (sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name),
      );
      if (present.has('kysely_migration')) sqlite.prepare('select name from kysely_migration order by name desc limit 1').get();
      for (const table of HOT_TABLES) {
        if (present.has(table)) sqlite.prepare(`select * from ${table} order by rowid desc limit 1`).get();
      }
    },
    async probeWrite() {
      open();
      // Larger than a page, so the probe needs pages of its own: a full database cannot squeeze it in.
      sqlite.prepare('insert into rate_events (bucket, at_ms, attempt) values (?, ?, ?)').run(WRITE_PROBE_BUCKET, Date.now(), WRITE_PROBE_PAYLOAD);
      sqlite.prepare('delete from rate_events where bucket = ?').run(WRITE_PROBE_BUCKET);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

function createPostgresDb(url: string, poolMax = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client that loses its server (restart, failover) must not take the process down.
  pool.on('error', () => {});
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  let closed = false;
  const open = () => {
    if (closed) throw new Error('database is closed');
  };
  return {
    db,
    dialect: 'postgres',
    storageHealth: createStorageHealth(),
    async ping() {
      open();
      await sql`select 1`.execute(db);
    },
    async checkPages() {
      open();
      const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
      const present = new Set(rows.map((row) => row.name));
      if (present.has('kysely_migration')) await sql`select name from kysely_migration order by name desc limit 1`.execute(db);
      for (const table of HOT_TABLES) {
        if (present.has(table)) await sql`select * from ${sql.table(table)} limit 1`.execute(db);
      }
    },
    async probeWrite() {
      open();
      await db.transaction().execute(async (tx) => {
        await sql`insert into rate_events (bucket, at_ms, attempt) values (${WRITE_PROBE_BUCKET}, ${Date.now()}, ${WRITE_PROBE_PAYLOAD})`.execute(tx);
        await sql`delete from rate_events where bucket = ${WRITE_PROBE_BUCKET}`.execute(tx);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
