import { z } from 'zod';

export const PAGE_LIMIT_DEFAULT = 100;
export const PAGE_LIMIT_MAX = 500;
const CURSOR_MAX = 512;

const limitMessage = `Limit must be a whole number between 1 and ${PAGE_LIMIT_MAX}`;

const limitOf = (byDefault: number) => z.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(PAGE_LIMIT_MAX, limitMessage).default(byDefault);

/** `limit` and `cursor` of every list: keyset pages, the cursor opaque and taken from `nextCursor`. */
export const pageParams = {
  limit: limitOf(PAGE_LIMIT_DEFAULT),
  cursor: z.string({ error: 'Cursor must be the nextCursor of a previous page' }).max(CURSOR_MAX, 'Cursor is not one this server issued').nullish(),
};

/**
 * The input of a list: its own filters plus the page parameters. Optional as a whole, so a list
 * called with nothing (REST without a query, tRPC without input) gets the first page.
 */
export function pagedInput<Shape extends z.ZodRawShape>(shape: Shape = {} as Shape, options: { defaultLimit?: number } = {}) {
  // Every filter of a list is optional, so the empty input is the first, unfiltered page.
  return z.object({ ...shape, ...pageParams, limit: limitOf(options.defaultLimit ?? PAGE_LIMIT_DEFAULT) }).prefault({} as never);
}

export const pageInput = z.object(pageParams).prefault({});
export type PageInput = z.infer<typeof pageInput>;

/** One page of a list: over tRPC as is; over REST the items are the body and `nextCursor` a Link header. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}
