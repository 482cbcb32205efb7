import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { DatabaseHandle } from '../../db';

export const healthHttpRoutes: FastifyPluginAsync<{ database: DatabaseHandle; version: string }> = async (app, { database, version }) => {
  app.get('/health', async (req, reply) => {
    try {
      await database.ping();
      return { status: 'ok', db: 'ok', version };
    } catch (error) {
      req.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'error', db: 'unavailable', version });
    }
  });
};

const healthBody = z.object({ status: z.string(), db: z.string(), version: z.string() });

export const healthHttpPaths: ZodOpenApiPathsObject = {
  '/health': {
    get: {
      tags: ['health'],
      summary: 'Liveness and database check',
      security: [],
      responses: {
        '200': { description: 'Healthy', content: { 'application/json': { schema: healthBody } } },
        '503': { description: 'The database cannot answer', content: { 'application/json': { schema: healthBody } } },
      },
    },
  },
};
