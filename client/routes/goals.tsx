import { Plus, Target } from 'lucide-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { Goal } from '@shared/schemas/goals';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { GoalCard } from '@/features/goals/goal-card';
import { GoalDialog } from '@/features/goals/goal-dialog';
import { GoalFilters, goalQuery, type GoalFilterState, isFiltering, NO_GOAL_FILTERS } from '@/features/goals/goal-filters';
import { GoalStats } from '@/features/goals/goal-stats';
import { useDeleteGoal } from '@/features/goals/use-goal-mutations';
import { LoadMore } from '@/components/load-more';
import { infiniteList, pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export function GoalsPage() {
  const [filters, setFilters] = useState<GoalFilterState>(NO_GOAL_FILTERS);
  const goals = trpc.goals.list.useInfiniteQuery(goalQuery({ ...filters, search: useDebouncedValue(filters.search) }), {
    ...infiniteList,
    placeholderData: keepPreviousData,
  });
  const stats = trpc.goals.stats.useQuery();
  const [dialog, setDialog] = useState<{ open: boolean; goal: Goal | null }>({ open: false, goal: null });
  const remove = useDeleteGoal();
  const shown = pagedItems(goals.data);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Goals</h1>
          <p className="mt-1 text-muted-foreground">Set goals, track your progress and celebrate what you achieve.</p>
        </div>
        <Button onClick={() => setDialog({ open: true, goal: null })}>
          <Plus aria-hidden="true" />
          New Goal
        </Button>
      </header>

      <GoalStats stats={stats.data} />
      <GoalFilters value={filters} onChange={setFilters} />

      {goals.isError ? (
        <LoadError what="Your goals" onRetry={() => void goals.refetch()} />
      ) : shown === undefined ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <Target className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{isFiltering(filters) ? 'No goals match your search' : 'No goals yet'}</p>
            <p className="text-sm text-muted-foreground">
              {isFiltering(filters) ? 'Try another search or clear the filters.' : 'Create your first goal to start tracking your progress.'}
            </p>
            {isFiltering(filters) ? (
              <Button variant="outline" onClick={() => setFilters(NO_GOAL_FILTERS)}>
                Clear filters
              </Button>
            ) : (
              <Button onClick={() => setDialog({ open: true, goal: null })}>Create Goal</Button>
            )}
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((goal) => (
              <GoalCard
                key={goal.id}
                goal={goal}
                deleting={remove.isPending && remove.variables?.id === goal.id}
                onEdit={(g) => setDialog({ open: true, goal: g })}
                onDelete={(g) => remove.mutate({ id: g.id })}
              />
            ))}
          </div>
          <LoadMore {...goals} what="goals" />
        </>
      )}

      <GoalDialog open={dialog.open} goal={dialog.goal} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
    </div>
  );
}

export default GoalsPage;
