import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import { SSO_CALLBACK_PATH, type SsoErrorCode } from '@shared/constants/sso';
import { safeRedirect } from '@shared/utils/safe-redirect';
import { createHttpContext, isSecureRequest, requestOrigin, type Services } from '../../trpc/context';
import { signInAs } from './sign-in';
import { finishSsoLogin, SSO_ATTEMPT_TTL_MS, SsoFailure, startSsoLogin } from './sso.service';

/** Binds a sign-in in progress to the browser that started it (login CSRF: a stranger's callback URL signs no one in). */
export const SSO_COOKIE = 'catalyst_sso';
const SSO_COOKIE_PATH = '/api/auth/sso';
const START_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

const emailSchema = z.email().max(254);

function one(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Every failure lands on the sign-in page with a code it turns into a message; never a 500 or a dead end. */
function toSignIn(reply: FastifyReply, code: SsoErrorCode, returnTo: string, email?: string) {
  const params = new URLSearchParams({ sso_error: code });
  if (returnTo !== '/') params.set('redirect', returnTo);
  if (email) params.set('email', email);
  return reply.header('Cache-Control', 'no-store').redirect(`/sign-in?${params}`, 302);
}

function cookieOptions(services: Services, req: FastifyRequest) {
  // Lax: the provider's redirect back is a top-level GET from another site, which Lax cookies accompany.
  return { httpOnly: true, sameSite: 'lax', path: SSO_COOKIE_PATH, secure: isSecureRequest(services.config, req.protocol) } as const;
}

/** Single sign-on with the organisation's OpenID Connect provider (authorization code + PKCE, state and nonce). */
export const ssoHttpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>('/auth/sso/start', async (req, reply) => {
    const returnTo = safeRedirect(one(req.query.redirect));
    const email = emailSchema.safeParse(one(req.query.email)?.trim().toLowerCase());
    if (!email.success) return toSignIn(reply, 'invalid_email', returnTo);
    const limit = await services.rateLimiter.hit(`sso:start:${req.ip}`, START_LIMIT.limit, START_LIMIT.windowMs);
    if (!limit.allowed) return toSignIn(reply, 'too_many', returnTo, email.data);
    try {
      const origin = requestOrigin(services.config, req.host, req.protocol);
      const started = await startSsoLogin(services.db, services.config, { email: email.data, origin, returnTo });
      reply.setCookie(SSO_COOKIE, started.key, { ...cookieOptions(services, req), maxAge: SSO_ATTEMPT_TTL_MS / 1000 });
      return reply.header('Cache-Control', 'no-store').redirect(started.authorizationUrl, 302);
    } catch (error) {
      if (!(error instanceof SsoFailure)) throw error;
      if (error.cause) req.log.warn({ err: error.cause }, `single sign-on start failed: ${error.code}`);
      return toSignIn(reply, error.code, returnTo, email.data);
    }
  });

  app.get('/auth/sso/callback', async (req, reply) => {
    const key = req.cookies[SSO_COOKIE];
    reply.clearCookie(SSO_COOKIE, cookieOptions(services, req));
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    try {
      const finished = await finishSsoLogin(services.db, services.config, { key, query });
      const context = await createHttpContext(services, req, reply);
      await signInAs(context, finished.userId).catch((error: unknown) => {
        // Deactivated, or inactive in the organisation: the same refusal as a password sign-in.
        if (error instanceof TRPCError && error.code === 'FORBIDDEN') throw new SsoFailure('account_refused');
        throw error;
      });
      return reply.header('Cache-Control', 'no-store').redirect(finished.returnTo, 302);
    } catch (error) {
      if (!(error instanceof SsoFailure)) {
        req.log.error({ err: error, reqId: req.id }, 'single sign-on callback failed');
        return toSignIn(reply, 'provider_error', '/');
      }
      if (error.cause) req.log.warn({ err: error.cause }, `single sign-on callback refused: ${error.code}`);
      return toSignIn(reply, error.code, '/');
    }
  });
};

const redirectResponse = { '302': { description: 'Redirect (failures go to /sign-in?sso_error=<code>)' } } as const;

export const ssoHttpPaths: ZodOpenApiPathsObject = {
  '/auth/sso/start': {
    get: {
      tags: ['auth'],
      summary: "Browser sign-in with the organisation's OpenID Connect provider: looks up the organization by the e-mail's domain and redirects to the provider",
      security: [],
      parameters: [
        { name: 'email', in: 'query', required: true, schema: { type: 'string' }, description: 'Work e-mail address; its domain selects the organization' },
        { name: 'redirect', in: 'query', required: false, schema: { type: 'string' }, description: 'Same-origin path to return to after signing in' },
      ],
      responses: redirectResponse,
    },
  },
  [SSO_CALLBACK_PATH.replace(/^\/api/, '')]: {
    get: {
      tags: ['auth'],
      summary: 'Where the provider sends the person back: checks state, exchanges the code (PKCE), checks the nonce and e-mail domain, and starts the session',
      security: [],
      responses: redirectResponse,
    },
  },
};
