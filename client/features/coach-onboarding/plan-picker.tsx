import { Check } from 'lucide-react';
import { COACH_PLANS, type CoachPlanId, formatUsd } from '@shared/constants/plans';
import { cn } from '@/lib/utils';

/** Basic or Premium: a radio group of plan cards (part 2 section 9). */
export function PlanPicker({ value, onChange }: { value: CoachPlanId; onChange(plan: CoachPlanId): void }) {
  return (
    <div role="radiogroup" aria-label="Subscription plan" className="grid gap-4 sm:grid-cols-2">
      {COACH_PLANS.map((plan) => {
        const selected = plan.id === value;
        return (
          <button
            key={plan.id}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => onChange(plan.id)}
            className={cn(
              'grid gap-3 rounded-lg border-2 p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              selected ? 'border-primary bg-primary/5' : 'border-border hover:border-primary/40',
            )}
          >
            <span className="flex items-baseline justify-between gap-2">
              <span className="text-lg font-semibold">{plan.name}</span>
              <span>
                <span className="text-2xl font-bold">{formatUsd(plan.priceCents)}</span>
                <span className="text-sm text-muted-foreground">/month</span>
              </span>
            </span>
            <ul className="grid gap-1.5 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Check className="size-4 text-primary" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </button>
        );
      })}
    </div>
  );
}
