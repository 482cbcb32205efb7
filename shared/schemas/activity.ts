import { z } from 'zod';
import { ACTIVITY_TYPES } from '../constants/coaching';
import { pageOf } from './paging';

export const activityEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  /** When it happened, ISO-8601 UTC. */
  timestamp: z.string(),
  /** A colour name the client maps to its palette (blue, green, purple, red, orange, indigo). */
  color: z.string(),
  /** A lucide icon name (calendar, play, check-circle, x-circle, bot, target, trophy, clock). */
  icon: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = pageOf(activityEntrySchema);
