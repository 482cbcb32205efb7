import { z } from 'zod';
import { stripInvisible } from '../utils/visible-text';
import { GOAL_CATEGORIES, GOAL_PRIORITIES, GOAL_STATUSES } from '../constants/coaching';
import { GOAL_LIMITS as L, GOAL_MESSAGES as M } from '../constants/goals';
import { pagedInput, pageOf } from './paging';

export const goalSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(GOAL_CATEGORIES),
  priority: z.enum(GOAL_PRIORITIES),
  status: z.enum(GOAL_STATUSES),
  progress: z.number().int().min(0).max(100),
  /** Calendar date, YYYY-MM-DD. */
  targetDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Goal = z.infer<typeof goalSchema>;
export const goalPageSchema = pageOf(goalSchema);

/** The goals list's filters: search matches the title or the description, ignoring case. */
export const listGoalsInput = pagedInput({
  search: z.string({ error: 'Search must be text' }).trim().max(L.titleMax, `Search must be at most ${L.titleMax} characters`).optional(),
  category: z.enum(GOAL_CATEGORIES, { error: M.category }).optional(),
  status: z.enum(GOAL_STATUSES, { error: M.status }).optional(),
});
export type ListGoalsInput = z.input<typeof listGoalsInput>;

export const goalStatsSchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  active: z.number().int(),
  /** Rounded mean of every goal's progress; 0 with no goals. */
  overallProgress: z.number().int(),
});
export type GoalStats = z.infer<typeof goalStatsSchema>;

const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).overwrite(stripInvisible).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/** A real calendar date: 2026-02-31 is refused rather than rolled over. */
const targetDate = z
  .string({ error: M.targetDateRequired })
  .trim()
  .min(1, M.targetDateRequired)
  .refine((value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, M.targetDateInvalid);

const progress = z.number({ error: M.progress }).int(M.progress).min(0, M.progress).max(100, M.progress);

const goalFields = {
  title: requiredText(M.titleRequired, L.titleMax, 'Title'),
  description: requiredText(M.descriptionRequired, L.descriptionMax, 'Description'),
  category: z.enum(GOAL_CATEGORIES, { error: M.category }),
  priority: z.enum(GOAL_PRIORITIES, { error: M.priority }),
  targetDate,
  progress,
  status: z.enum(GOAL_STATUSES, { error: M.status }),
};

export const createGoalInput = z.object({
  title: goalFields.title,
  description: goalFields.description,
  category: goalFields.category,
  priority: goalFields.priority.default('medium'),
  targetDate: goalFields.targetDate,
  progress: goalFields.progress.default(0),
});
export type CreateGoalInput = z.input<typeof createGoalInput>;
export type CreateGoalValues = z.output<typeof createGoalInput>;

const goalId = z.number({ error: 'Goal id must be a number' }).int('Goal id must be a whole number').positive('Goal id must be positive');
export const goalIdInput = z.object({ id: goalId });

/** Every field optional: the edit form sends them all, an integrator may send one. */
export const updateGoalInput = z.object({
  id: goalId,
  title: goalFields.title.optional(),
  description: goalFields.description.optional(),
  category: goalFields.category.optional(),
  priority: goalFields.priority.optional(),
  targetDate: goalFields.targetDate.optional(),
  progress: goalFields.progress.optional(),
  status: goalFields.status.optional(),
});
export type UpdateGoalInput = z.input<typeof updateGoalInput>;

/** The edit dialog's fields (the id travels separately). */
export const goalFormSchema = updateGoalInput.omit({ id: true }).required();
export type GoalFormInput = z.input<typeof goalFormSchema>;

export const goalDeletedSchema = z.object({ ok: z.literal(true) });
