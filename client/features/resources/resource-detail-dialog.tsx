import { Copy, ExternalLink, Heart, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Resource } from '@shared/schemas/resources';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { BookmarkButton } from './bookmark-button';
import { CollectionPicker } from './collection-picker';
import { RatingInput } from './rating-input';
import { ResourceBadges } from './resource-card';
import { TypeIcon } from './resource-meta';
import { ResourceStats } from './resource-stats';
import { showError, useCountView, useLike, useRate } from './use-resource-actions';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Opening a resource counts one view; the text of templates and tools is read here. */
export function ResourceDetailDialog({ resource, onClose }: { resource: Resource | null; onClose: () => void }) {
  return (
    <Dialog open={resource !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)]">{resource && <ResourceDetail key={resource.id} initial={resource} onDeleted={onClose} />}</DialogContent>
    </Dialog>
  );
}

function ResourceDetail({ initial, onDeleted }: { initial: Resource; onDeleted: () => void }) {
  const detail = trpc.resources.get.useQuery({ id: initial.id });
  const resource: Resource = detail.data ?? initial;
  const countView = useCountView();
  const like = useLike();
  const rate = useRate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = trpc.resources.delete.useMutation({
    onSuccess: () => {
      toast({ title: 'Resource Deleted', description: `"${resource.title}" was removed from the library.` });
      onDeleted();
    },
    onError: showError,
  });

  const counted = useRef(false);
  const { mutate: view } = countView;
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    view({ id: initial.id });
  }, [initial.id, view]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied!', description: 'The text is on your clipboard.' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy. Select the text and copy it instead.', variant: 'destructive' });
    }
  };

  return (
    <>
      <DialogHeader>
        <div className="flex items-start gap-3">
          <TypeIcon type={resource.type} />
          <div className="min-w-0">
            <DialogTitle>{resource.title}</DialogTitle>
            <DialogDescription className="mt-1">{resource.author}</DialogDescription>
          </div>
        </div>
      </DialogHeader>

      <div className="space-y-3">
        <ResourceBadges resource={resource} />
        <ResourceStats resource={resource} />
        <p className="text-sm leading-relaxed">{resource.description}</p>
      </div>

      {resource.url && (
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
          <Button asChild>
            <a href={resource.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Open resource
            </a>
          </Button>
          <span className="text-xs text-muted-foreground">Opens {hostOf(resource.url)} in a new tab</span>
        </div>
      )}

      {resource.hasContent && (
        <section aria-label="Resource text" className="space-y-2">
          {detail.data?.content ? (
            <>
              <pre className="max-h-80 overflow-auto rounded-md border bg-muted/40 p-4 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap">
                {detail.data.content}
              </pre>
              <Button variant="outline" size="sm" onClick={() => void copy(detail.data.content ?? '')}>
                <Copy aria-hidden="true" />
                Copy text
              </Button>
            </>
          ) : detail.isError ? (
            <p className="text-sm text-destructive">The text could not be loaded. Close and open the resource again.</p>
          ) : (
            <Skeleton className="h-40 w-full" />
          )}
        </section>
      )}

      <div className="flex flex-wrap items-center gap-2 border-t pt-4">
        <BookmarkButton resource={resource} withLabel />
        <Button
          variant="outline"
          size="sm"
          aria-pressed={resource.isLiked}
          onClick={() => like.mutate({ id: resource.id, like: !resource.isLiked })}
          className={cn(resource.isLiked && 'text-rose-600')}
        >
          <Heart className={cn(resource.isLiked && 'fill-rose-500 text-rose-500')} aria-hidden="true" />
          {resource.isLiked ? 'Liked' : 'Like'}
        </Button>
        <div className="flex items-center gap-2 sm:ml-auto">
          <span className="text-sm text-muted-foreground">Your rating</span>
          <RatingInput value={resource.myRating} disabled={rate.isPending} onRate={(rating) => rate.mutate({ id: resource.id, rating })} />
        </div>
      </div>

      <CollectionPicker resourceId={resource.id} />

      {resource.canManage && (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
          {confirmDelete ? (
            <>
              <span className="text-sm">Delete this resource for everyone?</span>
              <Button variant="outline" size="sm" onClick={() => setConfirmDelete(false)}>
                Cancel
              </Button>
              <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate({ id: resource.id })}>
                Delete
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden="true" />
              Delete resource
            </Button>
          )}
        </div>
      )}
    </>
  );
}
