import { TRPCError } from '@trpc/server';
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Page } from '@shared/schemas/paging';

type KeyValue = string | number;

/** One column of a keyset order: the SQL column, its direction and how to read it from a row. */
export interface KeysetKey<Row> {
  /** A column reference ('sessions.scheduled_at') or an expression (a constant rank when merging sources). */
  column: string | Expression<unknown>;
  direction: 'asc' | 'desc';
  kind: 'string' | 'number';
  value(row: Row): KeyValue;
  /** The same for every row of this query (a source's rank in a merge): compared, never ordered by. */
  constant?: boolean;
}

/** A text key (ISO timestamps sort as text). */
export function textKey<Row>(column: KeysetKey<Row>['column'], direction: 'asc' | 'desc', value: (row: Row) => string): KeysetKey<Row> {
  return { column, direction, kind: 'string', value };
}

/**
 * The rank of one source among several merged into one list (own events 0, sessions 1): constant
 * within the query, so the cursor of another source's row positions this one correctly.
 */
export function rankKey<Row>(rank: number): KeysetKey<Row> {
  return { column: sql.lit(rank), direction: 'asc', kind: 'number', value: () => rank, constant: true };
}

/** A numeric key, usually the id that makes the order unique. */
export function numberKey<Row>(column: KeysetKey<Row>['column'], direction: 'asc' | 'desc', value: (row: Row) => number): KeysetKey<Row> {
  return { column, direction, kind: 'number', value };
}

export interface PageRequest {
  limit: number;
  cursor?: string | null;
}

function invalidCursor(): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid cursor: pass the nextCursor of a previous page of the same list' });
}

/** Opaque to clients: the last row's key values, base64url-encoded JSON. */
export function encodeCursor(values: KeyValue[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** The key values of a cursor; a cursor of another shape is a 400, never a query on bad values. */
export function decodeCursor(cursor: string, kinds: ('string' | 'number')[]): KeyValue[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(values) || values.length !== kinds.length) throw invalidCursor();
  values.forEach((value, index) => {
    const ok = kinds[index] === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === 'string' && value.length <= 200;
    if (!ok) throw invalidCursor();
  });
  return values as KeyValue[];
}

/** Rows strictly after the cursor in the keyset order: (a, b) after (x, y) is a > x or (a = x and b > y). */
const columnOf = (column: KeysetKey<unknown>['column']) => (typeof column === 'string' ? sql.ref(column) : column);

function afterCursor<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, keys: KeysetKey<unknown>[], values: KeyValue[]): Expression<SqlBool> {
  const branches = keys.map((key, index) => {
    const equal = keys.slice(0, index).map((prior, j) => eb(columnOf(prior.column), '=', values[j]!));
    const beyond = eb(columnOf(key.column), key.direction === 'desc' ? '<' : '>', values[index]!);
    return eb.and([...equal, beyond]);
  });
  return eb.or(branches);
}

/**
 * One keyset page of a query: ordered by `keys` (the last one unique, e.g. the id), `limit` rows
 * and the cursor of the next page (null on the last). Reads limit + 1 rows to know whether more exist.
 */
export async function keysetPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  keys: KeysetKey<Row>[],
  page: PageRequest,
): Promise<Page<Row>> {
  let q = query;
  if (page.cursor) {
    const values = decodeCursor(
      page.cursor,
      keys.map((key) => key.kind),
    );
    q = q.where((eb) => afterCursor(eb, keys as KeysetKey<unknown>[], values));
  }
  for (const key of keys) if (!key.constant) q = q.orderBy(columnOf(key.column as KeysetKey<unknown>['column']), key.direction);
  const rows = await q.limit(page.limit + 1).execute();
  const items = rows.slice(0, page.limit) as Row[];
  const last = items.at(-1);
  return { items, nextCursor: rows.length > page.limit && last ? encodeCursor(keys.map((key) => key.value(last))) : null };
}

/** The items of a page mapped to their output shape. */
export function mapPage<In, Out>(page: Page<In>, map: (item: In) => Out): Page<Out> {
  return { items: page.items.map(map), nextCursor: page.nextCursor };
}

/** A page of an in-memory list already bounded by its own rule (e.g. at most 50 notes). */
export function pageOfArray<Item>(all: Item[], keyOf: (item: Item) => number, page: PageRequest): Page<Item> {
  const start = page.cursor ? all.findIndex((item) => keyOf(item) === (decodeCursor(page.cursor!, ['number'])[0] as number)) + 1 : 0;
  if (page.cursor && start === 0) throw invalidCursor();
  const items = all.slice(start, start + page.limit);
  const last = items.at(-1);
  return { items, nextCursor: start + page.limit < all.length && last ? encodeCursor([keyOf(last)]) : null };
}
