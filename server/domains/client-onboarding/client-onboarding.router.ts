import { clientOnboardingInput, clientOnboardingOutput } from '@shared/schemas/client-onboarding';
import { router } from '../../trpc/init';
import { roleProcedure } from '../../trpc/procedures';
import { saveClientOnboarding } from './client-onboarding.queries';
import { roles } from '../../trpc/access';
import { perHour } from '../../trpc/meta';

export const clientOnboardingRouter = router({
  complete: roleProcedure('client')
    .meta({
      openapi: {
        method: 'POST',
        path: '/client-onboarding',
        tags: ['client-onboarding'],
        summary: "Store the onboarding answers (goals, experience, availability, communication preference, agreements) on the signed-in client's profile",
      },
      quota: perHour(60, 'onboarding answers'), access: roles(['client']),
    })
    .input(clientOnboardingInput)
    .output(clientOnboardingOutput)
    .mutation(async ({ ctx, input }) => {
      const row = await saveClientOnboarding(ctx.db, ctx.user.id, input, new Date());
      return {
        goals: row.goals ?? input.goals,
        experience: row.experience ?? input.experience,
        availability: row.availability ?? input.availability,
        communicationPreference: row.communicationPreference ?? input.communicationPreference,
        specificChallenges: row.specificChallenges,
        expectations: row.expectations,
        agreedToTerms: row.agreedToTermsAt !== null,
        agreedToSubscription: row.agreedToSubscriptionAt !== null,
        completedAt: row.onboardedAt ?? new Date().toISOString(),
      };
    }),
});
