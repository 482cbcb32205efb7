import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { WebSocket } from 'ws';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { REFERRAL_COOKIE, SESSION_COOKIE } from '@shared/constants/auth';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Config } from '../config';
import type { Database } from '../db';
import type { StorageHealth } from '../db/storage-errors';
import { resolveSession } from '../domains/auth/sessions';
import { toCurrentUser } from '../domains/users/users.queries';
import type { CoachModel } from '../lib/ai';
import type { JobQueue } from '../lib/jobs';
import type { EventBus } from '../lib/event-bus';
import type { Mailer } from '../lib/mailer';
import type { RateLimiter } from '../lib/rate-limit';
import { isAllowedHost } from '../lib/security';
import type { LiveSockets } from '../lib/live-sockets';
import type { Storage } from '../lib/storage';
import type { ApiTokenGrant } from '../domains/api-tokens/api-tokens.scopes';
import type { RestInput } from './rest-input';

/** Long-lived services shared by every request. */
export interface Services {
  db: Database;
  config: Config;
  bus: EventBus;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** The AI coach model (builtin engine or an OpenAI-compatible server). */
  ai: CoachModel;
  /** Files the app produces (QR images, report PDFs), under the data folder. */
  storage: Storage;
  /** Durable background jobs (server/lib/jobs.ts): mail, AI replies, training, reports, billing, housekeeping; survive restarts, retried, dead letters for admins. */
  jobs: JobQueue;
  /** Open websockets by session, closed when their session ends or their user changes. */
  sockets: LiveSockets;
  /** Storage faults (full disk, read-only file) seen by requests, for /api/health. */
  storageHealth: StorageHealth;
  log: FastifyBaseLogger;
}

export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
  /** Origin for links this app builds: PUBLIC_URL, else the request's host when it is an allowed one. */
  origin: string;
  /** The request's cookies (read-only), e.g. a pending invitation referral. */
  cookies: Readonly<Record<string, string | undefined>>;
  /** The browser's locale from Accept-Language ('en-GB'), for crisis resources when no time zone is known. */
  locale?: string | null;
}

/**
 * The browser's preferred locale from an Accept-Language header: the most preferred tag that names a
 * region ('fr, fr-CA;q=0.9' gives 'fr-CA', whose region says more than the language), else the most
 * preferred tag; null when there is none.
 */
export function browserLocale(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const tags = value
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (tags.find((entry) => /^[A-Za-z]{2,3}[-_][A-Za-z]{2}\b/.test(entry.tag)) ?? tags[0])?.tag.slice(0, 35) ?? null;
}

/** Sets and clears the session cookie; absent on websocket connections, which cannot set cookies. */
export interface SessionCookies {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** A pending invitation referral for the next sign-in in this browser. */
  setReferral(token: string, expiresAt: Date): void;
}

export interface Context extends Services {
  user: CurrentUser | null;
  sessionIdHash: string | null;
  /** Set when the caller authenticated with an API token (Authorization: Bearer) instead of the session cookie. */
  apiToken?: ApiTokenGrant;
  request: RequestInfo;
  cookies: SessionCookies | null;
  /** REST calls only: turns string path/query values into the input schema's types. */
  restInput?: RestInput;
  /** Websocket connections only: reads the session again, so every operation sees its current state. */
  refreshIdentity?: () => Promise<Identity>;
  /** Error stacks may be sent: NODE_ENV=development set explicitly and a loopback caller. */
  exposeErrorDetails: boolean;
}

interface Identity {
  user: CurrentUser | null;
  sessionIdHash: string | null;
}

/**
 * The origin for links this app builds (e-mails, invitations, feeds): PUBLIC_URL when set, else the
 * request's host when it is allowed (loopback or ALLOWED_HOSTS), else http://localhost:PORT. Never
 * an arbitrary Host header: a mailed sign-in link must not point at someone else's server.
 */
export function requestOrigin(config: Config, host: string | undefined, protocol: string): string {
  if (config.publicUrl) return config.publicUrl;
  if (host && isAllowedHost(config, host)) return `${protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
  return `http://localhost:${config.port}`;
}

const LOOPBACK_ADDRESS = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function mayExposeErrorDetails(config: Config, ip: string | null | undefined): boolean {
  return config.env === 'development' && ip !== null && ip !== undefined && LOOPBACK_ADDRESS.test(ip);
}

export function isSecureRequest(config: Config, protocol: string): boolean {
  return protocol === 'https' || (config.publicUrl?.startsWith('https:') ?? false);
}

export function sessionCookies(config: Config, req: FastifyRequest, reply: FastifyReply): SessionCookies {
  const base = { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecureRequest(config, req.protocol) } as const;
  return {
    set(token, expiresAt) {
      reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, base);
    },
    setReferral(token, expiresAt) {
      reply.setCookie(REFERRAL_COOKIE, token, { ...base, expires: expiresAt });
    },
  };
}

async function userFromToken(services: Services, token: string | undefined): Promise<Identity> {
  const session = await resolveSession(services.db, services.config, token);
  return session ? { user: toCurrentUser(session.user), sessionIdHash: session.idHash } : { user: null, sessionIdHash: null };
}

export async function createHttpContext(services: Services, req: FastifyRequest, reply: FastifyReply): Promise<Context> {
  // A bearer call is its token's owner alone (resolved in onRequest, see api-tokens.bearer.ts); the cookie is ignored.
  const grant = req.apiToken;
  const identity = grant ? { user: toCurrentUser(grant.user), sessionIdHash: null } : await userFromToken(services, req.cookies[SESSION_COOKIE]);
  return {
    ...services,
    ...identity,
    ...(grant ? { apiToken: { id: grant.id, scopes: grant.scopes } } : {}),
    log: req.log,
    request: {
      ip: req.ip ?? null,
      userAgent: req.headers['user-agent'] ?? null,
      origin: requestOrigin(services.config, req.host, req.protocol),
      cookies: req.cookies,
      locale: browserLocale(req.headers['accept-language']),
    },
    cookies: sessionCookies(services.config, req, reply),
    exposeErrorDetails: mayExposeErrorDetails(services.config, req.ip),
  };
}

/**
 * The websocket adapter hands over the raw upgrade request (the cookie header is parsed here) and
 * the socket, which is registered under its session so sign-out and role changes can close it.
 */
export async function createWsContext(services: Services, req: IncomingMessage, socket?: WebSocket): Promise<Context> {
  const cookies = req.headers.cookie ? fastifyCookie.parse(req.headers.cookie) : {};
  const token = cookies[SESSION_COOKIE];
  const identity = await userFromToken(services, token);
  if (socket && identity.user && identity.sessionIdHash) services.sockets.register(socket, { userId: identity.user.id, sessionIdHash: identity.sessionIdHash });
  const secure = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const ip = req.socket.remoteAddress ?? null;
  return {
    ...services,
    ...identity,
    request: {
      ip,
      userAgent: req.headers['user-agent'] ?? null,
      origin: requestOrigin(services.config, req.headers.host, secure ? 'https' : 'http'),
      cookies,
      locale: browserLocale(req.headers['accept-language']),
    },
    cookies: null,
    refreshIdentity: () => userFromToken(services, token),
    exposeErrorDetails: mayExposeErrorDetails(services.config, ip),
  };
}
