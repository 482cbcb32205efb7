import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { Page } from '@shared/schemas/paging';
import type { Resource } from '@shared/schemas/resources';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Patch = Partial<Resource> & { id: number };

type CachedList = Resource[] | InfiniteData<Page<Resource>> | undefined;

/** The resources of a cached list: the featured array, or every loaded page of a library query. */
function cachedResources(data: CachedList): Resource[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.pages.flatMap((page) => page.items);
}

/** Writes a changed resource into every cached list that shows it (each filter's pages, featured), so all views agree at once. */
export function useResourceCache() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const lists = [getQueryKey(trpc.resources.list), getQueryKey(trpc.resources.featured)];
  const apply = (patch: Patch) => {
    const merge = (r: Resource) => (r.id === patch.id ? { ...r, ...patch } : r);
    for (const queryKey of lists) {
      queryClient.setQueriesData<CachedList>({ queryKey }, (data) => {
        if (!data) return data;
        if (Array.isArray(data)) return data.map(merge);
        return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(merge) })) };
      });
    }
    utils.resources.get.setData({ id: patch.id }, (old) => (old ? { ...old, ...patch } : old));
  };
  const snapshot = (id: number) =>
    lists
      .flatMap((queryKey) => queryClient.getQueriesData<CachedList>({ queryKey }))
      .flatMap(([, data]) => cachedResources(data))
      .find((r) => r.id === id);
  return { utils, apply, snapshot };
}

const failed = (error: unknown) => toast({ title: 'Error', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });

export function useBookmark() {
  const { apply, snapshot } = useResourceCache();
  return trpc.resources.bookmark.useMutation({
    onMutate: (input) => {
      // Path ids are coerced on the server, so the input type is loose; the UI always sends numbers.
      const id = Number(input.id);
      const bookmark = input.bookmark;
      const before = snapshot(id);
      apply({ id, isBookmarked: bookmark });
      return { before };
    },
    onSuccess: (resource) => apply(resource),
    onError: (error, _input, context) => {
      if (context?.before) apply(context.before);
      failed(error);
    },
  });
}

export function useLike() {
  const { apply, snapshot } = useResourceCache();
  return trpc.resources.like.useMutation({
    onMutate: (input) => {
      const id = Number(input.id);
      const like = input.like;
      const before = snapshot(id);
      if (before) apply({ id, isLiked: like, likes: Math.max(0, before.likes + (like === before.isLiked ? 0 : like ? 1 : -1)) });
      return { before };
    },
    onSuccess: (resource) => apply(resource),
    onError: (error, _input, context) => {
      if (context?.before) apply(context.before);
      failed(error);
    },
  });
}

export function useRate() {
  const { apply } = useResourceCache();
  return trpc.resources.rate.useMutation({
    onSuccess: (resource) => {
      apply(resource);
    },
    onError: failed,
  });
}

export function useCountView() {
  const { apply } = useResourceCache();
  return trpc.resources.view.useMutation({ onSuccess: (resource) => apply(resource) });
}

export { failed as showError };
