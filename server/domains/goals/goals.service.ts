import { TRPCError } from '@trpc/server';
import { GOAL_COMPLETE_PROGRESS, GOAL_MESSAGES, type GoalStatus } from '@shared/constants/goals';
import type { CreateGoalValues, Goal, UpdateGoalInput } from '@shared/schemas/goals';
import type { Database } from '../../db';
import { recordGoalActivity } from '../activity/activity.queries';
import { ensureBelowCap } from '../../lib/caps';
import { countOpenGoals, findGoal, insertGoal, updateGoal } from './goals.queries';

/**
 * Status and progress kept consistent: a goal is completed exactly when its progress is 100.
 * Marking a goal completed without a progress fills it to 100; lowering a completed goal's
 * progress reopens it as active; paused stays paused below 100.
 */
export function settleStatus(current: { status: GoalStatus; progress: number }, input: { status?: GoalStatus; progress?: number }) {
  let status = input.status ?? current.status;
  let progress = input.progress ?? current.progress;
  if (input.status === 'completed' && input.progress === undefined) progress = GOAL_COMPLETE_PROGRESS;
  if (progress >= GOAL_COMPLETE_PROGRESS) status = 'completed';
  else if (status === 'completed') status = 'active';
  return { status, progress };
}

export async function createGoal(db: Database, userId: string, input: CreateGoalValues): Promise<Goal> {
  const { status, progress } = settleStatus({ status: 'active', progress: 0 }, { progress: input.progress });
  const now = new Date().toISOString();
  return db.transaction().execute(async (tx) => {
    if (status !== 'completed') await ensureBelowCap(tx, 'openGoals', userId, () => countOpenGoals(tx, userId));
    const goal = await insertGoal(tx, {
      userId,
      title: input.title,
      description: input.description,
      category: input.category,
      priority: input.priority,
      targetDate: input.targetDate,
      progress,
      status,
      completedAt: status === 'completed' ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    await recordGoalActivity(tx, goal, 'created');
    if (status === 'completed') await recordGoalActivity(tx, goal, 'completed');
    return goal;
  });
}

export async function changeGoal(db: Database, userId: string, input: UpdateGoalInput & { id: number }): Promise<Goal> {
  const { id, ...fields } = input;
  return db.transaction().execute(async (tx) => {
    const current = await findGoal(tx, userId, id);
    if (!current) throw new TRPCError({ code: 'NOT_FOUND', message: GOAL_MESSAGES.notFound });
    const { status, progress } = settleStatus(current, fields);
    if (current.status === 'completed' && status !== 'completed') await ensureBelowCap(tx, 'openGoals', userId, () => countOpenGoals(tx, userId));
    const now = new Date().toISOString();
    const completing = status === 'completed' && current.status !== 'completed';
    const updated = await updateGoal(tx, userId, id, {
      ...(fields.title !== undefined && { title: fields.title }),
      ...(fields.description !== undefined && { description: fields.description }),
      ...(fields.category !== undefined && { category: fields.category }),
      ...(fields.priority !== undefined && { priority: fields.priority }),
      ...(fields.targetDate !== undefined && { targetDate: fields.targetDate }),
      status,
      progress,
      completedAt: status === 'completed' ? (completing ? now : current.completedAt) : null,
      updatedAt: now,
    });
    if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: GOAL_MESSAGES.notFound });
    if (completing) await recordGoalActivity(tx, updated, 'completed');
    return updated;
  });
}
