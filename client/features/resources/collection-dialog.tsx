import { Trash2, X } from 'lucide-react';
import { useState } from 'react';
import type { Collection, Resource } from '@shared/schemas/resources';
import { formatResourceDuration } from '@shared/utils/resource-duration';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { TypeIcon } from './resource-meta';
import { showError } from './use-resource-actions';

export function CollectionDialog({ collection, onClose, onOpenResource }: { collection: Collection | null; onClose: () => void; onOpenResource: (resource: Resource) => void }) {
  return (
    <Dialog open={collection !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)]">
        {collection && <CollectionDetail key={collection.id} initial={collection} onClose={onClose} onOpenResource={onOpenResource} />}
      </DialogContent>
    </Dialog>
  );
}

function CollectionDetail({ initial, onClose, onOpenResource }: { initial: Collection; onClose: () => void; onOpenResource: (resource: Resource) => void }) {
  const detail = trpc.resources.collections.get.useQuery({ id: initial.id });
  const collection = detail.data ?? initial;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const removeItem = trpc.resources.collections.removeItem.useMutation({ onError: showError });
  const update = trpc.resources.collections.update.useMutation({ onError: showError });
  const remove = trpc.resources.collections.delete.useMutation({
    onSuccess: () => {
      toast({ title: 'Collection Deleted', description: `"${collection.name}" was deleted. Its resources stay in the library.` });
      onClose();
    },
    onError: showError,
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{collection.name}</DialogTitle>
        <DialogDescription>{collection.description}</DialogDescription>
        {!collection.isOwner && <p className="text-xs text-muted-foreground">Shared by {collection.ownerName}</p>}
      </DialogHeader>

      {collection.isOwner && (
        <div className="flex items-center justify-between gap-4 rounded-md border p-3">
          <Label htmlFor="collection-detail-public">Public: everyone signed in can see it</Label>
          <Switch
            id="collection-detail-public"
            checked={collection.isPublic}
            disabled={update.isPending}
            onCheckedChange={(isPublic) => update.mutate({ id: collection.id, isPublic })}
          />
        </div>
      )}

      <section aria-label="Resources in this collection">
        {detail.isLoading ? (
          <div className="space-y-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : detail.isError ? (
          <p className="text-sm text-destructive">This collection could not be loaded.</p>
        ) : detail.data && detail.data.resources.length > 0 ? (
          <ul className="divide-y rounded-md border">
            {detail.data.resources.map((resource) => (
              <li key={resource.id} className="flex items-center gap-3 p-3">
                <TypeIcon type={resource.type} />
                <div className="min-w-0 flex-1">
                  <button type="button" className="text-left text-sm font-medium hover:text-primary hover:underline" onClick={() => onOpenResource(resource)}>
                    {resource.title}
                  </button>
                  <p className="truncate text-xs text-muted-foreground">
                    {resource.author} · {formatResourceDuration(resource.duration)}
                  </p>
                </div>
                {collection.isOwner && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${resource.title} from ${collection.name}`}
                    disabled={removeItem.isPending}
                    onClick={() => removeItem.mutate({ id: collection.id, resourceId: resource.id })}
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
            No resources in this collection yet. Open a resource and tick this collection to add it.
          </p>
        )}
      </section>

      {collection.isOwner && (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
          {confirmDelete ? (
            <>
              <span className="text-sm">Delete this collection?</span>
              <Button variant="outline" size="sm" onClick={() => setConfirmDelete(false)}>
                Cancel
              </Button>
              <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate({ id: collection.id })}>
                Delete
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden="true" />
              Delete collection
            </Button>
          )}
        </div>
      )}
    </>
  );
}
