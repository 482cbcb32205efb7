import { z } from 'zod';
import { pageInput, pageOf } from './paging';

/** A background job that failed every attempt (the dead letter), as admins see it. */
export const deadJobSchema = z.object({
  /** The table runner's row number on SQLite, pg-boss's UUID on PostgreSQL. */
  id: z.string(),
  name: z.string(),
  key: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type DeadJob = z.infer<typeof deadJobSchema>;

export const deadJobsInput = pageInput;
export const deadJobPageSchema = pageOf(deadJobSchema);

/** POST /api/admin/jobs/{id}/retry: a dead job back in the queue. */
const JOB_ID_MESSAGE = 'Job id must be a job number or a UUID';
export const retryDeadJobInput = z.object({
  id: z
    .string({ error: JOB_ID_MESSAGE })
    .regex(/^([1-9][0-9]{0,15}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, JOB_ID_MESSAGE),
});

/** A job queued again after an admin's retry: due now, with its attempts counted afresh. */
export const retriedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string().nullable(),
  status: z.literal('queued'),
  runAt: z.string(),
});
export type RetriedJob = z.infer<typeof retriedJobSchema>;

export const JOB_MESSAGES = {
  notFound: 'No failed background job has this id.',
  notDead: 'This job is no longer failed: it was retried already.',
} as const;
