import { z } from 'zod';
import { goalSchema } from '@shared/schemas/goals';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { listGoals } from './goals.queries';

export const goalsRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/goals', tags: ['goals'], summary: "The caller's goals, newest first" } })
    .input(z.void())
    .output(z.array(goalSchema))
    .query(({ ctx }) => listGoals(ctx.db, ctx.user.id)),
});
