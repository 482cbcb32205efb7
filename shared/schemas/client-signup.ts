import { z } from 'zod';
import { stripInvisible } from '../utils/visible-text';
import type { Role } from '../constants/roles';
import { emailSchema, passwordSchema } from './auth';

export const SIGNUP_NAME_MAX = 100;
export const SIGNUP_COMPANY_MAX = 200;
export const SIGNUP_GOALS_MAX = 5000;

export const personNameSchema = (label: 'First name' | 'Last name') =>
  z
    .string({ error: `${label} is required` })
    .overwrite(stripInvisible)
    .trim()
    .min(1, `${label} is required`)
    .max(SIGNUP_NAME_MAX, `${label} must be at most ${SIGNUP_NAME_MAX} characters`);

/**
 * Why a visitor signs up, and so the role the account starts with: a client, a coach on the way to
 * coach onboarding, or the admin-to-be of an organisation on the way to organisation setup.
 * Never a platform admin or an organisation role that someone else grants.
 */
export const SIGNUP_INTENTS = ['client', 'coach', 'organization'] as const;
export type SignupIntent = (typeof SIGNUP_INTENTS)[number];
export const SIGNUP_INTENT_ROLES = { client: 'client', coach: 'coach', organization: 'organization_admin' } as const satisfies Record<SignupIntent, Role>;
export const SIGNUP_INTENT_MESSAGE = 'Choose client, coach or organization';
export const SIGNUP_GOALS_MESSAGE = 'Please tell us about your goals';

/** POST /api/client-signup: the spec's signup payload; company is optional, goals are asked of clients only, a password is optional (an e-mailed link signs in otherwise). */
export const clientSignupInput = z
  .object({
    email: emailSchema,
    firstName: personNameSchema('First name'),
    lastName: personNameSchema('Last name'),
    company: z
      .string()
      .trim()
      .max(SIGNUP_COMPANY_MAX, `Company must be at most ${SIGNUP_COMPANY_MAX} characters`)
      .nullish()
      .transform((company) => company || null),
    goals: z
      .string()
      .trim()
      .max(SIGNUP_GOALS_MAX, `Goals must be at most ${SIGNUP_GOALS_MAX} characters`)
      .nullish()
      .transform((goals) => goals || null),
    // An empty field means no password: the form always sends the field.
    password: z
      .string()
      .nullish()
      .transform((password) => password || undefined)
      .pipe(passwordSchema.optional()),
    intent: z.enum(SIGNUP_INTENTS, { error: SIGNUP_INTENT_MESSAGE }).default('client'),
  })
  // Checked beside the other fields' problems, so a form or an integrator sees every missing field at once.
  .refine((input) => input.intent !== 'client' || Boolean(input.goals), { path: ['goals'], message: SIGNUP_GOALS_MESSAGE, when: ({ value }) => typeof value === 'object' && value !== null });
export type ClientSignupInput = z.input<typeof clientSignupInput>;

export const SIGNUP_DUPLICATE_MESSAGE = 'An account with this email already exists. Sign in instead.';
