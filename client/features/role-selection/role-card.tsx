import { CheckCircle2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { RoleOption } from './role-options';

export function RoleCard({ option, selected, current, onSelect }: { option: RoleOption; selected: boolean; current: boolean; onSelect: () => void }) {
  const Icon = option.icon;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      data-role={option.role}
      className={cn(
        'relative flex h-full cursor-pointer flex-col rounded-xl border-2 bg-card p-5 text-left shadow-sm transition-all hover:border-primary/50 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected ? 'border-primary bg-primary/5 ring-2 ring-primary/20' : 'border-transparent ring-1 ring-border',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span className={cn('flex size-11 items-center justify-center rounded-lg', selected ? 'bg-primary text-primary-foreground' : 'bg-primary/10 text-primary')}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="flex flex-wrap justify-end gap-1.5">
          {option.badge && <Badge>{option.badge}</Badge>}
          {current && <Badge variant="outline">Current role</Badge>}
        </span>
      </div>
      <span className="mt-4 text-lg font-semibold">{option.title}</span>
      <span className="mt-1 text-sm text-muted-foreground">{option.description}</span>
      <span className="mt-4 flex flex-wrap gap-1.5">
        {option.features.map((feature) => (
          <span key={feature} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
            {feature}
          </span>
        ))}
      </span>
      {option.note && <span className="mt-4 text-xs font-medium text-muted-foreground">{option.note}</span>}
      {selected && <CheckCircle2 className="absolute right-3 bottom-3 size-5 text-primary" aria-hidden="true" />}
    </button>
  );
}
