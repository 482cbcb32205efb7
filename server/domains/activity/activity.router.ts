import { z } from 'zod';
import { activityEntrySchema } from '@shared/schemas/activity';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { listActivity } from './activity.queries';

const DEFAULT_LIMIT = 20;

export const activityRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/activity', tags: ['activity'], summary: "The caller's recent events (sessions and goals), newest first" } })
    .input(
      z.object({
        limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1, 'Limit must be between 1 and 100').max(100, 'Limit must be between 1 and 100').optional(),
      }),
    )
    .output(z.array(activityEntrySchema))
    .query(({ ctx, input }) => listActivity(ctx.db, ctx.user.id, input.limit ?? DEFAULT_LIMIT)),
});
