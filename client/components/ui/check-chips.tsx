import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

interface Props {
  /** Accessible name of the group. */
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange(next: string[]): void;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

/** A multi-select of labelled toggle chips: each is a checkbox for assistive technology. */
export function CheckChips({ label, options, value, onChange, id, invalid, describedBy, className }: Props) {
  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <div id={id} role="group" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={cn('grid gap-2 sm:grid-cols-2', className)}>
      {options.map((option) => {
        const checked = value.includes(option);
        return (
          <button
            key={option}
            type="button"
            role="checkbox"
            aria-checked={checked}
            onClick={() => toggle(option)}
            className={cn(
              'flex items-center gap-2 rounded-md border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              checked ? 'border-primary bg-primary/10 font-medium text-primary' : 'border-input hover:bg-accent',
            )}
          >
            <span className={cn('flex size-4 shrink-0 items-center justify-center rounded-sm border', checked ? 'border-primary bg-primary text-primary-foreground' : 'border-muted-foreground/50')} aria-hidden="true">
              {checked && <Check className="size-3" />}
            </span>
            {option}
          </button>
        );
      })}
    </div>
  );
}
