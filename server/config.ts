import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type IceServer, iceServersSchema } from '@shared/schemas/video-sessions';
import packageJson from '../package.json';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false, 1/0, yes/no, on/off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const positiveInt = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(5000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: z.string().min(1, 'must not be empty').default('./data/catalyst.db'),
  DATABASE_POOL_MAX: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be between 1 and 1000').max(1000, 'must be between 1 and 1000').default(10),
  DATA_DIR: z.string().min(1, 'must not be empty').optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_DAYS: positiveInt.default(7),
  SESSION_MAX_AGE_DAYS: positiveInt.default(30),
  SESSION_SOCKET_CHECK_SECONDS: positiveInt.default(60),
  SSO_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL, e.g. https://coach.example.com' }).optional(),
  ALLOWED_HOSTS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  SEED_DEMO: booleanFlag.optional(),
  SSO_ALLOW_PRIVATE_ISSUERS: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Catalyst <no-reply@catalyst.local>'),
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_EMBEDDING_MODEL: z.string().max(200).optional(),
  ICE_SERVERS: z.string().optional(),
  JOB_POLL_MS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 (off) or more').default(1000),
  JOB_RETRY_BASE_MS: positiveInt.default(1000),
  JOB_LEASE_MS: positiveInt.optional(),
  STRIPE_SECRET_KEY: z.string().min(1, 'must not be empty').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1, 'must not be empty').optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
  BILLING_CLOSE_INTERVAL_MINUTES: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 (off) or more').default(60),
  API_TOKEN_RATE_LIMIT: positiveInt.default(300),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379' }).optional(),
});

export type Env = z.input<typeof envSchema>;

/** Fastify's trustProxy: off, the first N hops, or the listed proxy addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

export interface Config {
  /** NODE_ENV as set; unset means production-safe behaviour with demo seeding on. */
  env: 'development' | 'production' | 'test' | undefined;
  port: number;
  host: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolMax: number };
  dataDir: string;
  sessionSecret: string;
  /** socketCheckMs: how often open websockets are checked against their sessions (expired ones close). */
  session: { idleMs: number; maxAgeMs: number; socketCheckMs: number };
  /** Key material for the organisations' stored OIDC client secrets; SESSION_SECRET (or its generated file) when unset. */
  ssoSecretKey: string;
  /** Which non-public addresses an SSO issuer (and the endpoints it names) may have: 'loopback' in development and tests, 'none' otherwise. */
  ssoPrivateIssuers: 'none' | 'loopback' | 'all';
  /** Origin the app is reached at, without a trailing slash; derived from the request when unset. */
  publicUrl: string | undefined;
  /** Host header values (host or host:port, lower case) accepted besides PUBLIC_URL's host and loopback names. */
  allowedHosts: string[];
  trustProxy: TrustProxy;
  seedDemo: boolean;
  logLevel: string;
  mail: { smtpUrl: string | undefined; from: string };
  ai: { provider: 'builtin' | 'openai'; baseUrl: string | undefined; apiKey: string | undefined; model: string; embeddingModel?: string | undefined };
  /** STUN/TURN servers handed to browsers in a call (RTCConfiguration.iceServers); none on one machine or a LAN. */
  iceServers: IceServer[];
  /** Payments: 'manual' (admins mark invoices paid) unless STRIPE_SECRET_KEY is set; apiBase points the Stripe client elsewhere (tests). */
  billing: { provider: 'manual' | 'stripe'; stripeSecretKey: string | undefined; stripeWebhookSecret: string | undefined; stripeApiBase: string | undefined; closeIntervalMs: number };
  /** Redis for live events across instances (pub/sub); unset: PostgreSQL LISTEN/NOTIFY on PostgreSQL, in-process on SQLite. */
  redisUrl: string | undefined;
  /**
   * Background jobs: how often each instance looks for due jobs (0: never, e.g. a web-only instance), the first retry's delay,
   * and a lease for every job instead of each handler's own (unset in production; short in crash tests).
   */
  jobs: { pollMs: number; retryBaseMs: number; leaseMs: number | undefined };
  /** Requests each personal API token may make per minute (then 429 with Retry-After). */
  apiTokens: { perMinute: number };
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads and validates the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SESSION_MAX_AGE_DAYS < e.SESSION_IDLE_DAYS) {
    throw new ConfigError('Invalid configuration:\n  SESSION_MAX_AGE_DAYS: must not be shorter than SESSION_IDLE_DAYS');
  }
  if (e.AI_PROVIDER === 'openai' && !e.OPENAI_BASE_URL && !e.OPENAI_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  AI_PROVIDER=openai needs OPENAI_BASE_URL or OPENAI_API_KEY');
  }

  const database = parseDatabaseUrl(e.DATABASE_URL, e.DATABASE_POOL_MAX);
  const dataDir = path.resolve(e.DATA_DIR ?? (database.kind === 'sqlite' && database.file !== ':memory:' ? path.dirname(database.file) : './data'));
  const sessionSecret = e.SESSION_SECRET ?? readOrCreateSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    dataDir,
    sessionSecret,
    ssoSecretKey: e.SSO_SECRET_KEY ?? sessionSecret,
    ssoPrivateIssuers: e.SSO_ALLOW_PRIVATE_ISSUERS ? 'all' : e.NODE_ENV === 'development' || e.NODE_ENV === 'test' ? 'loopback' : 'none',
    session: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, maxAgeMs: e.SESSION_MAX_AGE_DAYS * DAY_MS, socketCheckMs: e.SESSION_SOCKET_CHECK_SECONDS * 1000 },
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    allowedHosts: parseAllowedHosts(e.ALLOWED_HOSTS),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    ai: { provider: e.AI_PROVIDER, baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.AI_MODEL, embeddingModel: e.AI_EMBEDDING_MODEL },
    iceServers: parseIceServers(e.ICE_SERVERS),
    billing: {
      provider: e.STRIPE_SECRET_KEY ? 'stripe' : 'manual',
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: e.STRIPE_API_BASE,
      closeIntervalMs: e.BILLING_CLOSE_INTERVAL_MINUTES * 60_000,
    },
    redisUrl: e.REDIS_URL,
    jobs: { pollMs: e.JOB_POLL_MS, retryBaseMs: e.JOB_RETRY_BASE_MS, leaseMs: e.JOB_LEASE_MS },
    apiTokens: { perMinute: e.API_TOKEN_RATE_LIMIT },
    version: packageJson.version,
  };
}

function parseAllowedHosts(value: string | undefined): string[] {
  const hosts = (value ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
  for (const host of hosts) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host)) {
      throw new ConfigError(`Invalid configuration:\n  ALLOWED_HOSTS: expected host names or host:port pairs separated by commas (got ${JSON.stringify(host)})`);
    }
  }
  return hosts;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'off' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_NAMES.has(entry) && (family === 0 || !validBits || extra !== undefined)) {
      throw new ConfigError(
        `Invalid configuration:\n  TRUST_PROXY: expected a hop count or proxy addresses/CIDR ranges separated by commas, e.g. 1 or 10.0.0.0/8 (got ${JSON.stringify(entry)})`,
      );
    }
  }
  return entries;
}

function parseIceServers(value: string | undefined): IceServer[] {
  if (!value) return [];
  const fail = (why: string) =>
    new ConfigError(`Invalid configuration:\n  ICE_SERVERS: ${why}, e.g. [{"urls":"turn:turn.example.com:3478","username":"catalyst","credential":"..."}]`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw fail('expected a JSON array of RTCIceServer objects');
  }
  const result = iceServersSchema.safeParse(parsed);
  if (!result.success) throw fail('expected a JSON array of objects with urls (and username, credential for TURN)');
  for (const server of result.data) {
    for (const url of [server.urls].flat()) {
      if (!/^(stun|stuns|turn|turns):[^\s]+$/.test(url)) throw fail(`${JSON.stringify(url)} is not a stun:, stuns:, turn: or turns: URL`);
    }
  }
  return result.data;
}

function parseDatabaseUrl(url: string, poolMax: number): Config['database'] {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    try {
      new URL(url);
    } catch {
      throw new ConfigError('Invalid configuration:\n  DATABASE_URL: not a valid postgres:// URL, e.g. postgres://catalyst@db.example.com:5432/catalyst');
    }
    return { kind: 'postgres', url, poolMax };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith('file:')) {
    throw new ConfigError(`Invalid configuration:\n  DATABASE_URL: expected a SQLite file path or a postgres:// URL (got ${JSON.stringify(url)})`);
  }
  const file = url.replace(/^file:(\/\/)?/, '');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

/** A random secret kept in the data folder, so sessions survive restarts without any set-up. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
