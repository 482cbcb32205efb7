import { z } from 'zod';
import { GOAL_CATEGORIES, GOAL_PRIORITIES, GOAL_STATUSES } from '../constants/coaching';

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
