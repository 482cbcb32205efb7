import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { DatabaseHandle } from '../../db';
import { storageFault } from '../../db/storage-errors';

export const healthHttpRoutes: FastifyPluginAsync<{ database: DatabaseHandle; version: string }> = async (app, { database, version }) => {
  app.get('/health', async (req, reply) => {
    try {
      await database.ping();
      await database.checkPages();
    } catch (error) {
      req.log.error({ err: error }, 'health check: database did not answer');
      const cause = storageFault(error);
      return reply.code(503).send({ status: 'error', db: 'unavailable', version, ...(cause ? { message: `Database: ${cause}` } : {}) });
    }
    let cause = database.storageHealth.current();
    try {
      await database.probeWrite();
    } catch (error) {
      req.log.error({ err: error }, 'health check: database refuses writes');
      cause = storageFault(error) ?? 'writes fail';
    }
    if (cause) return reply.code(503).send({ status: 'degraded', db: 'degraded', version, message: `Database reads work but writes fail: ${cause}` });
    return { status: 'ok', db: 'ok', version };
  });
};

const healthBody = z.object({ status: z.string(), db: z.string(), version: z.string(), message: z.string().optional() });

export const healthHttpPaths: ZodOpenApiPathsObject = {
  '/health': {
    get: {
      tags: ['health'],
      summary: 'Liveness and database check: reads real pages and commits a tiny write',
      security: [],
      responses: {
        '200': { description: 'Healthy', content: { 'application/json': { schema: healthBody } } },
        '503': {
          description: "The database cannot answer (db 'unavailable') or refuses writes, e.g. a full disk (db 'degraded')",
          content: { 'application/json': { schema: healthBody } },
        },
      },
    },
  },
};
