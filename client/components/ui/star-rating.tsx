import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Five stars filled to the rating (rounded to the half), with the number beside them. */
export function StarRating({ value, className, showValue = true }: { value: number; className?: string; showValue?: boolean }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className={cn('inline-flex items-center gap-1', className)} aria-label={`Rated ${value.toFixed(1)} out of 5`}>
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={cn('size-4', n <= rounded ? 'fill-amber-400 text-amber-400' : n - 0.5 === rounded ? 'fill-amber-200 text-amber-400' : 'text-slate-300')}
          />
        ))}
      </span>
      {showValue && <span className="text-sm font-medium">{value.toFixed(1)}</span>}
    </span>
  );
}
