import { format, parseISO } from 'date-fns';
import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { GOAL_CATEGORY_LABELS, GOAL_PRIORITY_LABELS, GOAL_STATUS_LABELS } from '@shared/constants/goals';
import type { Goal } from '@shared/schemas/goals';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { CATEGORY_TONE, PRIORITY_TONE, STATUS_TONE } from './goal-look';

interface GoalCardProps {
  goal: Goal;
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
  deleting: boolean;
}

export function GoalCard({ goal, onEdit, onDelete, deleting }: GoalCardProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card data-testid="goal-card">
      <CardContent className="flex h-full flex-col gap-3 pt-5">
        <div className="flex flex-wrap gap-1.5">
          <Badge className={cn('border-transparent', CATEGORY_TONE[goal.category])}>{GOAL_CATEGORY_LABELS[goal.category]}</Badge>
          <Badge className={cn('border-transparent', PRIORITY_TONE[goal.priority])}>{GOAL_PRIORITY_LABELS[goal.priority]} Priority</Badge>
          <Badge className={cn('border-transparent', STATUS_TONE[goal.status])} data-testid="goal-status">
            {GOAL_STATUS_LABELS[goal.status]}
          </Badge>
        </div>
        <div className="space-y-1">
          <h3 className="font-semibold break-words">{goal.title}</h3>
          {goal.description && <p className="text-sm break-words text-muted-foreground">{goal.description}</p>}
        </div>
        <div className="mt-auto space-y-1.5">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">Progress</span>
            <span className="font-medium" data-testid="goal-progress">
              {goal.progress}%
            </span>
          </div>
          <Progress value={goal.progress} aria-label={`${goal.title} progress`} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <CalendarDays className="size-4" aria-hidden="true" />
            {goal.targetDate ? `Target: ${format(parseISO(goal.targetDate), 'MMM d, yyyy')}` : 'No target date'}
          </p>
          {confirming ? (
            <div className="flex items-center gap-2" role="group" aria-label="Confirm deletion">
              <span className="text-sm">Delete this goal?</span>
              <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button variant="destructive" size="sm" disabled={deleting} onClick={() => onDelete(goal)}>
                Delete
              </Button>
            </div>
          ) : (
            <div className="flex gap-1">
              <Button variant="ghost" size="icon" aria-label={`Edit ${goal.title}`} onClick={() => onEdit(goal)}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" className="text-destructive" aria-label={`Delete ${goal.title}`} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
