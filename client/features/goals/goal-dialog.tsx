import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { GOAL_CATEGORIES, GOAL_PRIORITIES, GOAL_STATUSES } from '@shared/constants/coaching';
import { GOAL_CATEGORY_LABELS, GOAL_COMPLETE_PROGRESS, GOAL_PRIORITY_LABELS, GOAL_STATUS_LABELS } from '@shared/constants/goals';
import { type Goal, type GoalFormInput, goalFormSchema } from '@shared/schemas/goals';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Slider } from '@/components/ui/slider';
import { Textarea } from '@/components/ui/textarea';
import { useCreateGoal, useUpdateGoal } from './use-goal-mutations';

const EMPTY: GoalFormInput = { title: '', description: '', category: 'leadership', priority: 'medium', targetDate: '', progress: 0, status: 'active' };

function valuesOf(goal: Goal | null): GoalFormInput {
  if (!goal) return EMPTY;
  return {
    title: goal.title,
    description: goal.description ?? '',
    category: goal.category,
    priority: goal.priority,
    targetDate: goal.targetDate ?? '',
    progress: goal.progress,
    status: goal.status,
  };
}

interface GoalDialogProps {
  open: boolean;
  /** The goal being edited; null creates a new one. */
  goal: Goal | null;
  onOpenChange: (open: boolean) => void;
}

/** Create and edit in one form; the progress slider and status appear only when editing. */
export function GoalDialog({ open, goal, onOpenChange }: GoalDialogProps) {
  const editing = goal !== null;
  const form = useForm<GoalFormInput>({ resolver: zodResolver(goalFormSchema), defaultValues: valuesOf(goal) });
  const close = () => onOpenChange(false);
  const create = useCreateGoal(close);
  const update = useUpdateGoal(close);
  const pending = create.isPending || update.isPending;
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(valuesOf(goal));
  }, [open, goal, form]);

  const submit = form.handleSubmit((values) => {
    if (goal) update.mutate({ id: goal.id, ...values });
    else create.mutate({ title: values.title, description: values.description, category: values.category, priority: values.priority, targetDate: values.targetDate });
  });

  const field = (name: 'title' | 'description' | 'targetDate') => ({
    id: `goal-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `goal-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Goal' : 'Create New Goal'}</DialogTitle>
          <DialogDescription>{editing ? 'Update the details and your progress.' : 'Set a clear goal with a target date to track it with your coach.'}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor="goal-title">Title</Label>
            <Input placeholder="e.g. Improve delegation skills" {...field('title')} />
            <FieldError id="goal-title-error" message={errors.title?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="goal-description">Description</Label>
            <Textarea placeholder="What does success look like?" {...field('description')} />
            <FieldError id="goal-description-error" message={errors.description?.message} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="goal-category">Category</Label>
              <Controller
                control={form.control}
                name="category"
                render={({ field: f }) => (
                  <Select value={f.value} onValueChange={f.onChange}>
                    <SelectTrigger id="goal-category">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {GOAL_CATEGORIES.map((c) => (
                        <SelectItem key={c} value={c}>
                          {GOAL_CATEGORY_LABELS[c]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="goal-priority">Priority</Label>
              <Controller
                control={form.control}
                name="priority"
                render={({ field: f }) => (
                  <Select value={f.value} onValueChange={f.onChange}>
                    <SelectTrigger id="goal-priority">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {GOAL_PRIORITIES.map((p) => (
                        <SelectItem key={p} value={p}>
                          {GOAL_PRIORITY_LABELS[p]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="goal-targetDate">Target Date</Label>
            <Input type="date" {...field('targetDate')} />
            <FieldError id="goal-targetDate-error" message={errors.targetDate?.message} />
          </div>
          {editing && (
            <>
              <div className="grid gap-2">
                <Label htmlFor="goal-status">Status</Label>
                <Controller
                  control={form.control}
                  name="status"
                  render={({ field: f }) => (
                    <Select
                      value={f.value}
                      onValueChange={(next) => {
                        f.onChange(next);
                        // Completed means 100%, as the server keeps it.
                        if (next === 'completed') form.setValue('progress', GOAL_COMPLETE_PROGRESS);
                        else if (form.getValues('progress') >= GOAL_COMPLETE_PROGRESS) form.setValue('progress', 90);
                      }}
                    >
                      <SelectTrigger id="goal-status">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {GOAL_STATUSES.map((s) => (
                          <SelectItem key={s} value={s}>
                            {GOAL_STATUS_LABELS[s]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </div>
              <Controller
                control={form.control}
                name="progress"
                render={({ field: f }) => (
                  <div className="grid gap-2">
                    <div className="flex justify-between">
                      <Label id="goal-progress-label">Progress</Label>
                      <span className="text-sm font-medium" data-testid="goal-progress-value">
                        {f.value}%
                      </span>
                    </div>
                    <Slider
                      thumbLabel="Progress"
                      aria-labelledby="goal-progress-label"
                      min={0}
                      max={100}
                      step={5}
                      value={[f.value]}
                      onValueChange={([next = 0]) => {
                        f.onChange(next);
                        const status = form.getValues('status');
                        if (next >= GOAL_COMPLETE_PROGRESS) form.setValue('status', 'completed');
                        else if (status === 'completed') form.setValue('status', 'active');
                      }}
                    />
                    <FieldError message={errors.progress?.message} />
                  </div>
                )}
              />
            </>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {editing ? 'Update Goal' : 'Create Goal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
