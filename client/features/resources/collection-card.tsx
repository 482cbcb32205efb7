import { format } from 'date-fns';
import { Globe, Lock } from 'lucide-react';
import type { Collection } from '@shared/schemas/resources';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function CollectionCard({ collection, onOpen }: { collection: Collection; onOpen: (collection: Collection) => void }) {
  const count = collection.resourceCount;
  return (
    <Card data-testid="collection-card" className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="leading-snug font-semibold">{collection.name}</h3>
        {collection.isPublic ? (
          <Badge variant="outline" className="gap-1">
            <Globe className="size-3" aria-hidden="true" />
            Public
          </Badge>
        ) : (
          <Badge variant="secondary" className="gap-1">
            <Lock className="size-3" aria-hidden="true" />
            Private
          </Badge>
        )}
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{collection.description}</p>
      <div className="mt-auto flex items-end justify-between gap-3">
        <p className="text-xs text-muted-foreground">
          {count} {count === 1 ? 'resource' : 'resources'} · Created {format(new Date(collection.createdAt), 'MMM d, yyyy')}
          {!collection.isOwner && <span className="block">by {collection.ownerName}</span>}
        </p>
        <Button variant="outline" size="sm" onClick={() => onOpen(collection)} aria-label={`View ${collection.name}`}>
          View
        </Button>
      </div>
    </Card>
  );
}
