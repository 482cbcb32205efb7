import type { FastifyPluginAsync } from 'fastify';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { TRPCError } from '@trpc/server';
import { analyticsExportInput } from '@shared/schemas/analytics';
import { toApiIssues } from '../../lib/errors';
import type { Services } from '../../trpc/context';
import { requestSession } from '../api-tokens/api-tokens.bearer';
import { analyticsScope } from './analytics-scope';
import { analyticsCsv } from './analytics.csv';

const STATUS: Partial<Record<TRPCError['code'], number>> = { FORBIDDEN: 403, NOT_FOUND: 404, BAD_REQUEST: 400 };

/** The CSV export: a file, so a plain route; the session cookie authenticates it and the same scope rules apply. */
export const analyticsHttpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Querystring: Record<string, string> }>('/analytics/export', async (req, reply) => {
    const session = await requestSession(services, req);
    if (!session) return reply.code(401).send({ message: 'You are not signed in', code: 'UNAUTHORIZED' });
    const parsed = analyticsExportInput.safeParse(req.query ?? {});
    if (!parsed.success) {
      const issues = toApiIssues(parsed.error.issues);
      return reply.code(400).send({ message: `Invalid input: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, code: 'BAD_REQUEST', issues });
    }
    try {
      const scope = await analyticsScope(services.db, session.user, parsed.data.organizationId);
      const csv = await analyticsCsv(services.db, scope, parsed.data.tab, parsed.data.period);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="analytics-${parsed.data.tab}-${parsed.data.period}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    } catch (error) {
      if (error instanceof TRPCError && STATUS[error.code]) return reply.code(STATUS[error.code]!).send({ message: error.message, code: error.code });
      throw error;
    }
  });
};

export const analyticsHttpPaths: ZodOpenApiPathsObject = {
  '/analytics/export': {
    get: {
      tags: ['analytics'],
      summary: 'The visible tab (overview, performance, client-progress, outcomes) for a period (7d, 30d, 90d, 1y) as CSV',
      security: [{ sessionCookie: [] }],
      parameters: [
        { name: 'period', in: 'query', required: false, schema: { type: 'string', enum: ['7d', '30d', '90d', '1y'], default: '30d' } },
        { name: 'tab', in: 'query', required: false, schema: { type: 'string', enum: ['overview', 'performance', 'client-progress', 'outcomes'], default: 'overview' } },
        { name: 'organizationId', in: 'query', required: false, schema: { type: 'string' }, description: 'Platform admins: one organisation' },
      ],
      responses: {
        '200': { description: 'The CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
        '400': { description: 'Unknown period or tab' },
        '401': { description: 'Signed out' },
        '403': { description: 'A client, or another role without analytics' },
        '404': { description: "Another organisation's id" },
      },
    },
  },
};
