import { aiCoachPageSchema } from '@shared/schemas/ai-coaches';
import { pageInput } from '@shared/schemas/paging';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { listVisibleAiCoaches } from './ai-coaches.queries';

export const aiCoachesRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai-coaches',
        tags: ['ai-coaches'],
        summary: "Active AI coaches the caller may use: the caller's organisation's first, then the platform's; paged",
      },
      paged: true,
    })
    .input(pageInput)
    .output(aiCoachPageSchema)
    .query(({ ctx, input }) => listVisibleAiCoaches(ctx.db, ctx.user, input)),
});
