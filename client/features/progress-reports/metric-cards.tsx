import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { formatMetricValue, type ProgressMetric } from '@shared/schemas/progress-reports';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { OVERALL_PROGRESS_HINT } from '@shared/constants/goals';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function TrendIcon({ trend }: { trend: ProgressMetric['trend'] }) {
  if (trend === 'up') return <ArrowUpRight className="size-4 text-green-600" aria-label="Trending up" />;
  if (trend === 'down') return <ArrowDownRight className="size-4 text-red-600" aria-label="Trending down" />;
  return <Minus className="size-4 text-muted-foreground" aria-label="No change" />;
}

export function MetricCards({ metrics, isLoading }: { metrics: ProgressMetric[] | undefined; isLoading: boolean }) {
  if (isLoading || !metrics) {
    return (
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5" aria-label="Loading metrics">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
      {metrics.map((metric) => (
        <Card key={metric.id} data-testid="metric-card">
          <CardContent className="space-y-2 p-4">
            <p className="text-sm text-muted-foreground">{metric.name}</p>
            {/* The same definition, in the same words, as on /goals. */}
            {metric.id === 'goal-progress' && <p className="text-xs text-muted-foreground">{OVERALL_PROGRESS_HINT}</p>}
            <p>
              <span className="text-2xl font-bold">{metric.value}</span>
              {metric.unit === '%' ? <span className="text-2xl font-bold">%</span> : <span className="ml-1 text-sm text-muted-foreground">{formatMetricValue(metric.value, metric.unit).split(' ')[1]}</span>}
            </p>
            <Progress value={metric.target > 0 ? Math.min(100, (metric.value / metric.target) * 100) : 0} aria-label={`${metric.name} against target`} />
            <div className="flex items-center justify-between text-xs text-muted-foreground">
              <span>Target: {formatMetricValue(metric.target, metric.unit)}</span>
              <span className={cn('flex items-center gap-0.5', metric.trend === 'up' && 'text-green-700', metric.trend === 'down' && 'text-red-700')}>
                <TrendIcon trend={metric.trend} />
                {signed(metric.change)}
              </span>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
