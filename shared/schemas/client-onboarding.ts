import { z } from 'zod';
import { ONBOARDING_AVAILABILITY, ONBOARDING_COMMUNICATION, ONBOARDING_EXPERIENCE } from '../constants/onboarding';

const values = <T extends readonly { value: string }[]>(list: T) => list.map((item) => item.value) as [T[number]['value'], ...T[number]['value'][]];

const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(5000, `${label} must be at most 5000 characters`)
    .nullish()
    .transform((text) => text || null);

/** POST /api/client-onboarding: the three steps' answers, sent together at the end. */
export const clientOnboardingInput = z.object({
  goals: z
    .string({ error: 'Please describe your goals (minimum 10 characters)' })
    .trim()
    .min(10, 'Please describe your goals (minimum 10 characters)')
    .max(5000, 'Goals must be at most 5000 characters'),
  experience: z.enum(values(ONBOARDING_EXPERIENCE), { error: 'Please select your coaching experience' }),
  availability: z.enum(values(ONBOARDING_AVAILABILITY), { error: 'Please select your availability' }),
  communicationPreference: z.enum(values(ONBOARDING_COMMUNICATION), { error: 'Please select communication preference' }),
  specificChallenges: optionalText('Specific challenges'),
  expectations: optionalText('Expectations'),
  agreedToTerms: z.literal(true, { error: 'You must agree to the terms' }),
  agreedToSubscription: z.literal(true, { error: 'You must agree to the subscription terms' }),
});
export type ClientOnboardingInput = z.input<typeof clientOnboardingInput>;
export type ClientOnboardingValues = z.output<typeof clientOnboardingInput>;

export const STEP_FIELDS = {
  1: ['goals', 'experience', 'specificChallenges'],
  2: ['availability', 'communicationPreference', 'expectations'],
  3: ['agreedToTerms', 'agreedToSubscription'],
} as const satisfies Record<1 | 2 | 3, readonly (keyof ClientOnboardingInput)[]>;

export const clientOnboardingOutput = z.object({
  goals: z.string(),
  experience: z.string(),
  availability: z.string(),
  communicationPreference: z.string(),
  specificChallenges: z.string().nullable(),
  expectations: z.string().nullable(),
  agreedToTerms: z.boolean(),
  agreedToSubscription: z.boolean(),
  completedAt: z.string(),
});
