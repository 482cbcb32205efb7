import type { OpenApiRouter } from 'trpc-to-openapi';

/**
 * REST inputs arrive as strings where a path parameter or a query string carries them, and as
 * typed JSON in a body. trpc-to-openapi answers that by switching on zod's `coerce` for every
 * number, boolean and date in an input schema, for good: `Boolean("false")` is true, `Number("")`
 * and `Number(null)` are 0, and the shared schemas then coerce on the tRPC wire too.
 *
 * Here instead: the library's switch is disabled (schemas keep the `coerce` they were declared
 * with), and only the values that came in as strings (path parameters; every query parameter of a
 * GET or DELETE) are converted, strictly: '12' → 12, 'true'/'false' → booleans, an ISO date →
 * Date. Anything else stays a string, so the schema rejects it with its own message.
 */

interface ZodDef {
  type: string;
  coerce?: boolean;
  shape?: Record<string, ZodLike>;
  innerType?: ZodLike;
  in?: ZodLike;
  element?: ZodLike;
  options?: ZodLike[];
}
interface ZodLike {
  _zod: { def: ZodDef };
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const COERCIBLE = new Set(['number', 'boolean', 'bigint', 'date']);

function isZod(value: unknown): value is ZodLike {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The schema under optional/nullable/default wrappers and the input side of pipes. */
function unwrap(schema: ZodLike): ZodLike {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = current._zod.def;
    const next = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
    if (!next) return current;
    current = next;
  }
  return current;
}

/** Pins `coerce` to its declared value: the library's later assignment is ignored. */
function pinCoercion(schema: ZodLike, seen = new Set<ZodLike>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const inner = unwrap(schema);
  const def = inner._zod.def;
  if (COERCIBLE.has(def.type)) {
    const declared = Boolean(def.coerce);
    const descriptor = Object.getOwnPropertyDescriptor(def, 'coerce');
    if (!descriptor || descriptor.configurable) {
      Object.defineProperty(def, 'coerce', { get: () => declared, set: () => undefined, configurable: false, enumerable: true });
    }
    return;
  }
  if (def.type === 'object' && def.shape) for (const child of Object.values(def.shape)) pinCoercion(child, seen);
  if (def.type === 'array' && def.element) pinCoercion(def.element, seen);
  if (def.type === 'union' && def.options) for (const option of def.options) pinCoercion(option, seen);
}

function fromString(schema: ZodLike, value: string): unknown {
  const inner = unwrap(schema);
  switch (inner._zod.def.type) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    case 'bigint':
      return /^-?\d+$/.test(value) ? BigInt(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'date': {
      const date = new Date(value);
      return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(date.getTime()) ? date : value;
    }
    case 'array': {
      const element = inner._zod.def.element;
      return element ? [fromString(element, value)] : value;
    }
    default:
      return value;
  }
}

function convertValue(schema: ZodLike, value: unknown): unknown {
  if (typeof value === 'string') return fromString(schema, value);
  const inner = unwrap(schema);
  if (Array.isArray(value) && inner._zod.def.type === 'array' && inner._zod.def.element) {
    const element = inner._zod.def.element;
    return value.map((item) => (typeof item === 'string' ? fromString(element, item) : item));
  }
  return value;
}

/** Which top-level keys of a REST request's input came from strings. */
export type StringKeys = 'all' | ReadonlySet<string>;

/** Set on the context of a REST call; the base procedure runs raw input through it. */
export interface RestInput {
  convert(procedurePath: string, raw: unknown): unknown;
}

export type RestInputConverter = (procedurePath: string, raw: unknown, stringKeys: StringKeys) => unknown;

/** Disables the library's coercion on every input schema of the router; returns the strict converter. */
export function createRestInputConverter(router: OpenApiRouter): RestInputConverter {
  const schemas = inputSchemas(router);
  return (procedurePath, raw, stringKeys) => {
    const schema = schemas.get(procedurePath);
    if (!schema || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const def = unwrap(schema)._zod.def;
    if (def.type !== 'object' || !def.shape) return raw;
    const converted: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    for (const [key, value] of Object.entries(converted)) {
      const field = def.shape[key];
      if (field && (stringKeys === 'all' || stringKeys.has(key))) converted[key] = convertValue(field, value);
    }
    return converted;
  };
}

function inputSchemas(router: OpenApiRouter): Map<string, ZodLike> {
  const schemas = new Map<string, ZodLike>();
  const procedures = router._def.procedures as unknown as Record<string, { _def: { inputs?: unknown[] } }>;
  for (const [path, procedure] of Object.entries(procedures)) {
    const input = procedure._def.inputs?.[0];
    if (!isZod(input)) continue;
    pinCoercion(input);
    schemas.set(path, input);
  }
  return schemas;
}
