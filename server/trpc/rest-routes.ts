import type { AnyProcedure, ProcedureType } from '@trpc/server';
import {
  coerceSchema,
  forEachOpenApiProcedure,
  getInputOutputParsers,
  getPathRegExp,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  normalizePath,
  type OpenApiRouter,
  unwrapZodType,
} from 'trpc-to-openapi';
import { ZodArray } from 'zod/v4';
import type { AppMeta } from './meta';

/**
 * The REST paths of the router, looked up in maps instead of by trying every path's regex in turn
 * (twice per request, ~200 of them). Two lookups with the semantics the facade always had:
 *
 * - `facadeRoute`: the facade's own view (case-sensitive, an optional trailing slash, the path as
 *   sent), which says whether the answer is a page (Link header) and which body keys are path parameters;
 * - `procedureRoute`: trpc-to-openapi's view (case-insensitive, the URL-normalised path), which picks
 *   the procedure and its path parameters.
 *
 * Both keep the first declared path that matches, as the scans did: a static path sits in a map
 * unless an earlier parameterised path already matches it; other paths try the parameterised ones in order.
 */

export interface FacadeRoute {
  method: string;
  pattern: RegExp;
  /** Names of the path's `{parameters}`. */
  params: string[];
  paged: boolean;
}

export interface ProcedureRoute {
  procedure: AnyProcedure;
  /** The procedure's dotted path ('coaches.list'). */
  path: string;
  type: ProcedureType;
  /** z.void() (or no schema that takes a value): the procedure gets `undefined` as input. */
  voidInput: boolean;
  /** Query keys whose schema is an array: one value still arrives as an array (GET, DELETE). */
  arrayKeys: string[];
}

interface ProcedureMatch {
  route: ProcedureRoute;
  pathInput: Record<string, string>;
}

interface Parameterised<T> {
  /** The path up to its first parameter: a cheap test before the regex. */
  prefix: string;
  pattern: RegExp;
  value: T;
}

interface Table<T> {
  exact: Map<string, T>;
  parameterised: Parameterised<T>[];
}

function emptyTable<T>(): Table<T> {
  return { exact: new Map(), parameterised: [] };
}

/** Adds a path in declaration order; `key` is the exact lookup key of a static path. */
function addPath<T>(table: Table<T>, path: string, key: string, pattern: RegExp, value: T, prefixOf: (path: string) => string) {
  if (!path.includes('{')) {
    // Shadowed by an earlier parameterised path (the scan would have stopped there), or a duplicate.
    if (table.exact.has(key) || table.parameterised.some((candidate) => candidate.pattern.test(key))) return;
    table.exact.set(key, value);
    return;
  }
  table.parameterised.push({ prefix: prefixOf(path.slice(0, path.indexOf('{'))), pattern, value });
}

export function buildFacadeRoutes(operations: { method: string; path: string | undefined; meta: AppMeta | undefined }[]) {
  const all: FacadeRoute[] = [];
  const byMethod = new Map<string, Table<FacadeRoute>>();
  for (const { method, path, meta } of operations) {
    if (!path) continue;
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    const params = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
    const route: FacadeRoute = { method, pattern: new RegExp(`^${source}/?$`), params, paged: meta?.paged === true };
    all.push(route);
    let table = byMethod.get(method);
    if (!table) byMethod.set(method, (table = emptyTable()));
    // The pattern allows one trailing slash: the key is the path without it.
    addPath(table, path, path.replace(/\/$/, ''), route.pattern, route, (prefix) => prefix);
  }
  return {
    /** Every route, in declaration order (for the 405 answer's Allow header). */
    all,
    find(method: string, path: string): FacadeRoute | undefined {
      const table = byMethod.get(method);
      if (!table) return undefined;
      const exact = table.exact.get(path.endsWith('/') ? path.slice(0, -1) : path);
      if (exact) return exact;
      for (const candidate of table.parameterised) {
        if (path.startsWith(candidate.prefix) && candidate.pattern.test(path)) return candidate.value;
      }
      return undefined;
    },
  };
}

/** Paths the URL parser leaves as they are (no dot segments, escapes, or characters it would encode). */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-]*)*$/;

/** What trpc-to-openapi's handler matched against: the URL's normalised pathname without one leading and trailing slash. */
export function procedurePathOf(url: string): string {
  const query = url.indexOf('?');
  const hash = url.indexOf('#');
  const end = query >= 0 ? query : hash >= 0 ? hash : url.length;
  const raw = url.slice(0, end);
  return normalizePath(PLAIN_PATH.test(raw) ? raw : new URL(`http://127.0.0.1${url}`).pathname);
}

export function buildProcedureRoutes(router: OpenApiRouter) {
  const byMethod = new Map<string, Table<ProcedureRoute>>();
  const procedures = router._def.procedures as unknown as Record<string, AnyProcedure>;
  forEachOpenApiProcedure(procedures as never, ({ path: procedurePath, procedure, meta: { openapi } }) => {
    const typed = procedure as unknown as AnyProcedure;
    if (typed._def.type === 'subscription') return;
    const { inputParser } = getInputOutputParsers(procedure as never);
    const unwrapped = unwrapZodType(inputParser as never, true);
    const arrayKeys: string[] = [];
    if (instanceofZodTypeObject(unwrapped)) {
      for (const [key, shape] of Object.entries(unwrapped.shape)) {
        if (shape instanceof ZodArray || (instanceofZodTypeOptional(shape) && shape.unwrap() instanceof ZodArray)) arrayKeys.push(key);
      }
      // The library switched coercion on at every request; once is the same (rest-input.ts pins the declared values).
      coerceSchema(unwrapped);
    }
    const route: ProcedureRoute = { procedure: typed, path: procedurePath, type: typed._def.type, voidInput: instanceofZodTypeLikeVoid(unwrapped), arrayKeys };
    const path = normalizePath(openapi.path);
    let table = byMethod.get(openapi.method);
    if (!table) byMethod.set(openapi.method, (table = emptyTable()));
    addPath(table, path, path.toLowerCase(), getPathRegExp(path), route, (prefix) => prefix.toLowerCase());
  });
  return {
    /** The procedure for a normalised path (procedurePathOf), with its path parameters as sent. */
    find(method: string, path: string): ProcedureMatch | undefined {
      const table = byMethod.get(method);
      if (!table) return undefined;
      // Matched case-insensitively (the library's regexes carry the i flag); the URL parser leaves only ASCII.
      const lower = path.toLowerCase();
      const exact = table.exact.get(lower);
      if (exact) return { route: exact, pathInput: {} };
      for (const candidate of table.parameterised) {
        if (!lower.startsWith(candidate.prefix)) continue;
        const groups = candidate.pattern.exec(path)?.groups;
        if (groups) return { route: candidate.value, pathInput: { ...groups } };
      }
      return undefined;
    },
  };
}
