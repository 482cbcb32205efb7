import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { COACH_ONBOARDING_MESSAGES, coachProfileInput, coachProfileOutput } from '@shared/schemas/coach-onboarding';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { findCoachByUserId } from '../coaches/coaches.queries';
import { clientLimitOf, coachPlanOf } from '../coaches/client-limit';
import { findUserById } from '../users/users.queries';
import { upsertCoachProfile } from './coach-onboarding.queries';
import { signedIn } from '../../trpc/access';
import { perHour } from '../../trpc/meta';

async function profileOf(db: Parameters<typeof findCoachByUserId>[0], userId: string) {
  const [coach, plan] = await Promise.all([findCoachByUserId(db, userId), coachPlanOf(db, userId)]);
  return coach ? { ...coach, plan, clientLimit: clientLimitOf(plan) } : null;
}

export const coachOnboardingRouter = router({
  mine: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/coach/profile', tags: ['coach-onboarding'], summary: 'Your own coach profile and plan, or null before coach onboarding' }, access: signedIn() })
    .input(z.void())
    .output(coachProfileOutput.nullable())
    .query(({ ctx }) => profileOf(ctx.db, ctx.user.id)),

  save: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/coaches',
        tags: ['coach-onboarding'],
        summary: "Create or update your coach profile (and plan); gives you the coach role and returns the profile",
      },
      quota: perHour(60, 'coach profile saves'), access: signedIn({ own: { organization_admin: 'conflict', admin: 'forbidden' } }),
    })
    .input(coachProfileInput)
    .output(coachProfileOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await findUserById(ctx.db, ctx.user.id);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'You are not signed in' });
      if (user.role === 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: COACH_ONBOARDING_MESSAGES.platformAdmin });
      // Turning the only admin of an organisation into a coach would leave it without one.
      if (user.role === 'organization_admin' && user.organizationId) {
        throw new TRPCError({ code: 'CONFLICT', message: COACH_ONBOARDING_MESSAGES.organizationAdmin });
      }
      await upsertCoachProfile(ctx.db, { id: user.id, role: user.role }, input);
      const profile = await profileOf(ctx.db, user.id);
      if (!profile) throw new Error(`coach profile of ${user.id} vanished after saving`);
      return profile;
    }),
});
