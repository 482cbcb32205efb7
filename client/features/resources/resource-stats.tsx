import { Clock, Eye, Heart, Star } from 'lucide-react';
import type { Resource } from '@shared/schemas/resources';
import { formatResourceDuration } from '@shared/utils/resource-duration';

const number = new Intl.NumberFormat();

export function ResourceStats({ resource }: { resource: Resource }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <div className="flex items-center gap-1">
        <dt className="sr-only">Duration</dt>
        <Clock className="size-3.5" aria-hidden="true" />
        <dd>{formatResourceDuration(resource.duration)}</dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="sr-only">Rating</dt>
        <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
        <dd>{resource.ratingCount > 0 ? `${resource.rating.toFixed(1)} (${resource.ratingCount})` : 'Not rated'}</dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="sr-only">Views</dt>
        <Eye className="size-3.5" aria-hidden="true" />
        <dd>{number.format(resource.viewCount)}</dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="sr-only">Likes</dt>
        <Heart className="size-3.5" aria-hidden="true" />
        <dd>{number.format(resource.likes)}</dd>
      </div>
    </dl>
  );
}
