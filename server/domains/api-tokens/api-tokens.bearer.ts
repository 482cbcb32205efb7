import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@shared/constants/auth';
import type { User } from '../../db/schema';
import { isBearerRequest } from '../../lib/security';
import type { Services } from '../../trpc/context';
import { resolveSession } from '../auth/sessions';
import { findApiTokenByHash, touchApiToken } from './api-tokens.queries';
import { type ApiTokenGrant, scopeRefusal } from './api-tokens.scopes';
import { API_TOKEN_PATTERN, hashApiToken } from './api-tokens.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a request authenticated by a valid `Authorization: Bearer` API token (and then the cookie is ignored). */
    apiToken: (ApiTokenGrant & { user: User }) | null;
  }
}

const TOUCH_INTERVAL_MS = 60_000;
const RATE_WINDOW_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isApiPath(url: string): boolean {
  return /^\/(api|trpc)(\/|\?|$)/.test(url);
}

function refuse(reply: FastifyReply, message: string) {
  return reply.code(401).header('WWW-Authenticate', 'Bearer realm="catalyst", error="invalid_token"').send({ message, code: 'UNAUTHORIZED' });
}

/** onRequest: resolves a bearer token for /api and /trpc (401 when unknown, revoked or expired; 429 over its rate). */
export function bearerAuth(services: Services) {
  return async function bearer(req: FastifyRequest, reply: FastifyReply) {
    if (!isApiPath(req.url) || !isBearerRequest(req)) return;
    const token = (req.headers.authorization ?? '').replace(/^bearer\s*/i, '').trim();
    const row = API_TOKEN_PATTERN.test(token) ? await findApiTokenByHash(services.db, hashApiToken(token)) : undefined;
    if (!row) return refuse(reply, 'Unknown API token: check the Authorization header (Bearer cat_...)');
    if (row.tokenRevokedAt) return refuse(reply, 'This API token has been revoked');
    const now = Date.now();
    if (row.tokenExpiresAt && Date.parse(row.tokenExpiresAt) <= now) return refuse(reply, `This API token expired on ${row.tokenExpiresAt}`);

    const rate = await services.rateLimiter.hit(`api-token:${row.tokenId}`, services.config.apiTokens.perMinute, RATE_WINDOW_MS);
    if (!rate.allowed) {
      return reply
        .code(429)
        .header('Retry-After', String(rate.retryAfterSeconds))
        .send({ message: `Too many requests with this API token (at most ${services.config.apiTokens.perMinute} a minute). Try again in ${rate.retryAfterSeconds} seconds.`, code: 'TOO_MANY_REQUESTS' });
    }
    if (!row.tokenLastUsedAt || now - Date.parse(row.tokenLastUsedAt) > TOUCH_INTERVAL_MS) {
      await touchApiToken(services.db, row.tokenId, new Date(now).toISOString(), new Date(now - TOUCH_INTERVAL_MS).toISOString());
    }
    const { tokenId, tokenScopes, tokenExpiresAt: _expires, tokenRevokedAt: _revoked, tokenLastUsedAt: _used, ...user } = row;
    req.apiToken = { id: tokenId, scopes: tokenScopes.split(' ').filter(Boolean), user };
  };
}

function refusal(status: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode: status });
}

/**
 * The caller of a plain (non-tRPC) /api route: the bearer token's owner, within the token's scopes
 * for the route's area (GET reads, anything else writes; 403 otherwise), or the cookie session.
 */
export async function requestSession(services: Services, req: FastifyRequest): Promise<{ user: User } | null> {
  const grant = req.apiToken;
  if (!grant) return resolveSession(services.db, services.config, req.cookies[SESSION_COOKIE]);
  const area = req.url.split('?')[0]?.split('/')[2] ?? '';
  const message = scopeRefusal(grant.scopes, area, SAFE_METHODS.has(req.method) ? 'read' : 'write');
  if (message) throw refusal(403, message);
  return { user: grant.user };
}
