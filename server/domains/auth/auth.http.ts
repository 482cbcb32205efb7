import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { SESSION_COOKIE } from '@shared/constants/auth';
import { safeRedirect } from '@shared/utils/safe-redirect';
import { revokeLiveSessions } from '../../lib/live-sockets';
import { hashToken } from '../../lib/tokens';
import { sessionCookies } from '../../trpc/context';
import type { Services } from '../../trpc/context';
import { endSession, resolveSession } from './sessions';

/** A repeated query parameter arrives as an array: only a single value counts. */
function one(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * A sign-out link acts only on a top-level navigation from this site or typed by the person: an
 * <img>, script or frame (Sec-Fetch-Dest other than document, Sec-Fetch-Mode other than navigate)
 * or another site's link never signs anyone out. Browsers without Fetch Metadata send none of them.
 */
function isOwnNavigation(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  const dest = req.headers['sec-fetch-dest'];
  const mode = req.headers['sec-fetch-mode'];
  const siteOk = site === undefined || site === 'same-origin' || site === 'none';
  return siteOk && (dest === undefined || dest === 'document') && (mode === undefined || mode === 'navigate');
}

/** Browser navigations that tRPC cannot serve: the sign-in redirect and sign-out by link. */
export const authHttpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>('/login', async (req, reply) => {
    const requested = one(req.query.redirect);
    const redirect = safeRedirect(requested);
    const referral = one(req.query.coach_referral);
    const params = new URLSearchParams();
    if (requested) params.set('redirect', redirect);

    // An invitation never takes effect on a GET: the invitation page asks the person to confirm, then POSTs.
    if (referral && /^\d{1,12}$/.test(referral)) {
      params.set('confirm', '1');
      return reply.redirect(`/invite/${referral}?${params}`, 302);
    }

    const session = await resolveSession(services.db, services.config, req.cookies[SESSION_COOKIE]);
    if (session) return reply.redirect(redirect, 302);
    const query = params.toString();
    return reply.redirect(`/sign-in${query ? `?${query}` : ''}`, 302);
  });

  // Whether this browser is signed in, as a plain 200 either way: the landing page asks before it
  // loads the API client (GET /api/auth/user answers a visitor 401, which browsers log as an error).
  app.get('/auth/status', async (req, reply) => {
    const session = await resolveSession(services.db, services.config, req.cookies[SESSION_COOKIE]);
    return reply.header('Cache-Control', 'no-store').send({ signedIn: session !== null });
  });

  app.get('/logout', async (req, reply) => {
    if (isOwnNavigation(req)) {
      const token = req.cookies[SESSION_COOKIE];
      if (token) {
        const idHash = hashToken(services.config.sessionSecret, token);
        const userId = await endSession(services.db, idHash);
        if (userId) revokeLiveSessions(services.bus, { userId, sessionIdHashes: [idHash], reason: 'logout' });
      }
      sessionCookies(services.config, req, reply).clear();
    }
    return reply.redirect('/', 302);
  });
};

const redirectResponse = { '302': { description: 'Redirect' } } as const;

export const authHttpPaths: ZodOpenApiPathsObject = {
  '/login': {
    get: {
      tags: ['auth'],
      summary:
        'Browser sign-in: redirects to the sign-in page (or, signed in, to redirect); with coach_referral, to the invitation page, where the person confirms before anything changes',
      security: [],
      parameters: [
        { name: 'redirect', in: 'query', required: false, schema: { type: 'string' }, description: 'Same-origin path to return to' },
        { name: 'coach_referral', in: 'query', required: false, schema: { type: 'string' }, description: 'Coach id from an invitation link' },
      ],
      responses: redirectResponse,
    },
  },
  '/auth/status': {
    get: {
      tags: ['auth'],
      summary: 'Whether the request carries a live session: { signedIn } with 200 for visitors and members alike',
      security: [],
      responses: {
        '200': {
          description: 'Signed in or not',
          content: { 'application/json': { schema: { type: 'object', properties: { signedIn: { type: 'boolean' } }, required: ['signedIn'] } } },
        },
      },
    },
  },
  '/logout': {
    get: {
      tags: ['auth'],
      summary: 'Browser sign-out: ends the session on a top-level navigation from this site, and redirects to /',
      security: [],
      responses: redirectResponse,
    },
  },
};
