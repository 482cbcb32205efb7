import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

const STEPS = ['Basic Info', 'Goals'] as const;

export function SignupSteps({ step }: { step: 1 | 2 }) {
  return (
    <ol className="flex items-center gap-3" aria-label="Signup steps">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li key={label} className="flex flex-1 items-center gap-3" aria-current={current ? 'step' : undefined}>
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                done && 'border-primary bg-primary text-primary-foreground',
                current && 'border-primary text-primary',
                !done && !current && 'border-muted-foreground/30 text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" aria-label="Done" /> : number}
            </span>
            <span className={cn('text-sm font-medium', current ? 'text-foreground' : 'text-muted-foreground')}>{label}</span>
            {index < STEPS.length - 1 && <span className={cn('h-0.5 flex-1 rounded', done ? 'bg-primary' : 'bg-muted')} aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}
