import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { clientSchema, coachIdInput, coachListInput, coachSchema } from '@shared/schemas/coaches';
import { router } from '../../trpc/init';
import { publicProcedure, roleProcedure } from '../../trpc/procedures';
import { findCoachById, listClientsOfCoach, listCoaches } from './coaches.queries';

export const coachesRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/coaches',
        tags: ['coaches'],
        summary: 'The public coach directory; filter by specialty (contains, any case), minimum rating and text; sort by rating, experience or price',
        protect: false,
      },
    })
    .input(coachListInput)
    .output(z.array(coachSchema))
    .query(({ ctx, input }) => listCoaches(ctx.db, input)),

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
    .meta({ openapi: { method: 'GET', path: '/clients', tags: ['coaches'], summary: "The signed-in coach's own clients" } })
    .input(z.void())
    .output(z.array(clientSchema))
    .query(({ ctx }) => listClientsOfCoach(ctx.db, ctx.user.id)),
});
