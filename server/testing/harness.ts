import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createDb, type Database } from '../db';
import { migrateToLatest } from '../db/migrate';
import type { CoachModel } from '../lib/ai';
import { jobPending } from '../lib/jobs.testkit';
import { DEMO_PASSWORD } from '@shared/constants/auth';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './postgres';

/** The dialect this test run uses: each test app gets a database of its own either way. */
export const testDialect: 'sqlite' | 'postgres' = inject('postgres') ? 'postgres' : 'sqlite';

/** A fresh database for one test app: a copy of the seeded template (a file, or a database on the PostgreSQL server). */
async function freshDatabase(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const postgres = inject('postgres');
  if (postgres) {
    const name = uniqueDatabaseName('catalyst_test');
    const url = await createDatabase(postgres.serverUrl, name, postgres.template);
    return { url, drop: () => dropDatabase(postgres.serverUrl, name) };
  }
  const file = path.join(dir, 'catalyst.db');
  copyFileSync(inject('templateDb'), file);
  return { url: file, drop: async () => {} };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated, seeded template database (from global-setup.ts). */
    templateDb: string;
    /** Set in the PostgreSQL project: the server and the migrated, seeded template database on it. */
    postgres: { serverUrl: string; template: string } | null;
    /** The server entry point bundled as `npm run build:server` bundles it (from global-setup.ts), for child processes. */
    serverBundle: string;
  }
}

export interface TestApp {
  url: string;
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** A fresh signed-out HTTP client (each access is a new one, so no cookie carries over). */
  readonly anon: HttpClient;
  /** Signs in through POST /api/auth/login and returns a client carrying that session cookie. */
  signIn(email: string, password?: string): Promise<HttpClient>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clientDir?: string;
  /** A coach model to use instead of the configured one (slow, failing or call-recording models). */
  ai?: CoachModel;
  /** Another instance of the app on this one's database (a second server behind the same load balancer). */
  sameDatabaseAs?: TestApp;
}

/** The real app on a free port over a fresh copy of the seeded template database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalyst-test-'));
  const shared = options.sameDatabaseAs?.config.database;
  const fresh = shared
    ? { url: shared.kind === 'postgres' ? shared.url : shared.file, drop: async () => {} }
    : await freshDatabase(dir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: fresh.url,
    DATABASE_POOL_MAX: '5',
    DATA_DIR: dir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = createDb(config);
  await migrateToLatest(database.db);
  const app = await buildApp(config, { database, clientDir: options.clientDir ?? path.join(dir, 'no-client'), ai: options.ai });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no port');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    app,
    db: database.db,
    config,
    get anon() {
      return new HttpClient(url);
    },
    async signIn(email, password = DEMO_PASSWORD) {
      const client = new HttpClient(url);
      const res = await client.post('/api/auth/login', { email, password });
      if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return client;
    },
    async close() {
      await app.close();
      await fresh.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  // Tests read whatever JSON came back; each asserts the fields it cares about.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Raw body sent as is (for malformed-input tests); `body` is JSON-encoded otherwise. */
  raw?: string;
}

/** An integrator's HTTP client: plain JSON over fetch, keeping the session cookie like a browser. */
export class HttpClient {
  cookie: string | undefined;

  constructor(readonly baseUrl: string, cookie?: string) {
    this.cookie = cookie;
  }

  async request(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<HttpResponse> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    Object.assign(headers, options.headers);
    let payload: string | undefined = options.raw;
    if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
    if (method !== 'GET' && method !== 'HEAD' && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual' });
    const setCookie = res.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair] = line.split(';');
      if (!pair) continue;
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      this.cookie = expired || value === '' ? undefined : pair;
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, undefined, options);
  }
  post(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', path, body, options);
  }
  put(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', path, body, options);
  }
  patch(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, body, options);
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, undefined, options);
  }
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Waits (at most ~5 s) until no mail job is due or running: mail goes out through the job queue. */
export async function mailJobsSettled(db: Database): Promise<void> {
  for (let i = 0; i < 250; i++) {
    if (!(await jobPending(db, 'mail.send'))) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('mail jobs are still pending after 5 s');
}

/** Mail the app "sent" to an address (no SMTP in tests: the outbox keeps it), oldest first, once queued mail has gone out. */
export async function mailTo(db: Database, address: string): Promise<OutboxMail[]> {
  await mailJobsSettled(db);
  const rows = await db.selectFrom('outbox').selectAll().where('toAddress', '=', address.toLowerCase()).orderBy('createdAt').execute();
  return rows.map((row) => ({
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments: (JSON.parse(row.attachments) as { filename: string; contentType: string; contentBase64: string }[]).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64').toString('utf8'),
    })),
  }));
}
