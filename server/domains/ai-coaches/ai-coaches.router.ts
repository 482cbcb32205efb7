import { z } from 'zod';
import { aiCoachSchema } from '@shared/schemas/ai-coaches';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { listVisibleAiCoaches } from './ai-coaches.queries';

export const aiCoachesRouter = router({
  list: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/ai-coaches', tags: ['ai-coaches'], summary: "Active AI coaches the caller may use: the platform's and the caller's organisation's" },
    })
    .input(z.void())
    .output(z.array(aiCoachSchema))
    .query(({ ctx }) => listVisibleAiCoaches(ctx.db, ctx.user)),
});
