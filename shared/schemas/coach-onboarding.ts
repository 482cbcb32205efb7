import { z } from 'zod';
import { stripInvisible } from '../utils/visible-text';
import { COACH_SPECIALTIES } from '../constants/coaching';
import { COACH_TIMEZONE_VALUES } from '../constants/onboarding';
import { COACH_PLANS } from '../constants/plans';
import { coachSchema } from './coaches';

export const COACH_PLAN_IDS = COACH_PLANS.map((plan) => plan.id) as ['basic', 'premium'];
export const MAX_HOURLY_RATE = 10_000;

/** '150', '150.5', '$150.00': a non-negative amount in dollars with at most two decimals. */
const RATE_PATTERN = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/;

export function hourlyRateToCents(rate: string): number | null {
  const match = RATE_PATTERN.exec(rate.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The form turns any non-numeric experience into 0 before validating (part 2 section 5). */
export function experienceFromText(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** POST /api/coaches: the spec's coach profile payload, plus the plan the coach picked. */
export const coachProfileInput = z.object({
  title: z.string({ error: 'Professional title is required' }).overwrite(stripInvisible).trim().min(1, 'Professional title is required').max(200, 'Title must be at most 200 characters'),
  bio: z.string({ error: 'Bio must be at least 50 characters' }).trim().min(50, 'Bio must be at least 50 characters').max(5000, 'Bio must be at most 5000 characters'),
  resume: z
    .string({ error: 'Resume/background must be at least 100 characters' })
    .trim()
    .min(100, 'Resume/background must be at least 100 characters')
    .max(20000, 'Resume/background must be at most 20000 characters'),
  hourlyRate: z
    .string({ error: 'Hourly rate is required' })
    .trim()
    .min(1, 'Hourly rate is required')
    .refine((rate) => rate === '' || hourlyRateToCents(rate) !== null, 'Hourly rate must be an amount in dollars, like 150')
    .refine((rate) => (hourlyRateToCents(rate) ?? 0) <= MAX_HOURLY_RATE * 100, `Hourly rate must be at most $${MAX_HOURLY_RATE}`),
  experience: z
    .number({ error: 'Experience must be a positive number' })
    .int('Experience must be a whole number of years')
    .min(0, 'Experience must be a positive number')
    .max(80, 'Experience must be at most 80 years'),
  timezone: z.enum(COACH_TIMEZONE_VALUES, { error: 'Timezone is required' }),
  specialties: z
    .array(z.enum(COACH_SPECIALTIES, { error: 'Choose specialties from the list' }), { error: 'At least one specialty is required' })
    .min(1, 'At least one specialty is required')
    .transform((list) => [...new Set(list)]),
  /** Kept on the coach's account (billing reads it); unchanged when omitted on an update, Basic for a new profile. */
  plan: z.enum(COACH_PLAN_IDS, { error: 'Plan must be basic or premium' }).optional(),
});
export type CoachProfileInput = z.input<typeof coachProfileInput>;
export type CoachProfileValues = z.output<typeof coachProfileInput>;

export const coachProfileOutput = coachSchema.extend({
  plan: z.enum(COACH_PLAN_IDS),
  clientLimit: z.number().int(),
});
export type CoachProfile = z.infer<typeof coachProfileOutput>;

export const COACH_ONBOARDING_MESSAGES = {
  platformAdmin: 'Platform administrators cannot become coaches with their admin account.',
  organizationAdmin: 'You administer an organization. Hand it over to another admin before becoming a coach.',
} as const;
