import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { DatabaseHandle } from '../../db';
import { storageFault } from '../../db/storage-errors';

/** How long one database probe answers /api/health: the endpoint is public, so it must not be a way to load the database. */
export const HEALTH_CACHE_MS = 5000;

type Probe = { status: 'ok' } | { status: 'unavailable'; cause: string | null } | { status: 'degraded'; cause: string };

export const healthHttpRoutes: FastifyPluginAsync<{ database: DatabaseHandle; version: string }> = async (app, { database, version }) => {
  async function probe(log: FastifyBaseLogger): Promise<Probe> {
    try {
      await database.ping();
      await database.checkPages();
    } catch (error) {
      log.error({ err: error }, 'health check: database did not answer');
      return { status: 'unavailable', cause: storageFault(error) };
    }
    try {
      await database.probeWrite();
    } catch (error) {
      log.error({ err: error }, 'health check: database refuses writes');
      return { status: 'degraded', cause: storageFault(error) ?? 'writes fail' };
    }
    return { status: 'ok' };
  }

  // One probe at a time, its answer reused for HEALTH_CACHE_MS (parallel checks share the one in flight).
  let last: { at: number; result: Promise<Probe> } | null = null;
  async function probed(log: FastifyBaseLogger): Promise<Probe> {
    const now = Date.now();
    if (last && now - last.at < HEALTH_CACHE_MS) {
      const result = await last.result;
      // A refused write is re-checked as soon as a request's write succeeded (space came back).
      if (result.status !== 'degraded' || database.storageHealth.current()) return result;
    }
    last = { at: now, result: probe(log) };
    return last.result;
  }

  app.get('/health', async (req, reply) => {
    const result = await probed(req.log);
    if (result.status === 'unavailable') {
      return reply.code(503).send({ status: 'error', db: 'unavailable', version, ...(result.cause ? { message: `Database: ${result.cause}` } : {}) });
    }
    // Requests that met a storage fault say so at once, without waiting for the next probe.
    const cause = database.storageHealth.current() ?? (result.status === 'degraded' ? result.cause : null);
    if (cause) return reply.code(503).send({ status: 'degraded', db: 'degraded', version, message: `Database reads work but writes fail: ${cause}` });
    return { status: 'ok', db: 'ok', version };
  });
};

const healthBody = z.object({ status: z.string(), db: z.string(), version: z.string(), message: z.string().optional() });

export const healthHttpPaths: ZodOpenApiPathsObject = {
  '/health': {
    get: {
      tags: ['health'],
      summary: 'Liveness and database check: reads real pages and commits a tiny write, at most once every 5 s (answers in between reuse it; a write fault a request met shows at once)',
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
