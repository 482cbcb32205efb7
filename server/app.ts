import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { TRPCError } from '@trpc/server';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from './config';
import { createDb, type DatabaseHandle } from './db';
import { storageFault } from './db/storage-errors';
import { authHttpPaths, authHttpRoutes } from './domains/auth/auth.http';
import { ssoHttpPaths, ssoHttpRoutes } from './domains/auth/sso.http';
import { avatarFileRoutes, avatarHttpPaths, avatarHttpRoutes } from './domains/auth/avatar.http';
import { liveSessionHashes } from './domains/auth/sessions';
import { calendarHttpPaths, calendarHttpRoutes } from './domains/calendar/calendar.http';
import { healthHttpPaths, healthHttpRoutes } from './domains/health/health.http';
import { progressReportsHttpPaths, progressReportsHttpRoutes } from './domains/progress-reports/progress-reports.http';
import { analyticsHttpPaths, analyticsHttpRoutes } from './domains/analytics/analytics.http';
import { billingHttpPaths, billingHttpRoutes } from './domains/billing/billing.http';
import { sessionRecordingsHttpPaths, sessionRecordingsHttpRoutes } from './domains/session-recordings/session-recordings.http';
import { aiAssistantsHttpPaths, aiAssistantsHttpRoutes } from './domains/ai-assistants/ai-assistants.http';
import { codeForStatus, retryAfterHeader } from './lib/errors';
import { type CoachModel, createCoachModel } from './lib/ai';
import type { EventBus } from './lib/event-bus';
import { createConfiguredEventBus } from './lib/event-bus-transports';
import { createJobQueue } from './lib/jobs';
import { defineJobHandlers } from './jobs';
import { createMailer, createQueuedMailer, type Mailer } from './lib/mailer';
import { createLiveSockets } from './lib/live-sockets';
import { createLocalStorage } from './lib/storage';
import { createRateLimiter } from './lib/rate-limit';
import { csrfGuard, hostGuard, securityHeaders } from './lib/security';
import { bearerAuth } from './domains/api-tokens/api-tokens.bearer';
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

/** Trusts the nearest `hops` proxies: the client address is the one they forwarded. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * One log line per request, when it completes (with what was asked), instead of Fastify's two: writing
 * log lines is a visible share of a read's CPU. The incoming line stays available at debug level.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The largest JSON body any operation needs (20,000-character texts, escaped): larger is a 413. */
const JSON_BODY_LIMIT = 256 * 1024;
const MAX_JSON_DEPTH = 32;

/** Deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    // Batched tRPC paths ('auth.user,goals.list,...') exceed the default 100 characters.
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    // Forwarded headers (client address, protocol, host) only from the proxies TRUST_PROXY names.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });

  const database = options.database ?? createDb(config);
  const bus = options.bus ?? (await createConfiguredEventBus(config, app.log));
  const jobs = createJobQueue(database.db, app.log, { pollMs: config.jobs.pollMs, retryBaseMs: config.jobs.retryBaseMs, leaseMs: config.jobs.leaseMs });
  const services: Services = {
    db: database.db,
    config,
    bus,
    rateLimiter: createRateLimiter(database.db),
    // Every mail is a job; `options.mailer` (or SMTP, or the outbox) delivers it.
    mailer: createQueuedMailer(jobs, options.mailer ?? createMailer(config, database.db, app.log)),
    ai: options.ai ?? createCoachModel(config),
    storage: createLocalStorage(config.dataDir),
    jobs,
    sockets: createLiveSockets(bus, {
      everyMs: config.session.socketCheckMs,
      liveSessions: (idHashes) => liveSessionHashes(database.db, config, idHashes),
      onError: (error) => app.log.warn({ err: error }, 'websocket session check failed'),
    }),
    storageHealth: database.storageHealth,
    log: app.log,
  };
  app.decorate('services', services);
  defineJobHandlers(services);
  // Jobs run once the app is ready: the entry point migrates the database between building the app
  // and listening, so a fresh database has its jobs table by then. Recurring jobs (housekeeping,
  // billing periods) start from their current slot; tests run them themselves.
  app.addHook('onReady', async () => {
    if (config.env !== 'test') await services.jobs.scheduleRecurring();
    await services.jobs.start();
  });
  // Before onClose closes the database: running jobs finish, or go back to the queue for another instance.
  app.addHook('preClose', () => services.jobs.stop());
  app.addHook('onClose', async () => {
    services.sockets.close();
    bus.close();
    await database.close();
  });

  app.addHook('onRequest', securityHeaders(config));
  // JSON (and other text) over 1 KB in brotli or gzip when the client asks; a light brotli level,
  // since it runs per response. Static files come precompressed from the build (preCompressed below).
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
  app.addHook('onRequest', hostGuard(config));
  app.addHook('onRequest', csrfGuard(config));
  app.decorateRequest('apiToken', null);
  app.addHook('onRequest', bearerAuth(services));

  // Empty JSON bodies are allowed (body-less POSTs still declare JSON); malformed JSON is a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    const refuse = (message: string) => {
      const error = new Error(message) as FastifyError;
      error.statusCode = 400;
      done(error, undefined);
    };
    if (jsonDepth(text) > MAX_JSON_DEPTH) return refuse(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refuse('Malformed JSON in request body');
    }
    // Every REST operation takes an object (or nothing): a bare string, number, array or null is no update.
    const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    if (!isObject && /^\/api(\/|\?|$)/.test(req.url)) return refuse('The request body must be a JSON object');
    done(null, parsed);
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const fault = storageFault(error);
    if (fault) {
      services.storageHealth.fault(fault);
      req.log.error({ err: error, reqId: req.id }, 'database storage fault');
      return reply.code(503).send({ message: `The database cannot store changes right now (${fault}). Try again later.`, code: 'SERVICE_UNAVAILABLE' });
    }
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
    // A bundle file that is not there (a page loaded before a deploy asking for its old chunks) is a 404,
    // never the page: the browser would refuse HTML as a script, and the client reloads on a 404'd chunk.
    const isAsset = pathname.startsWith('/assets/');
    if (!isApi && !isAsset && (req.method === 'GET' || req.method === 'HEAD') && hasClient) {
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
    ...ssoHttpPaths,
    ...avatarHttpPaths,
    ...calendarHttpPaths,
    ...progressReportsHttpPaths,
    ...sessionRecordingsHttpPaths,
    ...aiAssistantsHttpPaths,
    ...analyticsHttpPaths,
    ...billingHttpPaths,
  });
  await app.register(fastifySwagger, { mode: 'static', specification: { document: openApiDocument as never } });
  // Registered at the root: swagger-ui builds absolute asset paths from routePrefix alone.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false, theme: { title: 'Catalyst API reference' } });

  await app.register(
    async (api) => {
      await api.register(healthHttpRoutes, { database, version: config.version });
      await api.register(authHttpRoutes, { services });
      await api.register(ssoHttpRoutes, { services });
      await api.register(avatarHttpRoutes, { services });
      await api.register(calendarHttpRoutes, { services });
      await api.register(progressReportsHttpRoutes, { services });
      await api.register(sessionRecordingsHttpRoutes, { services });
      await api.register(aiAssistantsHttpRoutes, { services });
      await api.register(analyticsHttpRoutes, { services });
      await api.register(billingHttpRoutes, { services });

      api.get('/openapi.json', async () => openApiDocument);

      await api.register(restFacade, {
        router: appRouter,
        createContext: (req, reply) => createHttpContext(services, req, reply),
        onInternalError,
      });
    },
    { prefix: '/api' },
  );

  await app.register(avatarFileRoutes, { services });

  const trpcOptions = {
    router: appRouter,
    // The same factory serves HTTP (Fastify request) and websocket connections (raw upgrade request).
    createContext: ({ req, res }: { req: FastifyRequest | IncomingMessage; res: FastifyReply | unknown }) =>
      'raw' in req ? createHttpContext(services, req, res as FastifyReply) : createWsContext(services, req, res as WebSocket),
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
      // The .br and .gz files the build wrote next to each asset (vite.config.ts precompress).
      preCompressed: true,
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
