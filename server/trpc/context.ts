import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@shared/constants/auth';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Config } from '../config';
import type { Database } from '../db';
import { resolveSession } from '../domains/auth/sessions';
import { toCurrentUser } from '../domains/users/users.queries';
import type { CoachModel } from '../lib/ai';
import type { BackgroundTasks } from '../lib/background-tasks';
import type { EventBus } from '../lib/event-bus';
import type { Mailer } from '../lib/mailer';
import type { RateLimiter } from '../lib/rate-limit';
import type { Storage } from '../lib/storage';
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
  /** Work that outlives its request (AI replies); drained at shutdown before the database closes. */
  tasks: BackgroundTasks;
  log: FastifyBaseLogger;
}

export interface RequestInfo {
  ip: string | null;
  userAgent: string | null;
  /** Origin for links this app builds (PUBLIC_URL, else the request's own origin). */
  origin: string;
  /** The request's cookies (read-only), e.g. a pending invitation referral. */
  cookies: Readonly<Record<string, string | undefined>>;
}

/** Sets and clears the session cookie; absent on websocket connections, which cannot set cookies. */
export interface SessionCookies {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface Context extends Services {
  user: CurrentUser | null;
  sessionIdHash: string | null;
  request: RequestInfo;
  cookies: SessionCookies | null;
  /** REST calls only: turns string path/query values into the input schema's types. */
  restInput?: RestInput;
}

export function requestOrigin(config: Config, headers: IncomingMessage['headers'], protocol: string): string {
  if (config.publicUrl) return config.publicUrl;
  const host = headers.host ?? `localhost:${config.port}`;
  return `${protocol}://${host}`;
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
  };
}

async function userFromToken(services: Services, token: string | undefined) {
  const session = await resolveSession(services.db, services.config, token);
  return session ? { user: toCurrentUser(session.user), sessionIdHash: session.idHash } : { user: null, sessionIdHash: null };
}

export async function createHttpContext(services: Services, req: FastifyRequest, reply: FastifyReply): Promise<Context> {
  const identity = await userFromToken(services, req.cookies[SESSION_COOKIE]);
  return {
    ...services,
    ...identity,
    log: req.log,
    request: {
      ip: req.ip ?? null,
      userAgent: req.headers['user-agent'] ?? null,
      origin: requestOrigin(services.config, req.headers, req.protocol),
      cookies: req.cookies,
    },
    cookies: sessionCookies(services.config, req, reply),
  };
}

/** The websocket adapter hands over the raw upgrade request: the cookie header is parsed here. */
export async function createWsContext(services: Services, req: IncomingMessage): Promise<Context> {
  const cookies = req.headers.cookie ? fastifyCookie.parse(req.headers.cookie) : {};
  const identity = await userFromToken(services, cookies[SESSION_COOKIE]);
  const secure = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  return {
    ...services,
    ...identity,
    request: {
      ip: req.socket.remoteAddress ?? null,
      userAgent: req.headers['user-agent'] ?? null,
      origin: requestOrigin(services.config, req.headers, secure ? 'https' : 'http'),
      cookies,
    },
    cookies: null,
  };
}
