import { Crown } from 'lucide-react';
import { RESOURCE_CATEGORY_LABELS, RESOURCE_DIFFICULTY_LABELS, RESOURCE_TYPE_LABELS } from '@shared/constants/resources';
import type { Resource } from '@shared/schemas/resources';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { BookmarkButton } from './bookmark-button';
import { DIFFICULTY_STYLES, TypeIcon } from './resource-meta';
import { ResourceStats } from './resource-stats';

export function ResourceBadges({ resource }: { resource: Resource }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant="secondary">{RESOURCE_TYPE_LABELS[resource.type]}</Badge>
      <Badge variant="outline">{RESOURCE_CATEGORY_LABELS[resource.category]}</Badge>
      <Badge variant="outline" className={DIFFICULTY_STYLES[resource.difficulty]}>
        {RESOURCE_DIFFICULTY_LABELS[resource.difficulty]}
      </Badge>
      {resource.isPremium && (
        <Badge variant="outline" className="gap-1 border-amber-300 bg-amber-50 text-amber-800" title="Needs a purchase or a subscription">
          <Crown className="size-3" aria-hidden="true" />
          Premium
        </Badge>
      )}
    </div>
  );
}

export function ResourceCard({ resource, onOpen, className }: { resource: Resource; onOpen: (resource: Resource) => void; className?: string }) {
  return (
    <Card data-testid="resource-card" className={cn('flex h-full flex-col gap-3 p-4 transition-shadow hover:shadow-md', className)}>
      <div className="flex items-start gap-3">
        <TypeIcon type={resource.type} />
        <div className="min-w-0 flex-1">
          <h3 className="leading-snug font-semibold">
            <button
              type="button"
              onClick={() => onOpen(resource)}
              className="text-left hover:text-primary hover:underline focus-visible:underline"
            >
              {resource.title}
            </button>
          </h3>
          <p className="truncate text-sm text-muted-foreground">{resource.author}</p>
        </div>
        <BookmarkButton resource={resource} />
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{resource.description}</p>
      <div className="mt-auto flex flex-col gap-3">
        <ResourceBadges resource={resource} />
        <ResourceStats resource={resource} />
      </div>
    </Card>
  );
}

export function ResourceCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex gap-3">
        <Skeleton className="size-9" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}

export function ResourceGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>;
}
