import { GOAL_MESSAGES } from '@shared/constants/goals';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

function failed(error: unknown) {
  toast({ title: 'Error', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
}

/** Goals feed the stats, the dashboard counts and Recent Activity: refresh them all after a change. */
function useRefreshGoals() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.goals.list.invalidate(), utils.goals.stats.invalidate(), utils.dashboard.stats.invalidate(), utils.activity.list.invalidate()]);
}

export function useCreateGoal(onDone: () => void) {
  const refresh = useRefreshGoals();
  return trpc.goals.create.useMutation({
    onSuccess: (goal) => {
      toast({ title: GOAL_MESSAGES.created, description: `"${goal.title}" has been added to your goals.` });
      void refresh();
      onDone();
    },
    onError: failed,
  });
}

export function useUpdateGoal(onDone: () => void) {
  const refresh = useRefreshGoals();
  return trpc.goals.update.useMutation({
    onSuccess: (goal) => {
      toast({
        title: GOAL_MESSAGES.updated,
        description: goal.status === 'completed' ? `"${goal.title}" is completed. Well done!` : `"${goal.title}" has been updated.`,
      });
      void refresh();
      onDone();
    },
    onError: failed,
  });
}

export function useDeleteGoal() {
  const refresh = useRefreshGoals();
  return trpc.goals.delete.useMutation({
    onSuccess: () => {
      toast({ title: GOAL_MESSAGES.deleted, description: 'The goal has been removed.' });
      void refresh();
    },
    onError: failed,
  });
}
