import { TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** One figure with its real change against the previous period of the same length. */
export function MetricCard({ label, value, delta, deltaUnit = '', icon, testId }: { label: string; value: string; delta: number; deltaUnit?: string; icon: ReactNode; testId: string }) {
  const up = delta > 0;
  const down = delta < 0;
  const sign = up ? '+' : '';
  return (
    <Card data-testid={testId}>
      <CardContent className="flex items-start justify-between gap-3 p-4">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={`${testId}-value`}>
            {value}
          </p>
          <p className={`mt-1 inline-flex items-center gap-1 text-xs ${up ? 'text-emerald-600' : down ? 'text-red-600' : 'text-muted-foreground'}`}>
            {up && <TrendingUp className="size-3" aria-hidden="true" />}
            {down && <TrendingDown className="size-3" aria-hidden="true" />}
            <span>
              {sign}
              {delta}
              {deltaUnit} vs previous period
            </span>
          </p>
        </div>
        <div className="rounded-md bg-primary/10 p-2 text-primary">{icon}</div>
      </CardContent>
    </Card>
  );
}
