import { CalendarDays, Target } from 'lucide-react';
import { Link } from 'react-router';
import { format, parseISO } from 'date-fns';
import { DASHBOARD_ACTIVE_GOALS } from '@shared/constants/coaching';
import type { Goal } from '@shared/schemas/goals';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

const PRIORITY_TONE: Record<Goal['priority'], string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-800',
  low: 'bg-slate-100 text-slate-700',
};

export function ActiveGoalsPanel({ goals }: { goals: Goal[] | undefined }) {
  const active = (goals ?? []).filter((goal) => goal.status === 'active').slice(0, DASHBOARD_ACTIVE_GOALS);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>
          <h2>Active Goals</h2>
        </CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/goals">View all</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {goals === undefined && [0, 1, 2].map((i) => <Skeleton key={i} className="h-20 w-full" />)}
        {goals !== undefined && active.length === 0 && (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <Target className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No active goals yet</p>
            <p className="text-sm text-muted-foreground">Set a goal to track your progress with your coach.</p>
            <Button asChild size="sm">
              <Link to="/goals">Create Goal</Link>
            </Button>
          </div>
        )}
        {active.map((goal) => (
          <article key={goal.id} className="space-y-2 rounded-lg border p-3" data-testid="active-goal">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline" className="capitalize">
                {goal.category}
              </Badge>
              <Badge className={cn('border-transparent capitalize', PRIORITY_TONE[goal.priority])}>{goal.priority} priority</Badge>
              {goal.targetDate && (
                <span className="ml-auto flex items-center gap-1 text-xs text-muted-foreground">
                  <CalendarDays className="size-3.5" aria-hidden="true" /> Due {format(parseISO(goal.targetDate), 'MMM d, yyyy')}
                </span>
              )}
            </div>
            <h3 className="font-semibold">{goal.title}</h3>
            {goal.description && <p className="line-clamp-2 text-sm text-muted-foreground">{goal.description}</p>}
            <div className="flex items-center gap-3">
              <Progress value={goal.progress} aria-label={`${goal.title} progress`} />
              <span className="w-10 text-right text-sm font-medium">{goal.progress}%</span>
            </div>
          </article>
        ))}
      </CardContent>
    </Card>
  );
}
