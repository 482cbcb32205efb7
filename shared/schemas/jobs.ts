import { z } from 'zod';
import { pageInput, pageOf } from './paging';

/** A background job that failed every attempt (the dead letter), as admins see it. */
export const deadJobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type DeadJob = z.infer<typeof deadJobSchema>;

export const deadJobsInput = pageInput;
export const deadJobPageSchema = pageOf(deadJobSchema);
