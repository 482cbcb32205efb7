import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createOpenApiNodeHttpHandler, generateOpenApiDocument, type OpenApiRouter } from 'trpc-to-openapi';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { SESSION_COOKIE } from '@shared/constants/auth';
import { type ApiErrorBody, codeForStatus, describeIssues, retryAfterHeader, toApiIssues } from '../lib/errors';
import type { Context } from './context';
import type { AppMeta } from './meta';
import { createRestInputConverter, type StringKeys } from './rest-input';

const API_PREFIX = '/api';

type Handler = ReturnType<typeof createOpenApiNodeHttpHandler>;
type HandlerReq = Parameters<Handler>[0];
type HandlerRes = Parameters<Handler>[1];

interface RestRoute {
  method: string;
  pattern: RegExp;
  /** Names of the path's `{parameters}`. */
  params: string[];
  paged: boolean;
}

export interface RestOperation {
  procedure: string;
  type: string;
  method: string;
  path: string | undefined;
  meta: AppMeta | undefined;
}

/** Every procedure with its REST method and path (undefined when it has none). */
export function listRestOperations(router: OpenApiRouter): RestOperation[] {
  const procedures = router._def.procedures as unknown as Record<string, { _def: { type: string; meta?: AppMeta } }>;
  return Object.entries(procedures).map(([procedure, { _def }]) => {
    const openapi = _def.meta?.openapi;
    const enabled = openapi && openapi.enabled !== false;
    return { procedure, type: _def.type, method: enabled ? openapi.method : '', path: enabled ? openapi.path : undefined, meta: _def.meta };
  });
}

/** Every REST path the router declares, as (method, regex) pairs, to tell 405 from 404. */
function collectRestRoutes(router: OpenApiRouter): RestRoute[] {
  return listRestOperations(router).flatMap(({ method, path, meta }) => {
    if (!path) return [];
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    const params = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
    return [{ method, pattern: new RegExp(`^${source}/?$`), params, paged: meta?.paged === true }];
  });
}

/** RFC 8288 link to the next page: the same request with the cursor replaced (a path-absolute reference). */
function nextLink(originalUrl: string, cursor: string): string {
  const [pathname = '/', query = ''] = originalUrl.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('cursor', cursor);
  return `<${pathname}?${params.toString()}>; rel="next"`;
}

const PAGE_HEAD = '{"items":';
const PAGE_TAIL = /,"nextCursor":(null|"[A-Za-z0-9_-]*")\}$/;

/**
 * A paged procedure's { items, nextCursor } as REST: the items are the body, the cursor a Link header.
 * The page arrives serialised, keys in its schema's order (pageOf), so the items are cut out of the text
 * rather than parsed and written again (a large share of a list's CPU). The tail can only be the page's
 * own key: inside strings JSON escapes every quote. Any other text is parsed as before.
 */
export function restPageBody(payload: string): { body: string; nextCursor: string | null } | undefined {
  const tail = payload.startsWith(PAGE_HEAD) ? PAGE_TAIL.exec(payload) : null;
  if (tail?.[1]) {
    const body = payload.slice(PAGE_HEAD.length, tail.index);
    if (body.startsWith('[') && body.endsWith(']')) return { body, nextCursor: tail[1] === 'null' ? null : tail[1].slice(1, -1) };
  }
  let page: { items?: unknown; nextCursor?: unknown };
  try {
    page = JSON.parse(payload) as typeof page;
  } catch {
    return undefined;
  }
  if (!Array.isArray(page.items)) return undefined;
  return { body: JSON.stringify(page.items), nextCursor: typeof page.nextCursor === 'string' ? page.nextCursor : null };
}

function restPage(reply: FastifyReply, originalUrl: string, payload: string): string {
  const page = restPageBody(payload);
  if (!page) return payload;
  if (page.nextCursor !== null) void reply.header('Link', nextLink(originalUrl, page.nextCursor));
  return page.body;
}

/** Rewrites whatever error body a layer produced into the one shape: { message, code, issues? }. */
export function normalizeErrorBody(status: number, raw: unknown): ApiErrorBody {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as { message?: unknown; code?: unknown; issues?: unknown };
  const code = typeof body.code === 'string' ? body.code : codeForStatus(status);
  // 503 says why (a full disk, a read-only file) and that it is temporary; other 5xx never reveal details.
  if (status >= 500 && !(status === 503 && typeof body.message === 'string')) return { message: 'Internal server error', code };
  if (Array.isArray(body.issues) && body.issues.length > 0) {
    const issues = toApiIssues(body.issues as { path: PropertyKey[]; message: string }[]);
    return { message: `Invalid input: ${describeIssues(issues)}`, code, issues };
  }
  return { message: typeof body.message === 'string' && body.message ? body.message : code, code };
}

export interface RestFacadeOptions {
  router: OpenApiRouter;
  createContext: (req: FastifyRequest, reply: FastifyReply) => Promise<Context>;
  onInternalError: (error: unknown, req: FastifyRequest) => void;
}

/**
 * The tRPC procedures as plain-JSON REST under /api (trpc-to-openapi's node handler),
 * with our 404/405 answers and one error body for every failure.
 */
export const restFacade: FastifyPluginAsync<RestFacadeOptions> = async (app, opts) => {
  const routes = collectRestRoutes(opts.router);
  /** Requests answered by a paged procedure, with the URL they came with (for the Link header). */
  const pagedRequests = new WeakMap<FastifyRequest, string>();
  const convertInput = createRestInputConverter(opts.router);
  /** The input keys that arrive as strings: path parameters, and the query of a GET or DELETE. */
  const stringKeys = (method: string, path: string): StringKeys => {
    if (method === 'GET' || method === 'DELETE') return 'all';
    const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    return new Set(route?.params ?? []);
  };
  const handler = createOpenApiNodeHttpHandler({
    router: opts.router,
    createContext: async ({ req, res }) => {
      const ctx = await opts.createContext(req as unknown as FastifyRequest, res as unknown as FastifyReply);
      const keys = stringKeys(req.method ?? 'GET', (req.url ?? '/').split('?')[0] ?? '/');
      return { ...ctx, restInput: { convert: (procedurePath, raw) => convertInput(procedurePath, raw, keys) } } satisfies Context;
    },
    responseMeta: ({ errors }) => ({ headers: retryAfterHeader(errors) }),
    onError: ({ error, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') opts.onInternalError(error.cause ?? error, req as unknown as FastifyRequest);
    },
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const page = pagedRequests.get(req);
    if (page && reply.statusCode === 200) return restPage(reply, page, payload);
    if (reply.statusCode < 400) return payload;
    let parsed: unknown = {};
    try {
      parsed = JSON.parse(payload);
    } catch {
      parsed = { message: payload };
    }
    return JSON.stringify(normalizeErrorBody(reply.statusCode, parsed));
  });

  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: '/*',
    handler: async (req, reply) => {
      const originalUrl = req.url;
      // The handler matches procedure paths without the /api prefix.
      req.raw.url = req.url.slice(API_PREFIX.length);
      const path = req.raw.url.split('?')[0] ?? '/';
      const route = routes.find((candidate) => candidate.method === req.method && candidate.pattern.test(path));
      if (route?.paged) pagedRequests.set(req, originalUrl);
      const nodeReq = adaptRequest(req);
      const nodeRes = adaptReply(reply);
      try {
        await handler(nodeReq, nodeRes, () => {
          const allowed = routes.filter((route) => route.pattern.test(path)).map((route) => route.method);
          if (allowed.length > 0) {
            void reply
              .code(405)
              .header('Allow', [...new Set(allowed)].join(', '))
              .send({ message: `Method ${req.method} is not allowed on /api${path}; use ${allowed.join(' or ')}`, code: 'METHOD_NOT_SUPPORTED' });
            return;
          }
          void reply.code(404).send({ message: `No such endpoint: ${req.method} /api${path}`, code: 'NOT_FOUND' });
        });
      } finally {
        // Logs and hooks after this see the path that was asked for.
        req.raw.url = originalUrl;
      }
      return reply;
    },
  });
};

/** trpc-to-openapi's node handler wants Node's request/response surface; Fastify's objects carry most of it. */
function adaptRequest(req: FastifyRequest): HandlerReq {
  const raw = req.raw;
  return Object.assign(req, {
    once: raw.once.bind(raw),
    on: raw.on.bind(raw),
    off: raw.off.bind(raw),
    destroy: raw.destroy.bind(raw),
  }) as unknown as HandlerReq;
}

function adaptReply(reply: FastifyReply): HandlerRes {
  const raw = reply.raw;
  const res = Object.assign(reply, {
    setHeader: (key: string, value: string) => reply.header(key, value),
    end: (data?: string) => {
      if (!reply.sent) void reply.send(data);
    },
    once: raw.once.bind(raw),
    on: raw.on.bind(raw),
    off: raw.off.bind(raw),
    emit: raw.emit.bind(raw),
    removeListener: raw.removeListener.bind(raw),
  });
  Object.defineProperties(res, {
    statusCode: {
      get: () => raw.statusCode,
      set: (value: number) => void reply.code(value),
      configurable: true,
    },
    socket: { get: () => raw.socket, configurable: true },
  });
  return res as unknown as HandlerRes;
}

/** The OpenAPI 3.1 document of every REST path: the procedures plus the few plain routes. */
export function buildOpenApiDocument(router: OpenApiRouter, version: string, extraPaths: ZodOpenApiPathsObject) {
  const document = generateOpenApiDocument(router, {
    title: 'Catalyst API',
    description:
      'REST facade of the Catalyst coaching platform. Sign in with POST /api/auth/login; the session cookie authenticates every protected path. ' +
      'Integrators can instead send a personal API token (Settings -> API tokens) as `Authorization: Bearer cat_...`: it acts as its owner within its scopes ' +
      '(read: GET; write: everything else), is rate limited per token, and is exempt from the cookie CSRF rules. ' +
      'State-changing requests must send Content-Type: application/json. Errors answer { message, code, issues? }.',
    version,
    baseUrl: '/api',
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'cat_ API token', description: 'A personal API token from Settings -> API tokens' },
    },
    paths: extraPaths,
  });
  const pagedOperations = new Set(
    listRestOperations(router)
      .filter((op) => op.meta?.paged && op.path)
      .map((op) => `${op.method.toLowerCase()} ${op.path}`),
  );
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      // Public operations say so explicitly (`security: []`) instead of leaving it unstated.
      if (!operation.security) operation.security = [];
      // Every cookie-protected operation takes a bearer token too (the plain routes declare only the cookie).
      if (operation.security.some((entry) => 'sessionCookie' in entry) && !operation.security.some((entry) => 'bearerToken' in entry)) {
        operation.security.push({ bearerToken: [] });
      }
      if (pagedOperations.has(`${method} ${path}`)) describeRestPage(operation);
    }
  }
  return document;
}

type OpenApiOperation = NonNullable<NonNullable<ReturnType<typeof generateOpenApiDocument>['paths']>[string]>['get'];

/** A paged operation answers REST with the items as the body and the next page in a Link header. */
function describeRestPage(operation: NonNullable<OpenApiOperation>) {
  const ok = operation.responses?.['200'] as { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>; headers?: Record<string, unknown> } | undefined;
  const content = ok?.content?.['application/json'];
  const items = content?.schema?.properties?.items;
  if (!ok || !content || !items) return;
  content.schema = items as typeof content.schema;
  ok.headers = {
    ...ok.headers,
    Link: {
      description: 'RFC 8288 link to the next page (`<...&cursor=...>; rel="next"`); absent on the last page',
      schema: { type: 'string' },
    },
  };
}
