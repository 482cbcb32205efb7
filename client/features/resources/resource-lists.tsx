import { Bookmark, FolderPlus, SearchX, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Collection, Resource } from '@shared/schemas/resources';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CollectionCard } from './collection-card';
import { ResourceCard, ResourceCardSkeleton, ResourceGrid } from './resource-card';

export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center">
      <div className="text-muted-foreground">{icon}</div>
      <p className="font-medium">{title}</p>
      {children}
    </div>
  );
}

export function ResourceList({ resources, isLoading, onOpen, empty }: { resources: Resource[] | undefined; isLoading: boolean; onOpen: (r: Resource) => void; empty: ReactNode }) {
  if (isLoading) {
    return (
      <ResourceGrid>
        {Array.from({ length: 6 }, (_, i) => (
          <ResourceCardSkeleton key={i} />
        ))}
      </ResourceGrid>
    );
  }
  if (!resources || resources.length === 0) return <>{empty}</>;
  return (
    <ResourceGrid>
      {resources.map((resource) => (
        <ResourceCard key={resource.id} resource={resource} onOpen={onOpen} />
      ))}
    </ResourceGrid>
  );
}

export function FeaturedResources({ resources, isLoading, onOpen }: { resources: Resource[] | undefined; isLoading: boolean; onOpen: (r: Resource) => void }) {
  if (!isLoading && (!resources || resources.length === 0)) return null;
  return (
    <section aria-labelledby="featured-heading" className="space-y-3">
      <div className="flex items-center gap-2">
        <Sparkles className="size-4 text-amber-500" aria-hidden="true" />
        <h2 id="featured-heading" className="text-lg font-semibold">
          Featured Resources
        </h2>
        <span className="hidden text-xs text-muted-foreground sm:inline">Highest rated by members</span>
      </div>
      <ResourceList
        resources={resources}
        isLoading={isLoading}
        onOpen={onOpen}
        empty={null}
      />
    </section>
  );
}

export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState icon={<SearchX className="size-8" />} title="No resources found">
      <p className="text-sm text-muted-foreground">Try another search or clear the filters.</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear Filters
      </Button>
    </EmptyState>
  );
}

export function NoBookmarks() {
  return (
    <EmptyState icon={<Bookmark className="size-8" />} title="No bookmarks yet">
      <p className="text-sm text-muted-foreground">Use the bookmark icon on any resource to keep it here.</p>
    </EmptyState>
  );
}

export function CollectionsPanel({
  collections,
  isLoading,
  onOpen,
  onCreate,
}: {
  collections: Collection[] | undefined;
  isLoading: boolean;
  onOpen: (c: Collection) => void;
  onCreate: () => void;
}) {
  if (isLoading) {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} className="space-y-3 p-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-10 w-full" />
          </Card>
        ))}
      </div>
    );
  }
  const own = collections?.filter((c) => c.isOwner) ?? [];
  const shared = collections?.filter((c) => !c.isOwner) ?? [];
  const grid = (items: Collection[]) => (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((collection) => (
        <CollectionCard key={collection.id} collection={collection} onOpen={onOpen} />
      ))}
    </div>
  );
  return (
    <div className="space-y-8">
      <section aria-labelledby="own-collections" className="space-y-3">
        <h2 id="own-collections" className="text-lg font-semibold">
          Your Collections
        </h2>
        {own.length > 0 ? (
          grid(own)
        ) : (
          <EmptyState icon={<FolderPlus className="size-8" />} title="No collections yet">
            <p className="text-sm text-muted-foreground">Group resources for a goal, a programme or a client.</p>
            <Button size="sm" onClick={onCreate}>
              Create Collection
            </Button>
          </EmptyState>
        )}
      </section>
      {shared.length > 0 && (
        <section aria-labelledby="shared-collections" className="space-y-3">
          <h2 id="shared-collections" className="text-lg font-semibold">
            Shared by Others
          </h2>
          {grid(shared)}
        </section>
      )}
    </div>
  );
}
