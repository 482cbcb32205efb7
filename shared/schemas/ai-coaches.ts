import { z } from 'zod';
import { pageOf } from './paging';
import { AI_ICON_TYPES } from '../constants/coaching';

export const aiCoachSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  persona: z.string(),
  specialties: z.array(z.string()),
  iconType: z.enum(AI_ICON_TYPES),
  /** A colour name (blue, green, orange, purple) or a hex code from the builder. */
  iconColor: z.string(),
  isActive: z.boolean(),
  /** Null for the platform's coaches; the organisation's id for its custom coaches. */
  organizationId: z.string().nullable(),
});
export type AiCoach = z.infer<typeof aiCoachSchema>;
export const aiCoachPageSchema = pageOf(aiCoachSchema);
