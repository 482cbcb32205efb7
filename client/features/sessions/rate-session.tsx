import { Star } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

/** The client's 1-5 rating of a completed session (rating again replaces it): what analytics' ratings and satisfaction are made of. */
export function RateSession({ sessionId }: { sessionId: number }) {
  const [rated, setRated] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const rate = trpc.sessionRatings.rate.useMutation({
    onSuccess: (data) => {
      setRated(data.rating);
      toast({ title: 'Rating Saved', description: `You rated this session ${data.rating} out of 5.` });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to save your rating. Please try again.'), variant: 'destructive' }),
  });
  const shown = hover ?? rated ?? 0;
  return (
    <div className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="rate-session">
      <span>{rated ? `Your rating: ${rated}/5` : 'Rate this session'}</span>
      <span className="flex" onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className="cursor-pointer rounded p-0.5 focus-visible:outline-2 focus-visible:outline-primary"
            aria-label={`Rate ${n} out of 5`}
            aria-pressed={rated === n}
            disabled={rate.isPending}
            onMouseEnter={() => setHover(n)}
            onFocus={() => setHover(n)}
            onBlur={() => setHover(null)}
            onClick={() => rate.mutate({ id: sessionId, rating: n })}
          >
            <Star className={cn('size-4', n <= shown ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} aria-hidden="true" />
          </button>
        ))}
      </span>
    </div>
  );
}
