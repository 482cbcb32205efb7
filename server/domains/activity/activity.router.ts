import { activityPageSchema } from '@shared/schemas/activity';
import { pageInput } from '@shared/schemas/paging';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { listActivity } from './activity.queries';

export const activityRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/activity', tags: ['activity'], summary: "The caller's recent events (sessions and goals), newest first; paged" }, paged: true })
    .input(pageInput)
    .output(activityPageSchema)
    .query(({ ctx, input }) => listActivity(ctx.db, ctx.user.id, input)),
});
