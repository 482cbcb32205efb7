import type { ClientOnboardingValues } from '@shared/schemas/client-onboarding';
import type { Database } from '../../db';

/** Stores the answers on the client's profile, creating the profile when signup did not. */
export async function saveClientOnboarding(db: Database, userId: string, answers: ClientOnboardingValues, now: Date) {
  const at = now.toISOString();
  const fields = {
    goals: answers.goals,
    experience: answers.experience,
    availability: answers.availability,
    communicationPreference: answers.communicationPreference,
    specificChallenges: answers.specificChallenges,
    expectations: answers.expectations,
    agreedToTermsAt: at,
    agreedToSubscriptionAt: at,
    onboardedAt: at,
    updatedAt: at,
  };
  return db
    .insertInto('clientProfiles')
    .values({ userId, company: null, ...fields })
    .onConflict((oc) => oc.column('userId').doUpdateSet(fields))
    .returningAll()
    .executeTakeFirstOrThrow();
}
