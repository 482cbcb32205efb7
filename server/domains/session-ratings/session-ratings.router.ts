import { TRPCError } from '@trpc/server';
import { rateSessionInput, SESSION_RATING_MESSAGES, sessionRatingSchema } from '@shared/schemas/session-ratings';
import { signedIn } from '../../trpc/access';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { perHour } from '../../trpc/meta';

/** A client's 1-5 rating of a completed session: the source of analytics' ratings and satisfaction. */
export const sessionRatingsRouter = router({
  rate: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/sessions/{id}/rating', tags: ['sessions'], summary: "The session's client rates it (1-5) once completed; rating again replaces it" },
      quota: perHour(120, 'session ratings'), access: signedIn({ object: true }),
    })
    .input(rateSessionInput)
    .output(sessionRatingSchema)
    .mutation(async ({ ctx, input }) => {
      // Only the session's own client rates it; anyone else's session does not exist for them.
      const session = await ctx.db.selectFrom('sessions').select(['id', 'status', 'clientId']).where('id', '=', input.id).where('clientId', '=', ctx.user.id).executeTakeFirst();
      if (!session) throw new TRPCError({ code: 'NOT_FOUND', message: SESSION_RATING_MESSAGES.notFound });
      if (session.status !== 'completed') throw new TRPCError({ code: 'CONFLICT', message: SESSION_RATING_MESSAGES.notCompleted });
      const ratedAt = new Date().toISOString();
      await ctx.db
        .insertInto('sessionRatings')
        .values({ sessionId: session.id, clientId: session.clientId, rating: input.rating, createdAt: ratedAt })
        .onConflict((oc) => oc.column('sessionId').doUpdateSet({ rating: input.rating }))
        .execute();
      return { sessionId: session.id, rating: input.rating, ratedAt };
    }),
});
