import type { FastifyPluginAsync } from 'fastify';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { SESSION_COOKIE } from '@shared/constants/auth';
import { safeRedirect } from '@shared/utils/safe-redirect';
import { hashToken } from '../../lib/tokens';
import { beginReferral } from '../coach-invitations/referrals';
import { sessionCookies } from '../../trpc/context';
import type { Services } from '../../trpc/context';
import { endSession, resolveSession } from './sessions';

/** Browser navigations that tRPC cannot serve: the sign-in redirect and sign-out by link. */
export const authHttpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Querystring: Record<string, string | undefined> }>('/login', async (req, reply) => {
    const redirect = safeRedirect(req.query.redirect);
    const session = await resolveSession(services.db, services.config, req.cookies[SESSION_COOKIE]);
    if (session && !req.query.coach_referral) return reply.redirect(redirect, 302);

    if (req.query.coach_referral) await beginReferral(services, req, reply, req.query.coach_referral);
    const params = new URLSearchParams();
    if (req.query.redirect) params.set('redirect', redirect);
    if (req.query.coach_referral) params.set('coach_referral', req.query.coach_referral.slice(0, 64));
    const query = params.toString();
    return reply.redirect(`/sign-in${query ? `?${query}` : ''}`, 302);
  });

  app.get('/logout', async (req, reply) => {
    // Only a same-origin (or typed) navigation signs out: another site cannot log users out by link.
    const site = req.headers['sec-fetch-site'];
    if (site === undefined || site === 'same-origin' || site === 'none') {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await endSession(services.db, hashToken(services.config.sessionSecret, token));
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
      summary: 'Browser sign-in: redirects to the sign-in page, keeping redirect and coach_referral',
      security: [],
      parameters: [
        { name: 'redirect', in: 'query', required: false, schema: { type: 'string' }, description: 'Same-origin path to return to' },
        { name: 'coach_referral', in: 'query', required: false, schema: { type: 'string' }, description: 'Coach id from an invitation link' },
      ],
      responses: redirectResponse,
    },
  },
  '/logout': {
    get: { tags: ['auth'], summary: 'Browser sign-out: ends the session and redirects to /', security: [], responses: redirectResponse },
  },
};
