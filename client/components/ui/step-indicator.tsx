import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Numbered steps of a wizard: done steps show a tick, the current one is outlined and announced
 * with aria-current="step". `compact` fits a dialog.
 */
export function StepIndicator({ labels, current, label, compact = false }: { labels: readonly string[]; current: number; label: string; compact?: boolean }) {
  return (
    <ol className={cn('flex items-center', compact ? 'gap-2' : 'gap-3')} aria-label={label}>
      {labels.map((text, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li key={text} className={cn('flex flex-1 items-center', compact ? 'gap-2' : 'gap-3')} aria-current={active ? 'step' : undefined}>
            <span
              className={cn(
                'flex shrink-0 items-center justify-center rounded-full font-semibold',
                compact ? 'size-7 border text-xs' : 'size-8 border-2 text-sm',
                done && 'border-primary bg-primary text-primary-foreground',
                active && 'border-primary text-primary',
                !done && !active && 'border-muted-foreground/30 text-muted-foreground',
              )}
            >
              {done ? <Check className={compact ? 'size-3.5' : 'size-4'} aria-label="Done" /> : step}
            </span>
            <span className={cn('truncate', compact ? 'text-xs sm:text-sm' : 'text-sm', active ? 'font-medium text-foreground' : 'text-muted-foreground')}>{text}</span>
            {step < labels.length && <span className={cn('h-0.5 flex-1 rounded', done ? 'bg-primary' : 'bg-muted', compact && 'hidden sm:block')} aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}
