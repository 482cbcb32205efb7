import { Folder, Lock } from 'lucide-react';
import { PAGE_LIMIT_MAX } from '@shared/schemas/paging';
import type { Collection } from '@shared/schemas/resources';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { showError } from './use-resource-actions';

/** Every collection a person may own fits one page (the per-person cap is far below the page size). */
const MINE = { mine: true, limit: PAGE_LIMIT_MAX };

/** The caller's own collections with a tick for those holding this resource; ticking adds, unticking removes. */
export function CollectionPicker({ resourceId }: { resourceId: number }) {
  const utils = trpc.useUtils();
  const collections = trpc.resources.collections.list.useQuery(MINE);
  const replace = (collectionId: number, change: (c: Collection) => Collection) =>
    utils.resources.collections.list.setData(MINE, (page) => page && { ...page, items: page.items.map((c) => (c.id === collectionId ? change(c) : c)) });
  // The tick shows at once; the server's answer (or a refetch after a failure) settles it.
  const tick = (collectionId: number, on: boolean) =>
    replace(collectionId, (c) => {
      const resourceIds = on ? [...new Set([...c.resourceIds, resourceId])] : c.resourceIds.filter((id) => id !== resourceId);
      return { ...c, resourceIds, resourceCount: resourceIds.length };
    });
  const handlers = (on: boolean) => ({
    onMutate: ({ id }: { id: unknown }) => tick(Number(id), on),
    onSuccess: (updated: Collection) => {
      replace(updated.id, () => updated);
    },
    onError: (error: unknown) => {
      void utils.resources.collections.list.invalidate();
      showError(error);
    },
  });
  const add = trpc.resources.collections.addItem.useMutation(handlers(true));
  const remove = trpc.resources.collections.removeItem.useMutation(handlers(false));
  const own = collections.data?.items ?? [];
  const busy = add.isPending || remove.isPending;

  return (
    <section aria-labelledby="collection-picker-heading" className="space-y-2">
      <h3 id="collection-picker-heading" className="text-sm font-semibold">
        Save to a collection
      </h3>
      {collections.isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : own.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have no collections yet. Use Create Collection to start one.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {own.map((collection) => {
            const checked = collection.resourceIds.includes(resourceId);
            const id = `pick-collection-${collection.id}`;
            return (
              <li key={collection.id} className="flex items-center gap-3 px-3 py-2">
                <Checkbox
                  id={id}
                  checked={checked}
                  disabled={busy}
                  onCheckedChange={(next) =>
                    next === true
                      ? add.mutate({ id: collection.id, resourceId })
                      : remove.mutate({ id: collection.id, resourceId })
                  }
                />
                <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-sm">
                  {collection.isPublic ? <Folder className="size-4 text-muted-foreground" aria-hidden="true" /> : <Lock className="size-4 text-muted-foreground" aria-hidden="true" />}
                  <span className="truncate">{collection.name}</span>
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">{collection.resourceCount}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
