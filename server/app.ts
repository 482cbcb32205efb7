import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { IncomingMessage } from 'node:http';
import type { TRPCError } from '@trpc/server';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import { createDb, type DatabaseHandle } from './db';
import { authHttpPaths, authHttpRoutes } from './domains/auth/auth.http';
import { pruneExpiredSessions } from './domains/auth/sessions';
import { calendarHttpPaths, calendarHttpRoutes } from './domains/calendar/calendar.http';
import { healthHttpPaths, healthHttpRoutes } from './domains/health/health.http';
import { progressReportsHttpPaths, progressReportsHttpRoutes } from './domains/progress-reports/progress-reports.http';
import { codeForStatus, retryAfterHeader } from './lib/errors';
import { type CoachModel, createCoachModel } from './lib/ai';
import { createBackgroundTasks } from './lib/background-tasks';
import { createInProcessEventBus, type EventBus } from './lib/event-bus';
import { createMailer, type Mailer } from './lib/mailer';
import { createLocalStorage } from './lib/storage';
import { createRateLimiter } from './lib/rate-limit';
import { csrfGuard, helmetOptions } from './lib/security';
import { createHttpContext, createWsContext, type Services } from './trpc/context';
import { buildOpenApiDocument, restFacade } from './trpc/rest';
import { type AppRouter, appRouter } from './trpc/root';

export interface BuildOptions {
  /** An open database (tests, scripts); otherwise one is opened from config.database. */
  database?: DatabaseHandle;
  /** Built client bundle to serve; defaults to ./dist/client. */
  clientDir?: string;
  bus?: EventBus;
  mailer?: Mailer;
  ai?: CoachModel;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const LONGEST_RATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    // Batched tRPC paths ('auth.user,goals.list,...') exceed the default 100 characters.
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    trustProxy: config.publicUrl !== undefined,
  });

  const database = options.database ?? createDb(config);
  const bus = options.bus ?? createInProcessEventBus();
  const services: Services = {
    db: database.db,
    config,
    bus,
    rateLimiter: createRateLimiter(database.db),
    mailer: options.mailer ?? createMailer(config, database.db, app.log),
    ai: options.ai ?? createCoachModel(config),
    storage: createLocalStorage(config.dataDir),
    tasks: createBackgroundTasks(app.log),
    log: app.log,
  };
  app.decorate('services', services);

  const housekeeping = setInterval(() => {
    void Promise.all([pruneExpiredSessions(database.db), services.rateLimiter.prune(LONGEST_RATE_WINDOW_MS)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'housekeeping failed'),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  // Before onClose closes the database: background replies finish or store their interruption first.
  app.addHook('preClose', () => services.tasks.close());
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    bus.close();
    await database.close();
  });

  await app.register(fastifyHelmet, helmetOptions(config));
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
  app.addHook('onRequest', csrfGuard(config));

  // Empty JSON bodies are allowed (body-less POSTs still declare JSON); malformed JSON is a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('Malformed JSON in request body') as FastifyError;
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error, reqId: req.id }, 'request failed');
    const message =
      status >= 500 ? 'Internal server error' : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? `Unsupported content type: ${req.headers['content-type'] ?? 'none'}` : error.message;
    return reply.code(status).send({ message, code: codeForStatus(status) });
  });

  const clientDir = options.clientDir ?? path.resolve('dist/client');
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isApi = /^\/(api|trpc)(\/|$)/.test(pathname);
    if (!isApi && (req.method === 'GET' || req.method === 'HEAD') && hasClient) {
      // Client-side routes: the SPA renders them, including its own 'Page Not Found'.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: `No such endpoint: ${req.method} ${pathname}`, code: 'NOT_FOUND' });
  });

  const onInternalError = (error: unknown, req: { id?: string; log?: typeof app.log }) =>
    (req.log ?? app.log).error({ err: error, reqId: req.id }, 'procedure failed');

  const openApiDocument = buildOpenApiDocument(appRouter, config.version, {
    ...healthHttpPaths,
    ...authHttpPaths,
    ...calendarHttpPaths,
    ...progressReportsHttpPaths,
  });
  await app.register(fastifySwagger, { mode: 'static', specification: { document: openApiDocument as never } });
  // Registered at the root: swagger-ui builds absolute asset paths from routePrefix alone.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false, theme: { title: 'Catalyst API reference' } });

  await app.register(
    async (api) => {
      await api.register(healthHttpRoutes, { database, version: config.version });
      await api.register(authHttpRoutes, { services });
      await api.register(calendarHttpRoutes, { services });
      await api.register(progressReportsHttpRoutes, { services });

      api.get('/openapi.json', async () => openApiDocument);

      await api.register(restFacade, {
        router: appRouter,
        createContext: (req, reply) => createHttpContext(services, req, reply),
        onInternalError,
      });
    },
    { prefix: '/api' },
  );

  const trpcOptions = {
    router: appRouter,
    // The same factory serves HTTP (Fastify request) and websocket connections (raw upgrade request).
    createContext: ({ req, res }: { req: FastifyRequest | IncomingMessage; res: FastifyReply | unknown }) =>
      'raw' in req ? createHttpContext(services, req, res as FastifyReply) : createWsContext(services, req),
    responseMeta: ({ errors }: { errors: TRPCError[] }) => ({ headers: retryAfterHeader(errors) }),
    onError: ({ error, req }: { error: TRPCError; req: { id?: string } }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') onInternalError(error.cause ?? error, req);
    },
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
  };
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: trpcOptions as FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Hashed bundle files never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }

  return app;
}
