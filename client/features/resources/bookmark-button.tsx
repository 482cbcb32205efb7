import { Bookmark, BookmarkCheck } from 'lucide-react';
import type { Resource } from '@shared/schemas/resources';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useBookmark } from './use-resource-actions';

export function BookmarkButton({ resource, withLabel = false }: { resource: Pick<Resource, 'id' | 'title' | 'isBookmarked'>; withLabel?: boolean }) {
  const bookmark = useBookmark();
  const on = resource.isBookmarked;
  const label = on ? `Remove bookmark from ${resource.title}` : `Bookmark ${resource.title}`;
  const Icon = on ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant={withLabel ? 'outline' : 'ghost'}
      size={withLabel ? 'sm' : 'icon'}
      aria-label={withLabel ? undefined : label}
      title={label}
      aria-pressed={on}
      onClick={(event) => {
        event.stopPropagation();
        bookmark.mutate({ id: resource.id, bookmark: !on });
      }}
      className={cn(on && 'text-primary')}
    >
      <Icon className={cn(on && 'fill-primary/15')} aria-hidden="true" />
      {withLabel && (on ? 'Bookmarked' : 'Bookmark')}
    </Button>
  );
}
