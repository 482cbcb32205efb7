import { CheckCircle2, Target, TrendingUp, Zap } from 'lucide-react';
import { OVERALL_PROGRESS_HINT, OVERALL_PROGRESS_LABEL } from '@shared/constants/goals';
import type { GoalStats as Stats } from '@shared/schemas/goals';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Total, Completed, Active and Overall Progress (the rounded mean), from GET /api/goals/stats. */
export function GoalStats({ stats }: { stats: Stats | undefined }) {
  const items: { label: string; hint?: string; icon: typeof Target; value: string | number | undefined; tone: string }[] = [
    { label: 'Total', icon: Target, value: stats?.total, tone: 'text-indigo-600 bg-indigo-50' },
    { label: 'Completed', icon: CheckCircle2, value: stats?.completed, tone: 'text-emerald-600 bg-emerald-50' },
    { label: 'Active', icon: Zap, value: stats?.active, tone: 'text-blue-600 bg-blue-50' },
    { label: OVERALL_PROGRESS_LABEL, hint: OVERALL_PROGRESS_HINT, icon: TrendingUp, value: stats === undefined ? undefined : `${stats.overallProgress}%`, tone: 'text-violet-600 bg-violet-50' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ label, hint, icon: Icon, value, tone }) => (
        <Card key={label}>
          <CardContent className="flex items-center gap-3 pt-5">
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`} aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <div>
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold" data-testid={`goal-stat-${label}`}>
                {value === undefined ? <Skeleton className="mt-1 h-6 w-10" /> : value}
              </dd>
              {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
            </div>
          </CardContent>
        </Card>
      ))}
    </dl>
  );
}
