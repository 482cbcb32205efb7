import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import { generateOpenApiDocument, getErrorFromUnknown, type OpenApiRouter, TRPC_ERROR_CODE_HTTP_STATUS } from 'trpc-to-openapi';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { SESSION_COOKIE } from '@shared/constants/auth';
import { type ApiErrorBody, codeForStatus, describeIssues, retryAfterHeader, toApiIssues } from '../lib/errors';
import type { Context } from './context';
import type { AppMeta } from './meta';
import { createRestInputConverter, type StringKeys } from './rest-input';
import { buildFacadeRoutes, buildProcedureRoutes, procedurePathOf } from './rest-routes';

const API_PREFIX = '/api';

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
 * The tRPC procedures as plain-JSON REST under /api, with our 404/405 answers and one error body for
 * every failure. The procedure is called directly, as trpc-to-openapi's node handler would call it
 * (same input, same error shape and status), without what that handler built per request: a URL, a
 * Fetch Request with an AbortSignal (only subscriptions read the signal, and they are not REST), a
 * tRPC caller proxy, a scan of every path's regex, and schema walks that give the same answer each time.
 */
export const restFacade: FastifyPluginAsync<RestFacadeOptions> = async (app, opts) => {
  // First: it pins each input schema's coercion, which the route table then switches on as the library did.
  const convertInput = createRestInputConverter(opts.router);
  const facadeRoutes = buildFacadeRoutes(listRestOperations(opts.router));
  const procedureRoutes = buildProcedureRoutes(opts.router);
  const routerConfig = (opts.router._def as unknown as { _config: Parameters<typeof getErrorShape>[0]['config'] })._config;
  /** Requests answered by a paged procedure, with the URL they came with (for the Link header). */
  const pagedRequests = new WeakMap<FastifyRequest, string>();

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

  const sendJson = (reply: FastifyReply, status: number, headers: Record<string, string> | undefined, body: unknown) => {
    void reply.code(status).header('Content-Type', 'application/json');
    for (const [key, value] of Object.entries(headers ?? {})) if (value !== undefined) void reply.header(key, value);
    void reply.send(JSON.stringify(body));
  };

  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: '/*',
    handler: async (req, reply) => {
      // Procedure paths are matched without the /api prefix.
      const url = req.url.slice(API_PREFIX.length);
      const path = url.split('?')[0] ?? '/';
      const method = req.method;
      const facadeRoute = facadeRoutes.find(method, path);
      const match = procedureRoutes.find(method, procedurePathOf(url));
      if (!match) return notFound(reply, method, path);
      if (facadeRoute?.paged) pagedRequests.set(req, req.url);
      const { route, pathInput } = match;
      let input: unknown;
      let ctx: Context | undefined;
      try {
        const useBody = method !== 'GET' && method !== 'DELETE';
        const contentType = req.headers['content-type'];
        if (useBody && !contentType?.startsWith('application/json')) {
          throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: contentType ? `Unsupported content type: ${contentType}` : 'Missing content-type header' });
        }
        if (!route.voidInput) input = useBody ? { ...(req.body as object | undefined), ...pathInput } : queryInput(req.query as Record<string, unknown>, pathInput, route.arrayKeys);
        // The input keys that arrive as strings: path parameters, and the query of a GET or DELETE.
        const keys: StringKeys = useBody ? new Set(facadeRoute?.params ?? []) : 'all';
        const base = await opts.createContext(req, reply);
        ctx = { ...base, restInput: { convert: (procedurePath, raw) => convertInput(procedurePath, raw, keys) } } satisfies Context;
        const rawInput = input;
        const data = await route.procedure({ path: route.path, getRawInput: async () => rawInput, ctx, type: route.type, signal: undefined, batchIndex: 0 });
        sendJson(reply, 200, undefined, data);
      } catch (cause) {
        const error = getErrorFromUnknown(cause);
        if (error.code === 'INTERNAL_SERVER_ERROR') opts.onInternalError(error.cause ?? error, req);
        const shape = getErrorShape({ config: routerConfig, error, type: route.type, path: route.path, input, ctx });
        const isInputValidationError = error.code === 'BAD_REQUEST' && error.cause instanceof Error && error.cause.name === 'ZodError';
        sendJson(reply, TRPC_ERROR_CODE_HTTP_STATUS[error.code] ?? 500, retryAfterHeader([error]), {
          ...shape,
          message: isInputValidationError ? 'Input validation failed' : (shape.message ?? error.message ?? 'An error occurred'),
          code: error.code,
          issues: isInputValidationError ? (error.cause as unknown as { issues: unknown }).issues : undefined,
        });
      }
      return reply;
    },
  });

  function notFound(reply: FastifyReply, method: string, path: string) {
    const allowed = facadeRoutes.all.filter((route) => route.pattern.test(path)).map((route) => route.method);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('Allow', [...new Set(allowed)].join(', '))
        .send({ message: `Method ${method} is not allowed on /api${path}; use ${allowed.join(' or ')}`, code: 'METHOD_NOT_SUPPORTED' });
    }
    return reply.code(404).send({ message: `No such endpoint: ${method} /api${path}`, code: 'NOT_FOUND' });
  }
};

/** A GET or DELETE input from Fastify's parsed query, as trpc-to-openapi reads it: one value unwrapped, empty ones dropped. */
function queryInput(query: Record<string, unknown>, pathInput: Record<string, string>, arrayKeys: string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(query)) {
    const value = query[key];
    if (value) input[key] = Array.isArray(value) && value.length === 1 ? value[0] : value;
  }
  Object.assign(input, pathInput);
  for (const key of arrayKeys) if (input[key] !== undefined && !Array.isArray(input[key])) input[key] = [input[key]];
  return input;
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
