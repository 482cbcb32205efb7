import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type Transaction, SqliteDialect } from 'kysely';
import type { Config } from '../config';
import type { DB } from './schema';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin';

export type Database = Kysely<DB>;
export type Tx = Transaction<DB>;

export interface DatabaseHandle {
  db: Database;
  dialect: 'sqlite' | 'postgres';
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

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
  return {
    db,
    dialect: 'sqlite',
    async ping() {
      if (closed || !sqlite.open) throw new Error('database is closed');
      sqlite.prepare('select 1').get();
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
