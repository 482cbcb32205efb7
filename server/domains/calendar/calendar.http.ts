import type { FastifyPluginAsync } from 'fastify';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { Services } from '../../trpc/context';
import { requestOrigin } from '../../trpc/context';
import { feedOwner } from './calendar-feed.queries';
import { buildFeed } from './calendar-ics';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The iCalendar subscription feed. Calendar apps fetch it without cookies, so the secret token in
 * the path is the only credential: unknown, malformed and revoked tokens all answer the same 404.
 */
export const calendarHttpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Params: { file: string } }>('/calendar/feed/:file', async (req, reply) => {
    const token = req.params.file.endsWith('.ics') ? req.params.file.slice(0, -4) : '';
    const userId = TOKEN.test(token) ? await feedOwner(services.db, services.config.sessionSecret, token) : undefined;
    if (!userId) return reply.code(404).send({ message: 'No such calendar feed', code: 'NOT_FOUND' });
    const body = await buildFeed(services.db, userId, requestOrigin(services.config, req.host, req.protocol));
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="catalyst.ics"')
      // The address is a secret: no shared caches, no search engines, no referrer leaks.
      .header('Cache-Control', 'private, no-cache')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .send(body);
  });
};

export const calendarHttpPaths: ZodOpenApiPathsObject = {
  '/calendar/feed/{token}.ics': {
    get: {
      tags: ['calendar'],
      summary: 'iCalendar subscription feed (events and coaching sessions, UTC); the token is the credential',
      security: [],
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' }, description: 'From GET /api/calendar/feed' }],
      responses: {
        '200': { description: 'The calendar', content: { 'text/calendar': { schema: { type: 'string' } } } },
        '404': { description: 'Unknown or revoked token' },
      },
    },
  },
};
