import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server as `baseUrl`, another database on it. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements that cannot run in a transaction (CREATE/DROP DATABASE) on the server's maintenance database. */
async function admin(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A database name unique to this run: tests on one server never meet each other's rows. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(5).toString('hex')}`;
}

export async function createDatabase(baseUrl: string, name: string, template?: string): Promise<string> {
  // STRATEGY FILE_COPY: the template is small, and copying its files beats replaying it through the WAL.
  const from = template ? ` template ${quoted(template)} strategy file_copy` : '';
  await admin(baseUrl, `create database ${quoted(name)}${from}`);
  return databaseUrl(baseUrl, name);
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await admin(baseUrl, `drop database if exists ${quoted(name)} with (force)`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops test databases left behind by runs that were killed (their process is gone). */
export async function dropStaleDatabases(baseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname ~ '^catalyst_(template|test)_[0-9]+_[0-9a-f]+$'");
    for (const { datname } of rows) {
      const pid = Number(/_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
      if (pid && !alive(pid)) await client.query(`drop database if exists ${quoted(datname)} with (force)`).catch(() => {});
    }
  } finally {
    await client.end();
  }
}
