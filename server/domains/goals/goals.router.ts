import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { GOAL_MESSAGES } from '@shared/constants/goals';
import { createGoalInput, goalDeletedSchema, goalIdInput, goalPageSchema, goalSchema, goalStatsSchema, listGoalsInput, updateGoalInput } from '@shared/schemas/goals';
import { recordAudit } from '../../lib/audit';
import { publishDataChange } from '../../lib/live-changes';
import type { Context } from '../../trpc/context';
import { perHour } from '../../trpc/meta';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { deleteGoal, findGoal, goalStats, listGoals } from './goals.queries';
import { changeGoal, createGoal } from './goals.service';
import { signedIn } from '../../trpc/access';

const tags = ['goals'];

/** The owner's other screens and devices refresh their goals. */
function changed<T>(ctx: Pick<Context, 'bus'> & { user: { id: string } }, result: T): T {
  publishDataChange(ctx.bus, [ctx.user.id], 'goals');
  return result;
}
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: GOAL_MESSAGES.notFound });

export const goalsRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/goals', tags, summary: "The caller's goals, newest first (search, category, status filters; paged)" }, paged: true, access: signedIn({ readOne: 'goals.get' }) })
    .input(listGoalsInput)
    .output(goalPageSchema)
    .query(({ ctx, input }) => listGoals(ctx.db, ctx.user.id, input)),

  stats: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/goals/stats', tags, summary: "Total, completed and active goals, and the rounded mean progress" }, access: signedIn() })
    .input(z.void())
    .output(goalStatsSchema)
    .query(({ ctx }) => goalStats(ctx.db, ctx.user.id)),

  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/goals/{id}', tags, summary: 'One of the caller\'s goals' }, access: signedIn({ object: true }) })
    .input(goalIdInput)
    .output(goalSchema)
    .query(async ({ ctx, input }) => {
      const goal = await findGoal(ctx.db, ctx.user.id, input.id);
      if (!goal) throw notFound();
      return goal;
    }),

  create: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/goals', tags, summary: 'Create a goal (progress 100 makes it completed)' }, quota: perHour(300, 'goals'), access: signedIn() })
    .input(createGoalInput)
    .output(goalSchema)
    .mutation(async ({ ctx, input }) => changed(ctx, await createGoal(ctx.db, ctx.user.id, input))),

  update: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/goals/{id}',
        tags,
        summary: 'Change a goal; progress 100 completes it, lowering a completed goal reopens it',
      },
      access: signedIn({ object: true }),
    })
    .input(updateGoalInput)
    .output(goalSchema)
    .mutation(async ({ ctx, input }) => changed(ctx, await changeGoal(ctx.db, ctx.user.id, input))),

  delete: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/goals/{id}', tags, summary: 'Delete one of the caller\'s goals' }, access: signedIn({ object: true }) })
    .input(goalIdInput)
    .output(goalDeletedSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.db.transaction().execute(async (tx) => {
        const goal = await findGoal(tx, ctx.user.id, input.id);
        if (!goal || !(await deleteGoal(tx, ctx.user.id, input.id))) throw notFound();
        await recordAudit(tx, { actorId: ctx.user.id, action: 'goal.deleted', subjectType: 'goal', subjectId: goal.id, details: { title: goal.title } });
      });
      return changed(ctx, { ok: true as const });
    }),
});
