import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** What the button loads, e.g. 'goals': the label reads 'Load more goals'. */
  what: string;
}

/** The end of a paged list: a button for the next page while there is one. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, what }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
        {isFetchingNextPage ? 'Loading...' : `Load more ${what}`}
      </Button>
    </div>
  );
}
