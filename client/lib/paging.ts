import type { Page } from '@shared/schemas/paging';

/** Options every infinite list query shares: the next page's cursor comes from the last page. */
export const infiniteList = {
  getNextPageParam: <Item>(last: Page<Item>) => last.nextCursor,
} as const;

/** The items of every page loaded so far, in order; undefined while the first page loads. */
export function pagedItems<Item>(data: { pages: Page<Item>[] } | undefined): Item[] | undefined {
  return data?.pages.flatMap((page) => page.items);
}
