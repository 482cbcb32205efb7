import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Collection, Resource } from '@shared/schemas/resources';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/auth';
import { trpc } from '@/lib/trpc';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { infiniteList, pagedItems } from '@/lib/paging';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AddResourceDialog } from '@/features/resources/add-resource-dialog';
import { CollectionDialog } from '@/features/resources/collection-dialog';
import { CreateCollectionDialog } from '@/features/resources/create-collection-dialog';
import { filterQuery, hasFilters, NO_FILTERS, ResourceFilters, type ResourceFilterState } from '@/features/resources/resource-filters';
import { ResourceDetailDialog } from '@/features/resources/resource-detail-dialog';
import { CollectionsPanel, FeaturedResources, NoBookmarks, NoResults, ResourceList } from '@/features/resources/resource-lists';

const TABS = ['all', 'collections', 'bookmarks'] as const;
type Tab = (typeof TABS)[number];

function matchingLabel(count: number): string {
  return count === 1 ? '1 matching resource' : `${count} matching resources`;
}

/** Tab counts; hidden on phones so the three tabs fit without scrolling. */
function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return <span className="hidden sm:inline">({value})</span>;
}

export function ResourcesPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'all';
  const setTab = (next: string) =>
    setParams(
      (current) => {
        if (next === 'all') current.delete('tab');
        else current.set('tab', next);
        return current;
      },
      { replace: true },
    );

  const [filters, setFilters] = useState<ResourceFilterState>(NO_FILTERS);
  const [openResource, setOpenResource] = useState<Resource | null>(null);
  const [openCollection, setOpenCollection] = useState<Collection | null>(null);
  const [creatingCollection, setCreatingCollection] = useState(false);
  const [addingResource, setAddingResource] = useState(false);

  const query = filterQuery({ ...filters, search: useDebouncedValue(filters.search) });
  const library = trpc.resources.list.useInfiniteQuery(query, infiniteList);
  const bookmarks = trpc.resources.list.useInfiniteQuery({ ...query, bookmarked: true }, { ...infiniteList, enabled: tab === 'bookmarks' });
  const counts = trpc.resources.counts.useQuery(query);
  const featured = trpc.resources.featured.useQuery();
  const collections = trpc.resources.collections.list.useInfiniteQuery({}, { ...infiniteList, enabled: tab === 'collections' });
  const bookmarkCount = counts.data?.bookmarked;
  const canAdd = user?.role === 'coach' || user?.role === 'admin';
  const filtering = hasFilters(filters);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Resources</h1>
          <p className="mt-1 text-muted-foreground">Books, talks, courses, templates and tools for your coaching journey.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setCreatingCollection(true)}>
            <FolderPlus aria-hidden="true" />
            Create Collection
          </Button>
          {canAdd && (
            <Button onClick={() => setAddingResource(true)}>
              <Plus aria-hidden="true" />
              Add Resource
            </Button>
          )}
        </div>
      </header>

      <ResourceFilters value={filters} onChange={setFilters} />

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="all">
            All Resources<Count value={counts.data?.matching} />
          </TabsTrigger>
          <TabsTrigger value="collections">
            Collections<Count value={counts.data?.collections} />
          </TabsTrigger>
          <TabsTrigger value="bookmarks">
            Bookmarks<Count value={bookmarkCount} />
          </TabsTrigger>
        </TabsList>

        <TabsContent value="all" className="space-y-8">
          {!filtering && !featured.isError && <FeaturedResources resources={featured.data} isLoading={featured.isLoading} onOpen={setOpenResource} />}
          <section aria-labelledby="library-heading" className="space-y-3">
            <h2 id="library-heading" className="text-lg font-semibold">
              {filtering ? matchingLabel(counts.data?.matching ?? 0) : 'All Resources'}
            </h2>
            {library.isError ? (
              <LoadError what="The resource library" onRetry={() => void library.refetch()} />
            ) : (
              <>
                <ResourceList resources={pagedItems(library.data)} isLoading={library.isLoading} onOpen={setOpenResource} empty={<NoResults onClear={() => setFilters(NO_FILTERS)} />} />
                <LoadMore {...library} what="resources" />
              </>
            )}
          </section>
        </TabsContent>

        <TabsContent value="collections">
          {collections.isError ? (
            <LoadError what="Collections" onRetry={() => void collections.refetch()} />
          ) : (
            <>
              <CollectionsPanel collections={pagedItems(collections.data)} isLoading={collections.isLoading} onOpen={setOpenCollection} onCreate={() => setCreatingCollection(true)} />
              <LoadMore {...collections} what="collections" />
            </>
          )}
        </TabsContent>

        <TabsContent value="bookmarks">
          {bookmarks.isError ? (
            <LoadError what="Your bookmarks" onRetry={() => void bookmarks.refetch()} />
          ) : (
            <>
              <ResourceList
                resources={pagedItems(bookmarks.data)}
                isLoading={bookmarks.isLoading}
                onOpen={setOpenResource}
                empty={filtering ? <NoResults onClear={() => setFilters(NO_FILTERS)} /> : <NoBookmarks />}
              />
              <LoadMore {...bookmarks} what="bookmarks" />
            </>
          )}
        </TabsContent>
      </Tabs>

      <ResourceDetailDialog resource={openResource} onClose={() => setOpenResource(null)} />
      <CollectionDialog
        collection={openCollection}
        onClose={() => setOpenCollection(null)}
        onOpenResource={(resource) => {
          setOpenCollection(null);
          setOpenResource(resource);
        }}
      />
      <CreateCollectionDialog open={creatingCollection} onOpenChange={setCreatingCollection} onCreated={() => setTab('collections')} />
      {canAdd && <AddResourceDialog open={addingResource} onOpenChange={setAddingResource} onAdded={setOpenResource} />}
    </div>
  );
}

export default ResourcesPage;
