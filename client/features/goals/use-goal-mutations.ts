import { GOAL_MESSAGES } from '@shared/constants/goals';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

function failed(error: unknown) {
  toast({ title: 'Error', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
}

export function useCreateGoal(onDone: () => void) {
  return trpc.goals.create.useMutation({
    onSuccess: (goal) => {
      toast({ title: GOAL_MESSAGES.created, description: `"${goal.title}" has been added to your goals.` });
      onDone();
    },
    onError: failed,
  });
}

export function useUpdateGoal(onDone: () => void) {
  return trpc.goals.update.useMutation({
    onSuccess: (goal) => {
      toast({
        title: GOAL_MESSAGES.updated,
        description: goal.status === 'completed' ? `"${goal.title}" is completed. Well done!` : `"${goal.title}" has been updated.`,
      });
      onDone();
    },
    onError: failed,
  });
}

export function useDeleteGoal() {
  return trpc.goals.delete.useMutation({
    onSuccess: () => {
      toast({ title: GOAL_MESSAGES.deleted, description: 'The goal has been removed.' });
    },
    onError: failed,
  });
}
