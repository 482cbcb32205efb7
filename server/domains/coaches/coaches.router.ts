import { TRPCError } from '@trpc/server';
import { clientPageSchema, coachCountInput, coachCountSchema, coachIdInput, coachListInput, coachPageSchema, coachSchema } from '@shared/schemas/coaches';
import { pageInput } from '@shared/schemas/paging';
import { router } from '../../trpc/init';
import { publicProcedure, roleProcedure } from '../../trpc/procedures';
import { countCoaches, findCoachById, listClientsOfCoach, listCoaches } from './coaches.queries';

export const coachesRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/coaches',
        tags: ['coaches'],
        summary: 'The public coach directory; filter by specialty (contains, any case), minimum rating and text; sort by rating, experience or price; paged',
        protect: false,
      },
      paged: true,
    })
    .input(coachListInput)
    .output(coachPageSchema)
    .query(({ ctx, input }) => listCoaches(ctx.db, input)),

  // Before /coaches/{id}: the REST facade takes the first matching path.
  count: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/coaches/count', tags: ['coaches'], summary: 'How many directory profiles match the filters of GET /coaches', protect: false } })
    .input(coachCountInput)
    .output(coachCountSchema)
    .query(async ({ ctx, input }) => ({ count: await countCoaches(ctx.db, input) })),

  byId: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/coaches/{id}', tags: ['coaches'], summary: 'One coach profile from the public directory', protect: false } })
    .input(coachIdInput)
    .output(coachSchema)
    .query(async ({ ctx, input }) => {
      const coach = await findCoachById(ctx.db, input.id);
      if (!coach) throw new TRPCError({ code: 'NOT_FOUND', message: 'Coach not found' });
      return coach;
    }),

  clients: roleProcedure('coach')
    .meta({ openapi: { method: 'GET', path: '/clients', tags: ['coaches'], summary: "The signed-in coach's own clients, by name; paged" }, paged: true })
    .input(pageInput)
    .output(clientPageSchema)
    .query(({ ctx, input }) => listClientsOfCoach(ctx.db, ctx.user.id, input)),
});
