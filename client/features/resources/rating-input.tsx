import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

export function RatingInput({ value, onRate, disabled }: { value: number | null; onRate: (rating: number) => void; disabled?: boolean }) {
  return (
    <div role="group" aria-label="Your rating" className="flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => {
        const on = value !== null && star <= value;
        return (
          <button
            key={star}
            type="button"
            disabled={disabled}
            aria-label={`Rate ${star} out of 5`}
            aria-pressed={value === star}
            onClick={() => onRate(star)}
            className="rounded p-0.5 hover:scale-110 disabled:opacity-50"
          >
            <Star className={cn('size-5', on ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground')} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
