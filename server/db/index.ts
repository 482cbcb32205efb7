import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type Transaction, SqliteDialect } from 'kysely';
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

export function createDb(config: Pick<Config, 'database'>): DatabaseHandle {
  const { database } = config;
  if (database.kind !== 'sqlite') throw new Error('PostgreSQL is not supported by this version yet');
  if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });

  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');

  const db = new Kysely<DB>({
    // One connection: better-sqlite3 is synchronous, and SQLite allows one writer anyway.
    dialect: new SqliteDialect({ database: sqlite }),
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
