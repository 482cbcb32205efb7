import { z } from 'zod';
import { stripInvisible } from '../utils/visible-text';
import { emailSchema } from './auth';

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

/** POST /api/client-signup: the spec's signup payload; company is optional. */
export const clientSignupInput = z.object({
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
    .string({ error: 'Please tell us about your goals' })
    .trim()
    .min(1, 'Please tell us about your goals')
    .max(SIGNUP_GOALS_MAX, `Goals must be at most ${SIGNUP_GOALS_MAX} characters`),
});
export type ClientSignupInput = z.input<typeof clientSignupInput>;

export const SIGNUP_DUPLICATE_MESSAGE = 'An account with this email already exists. Sign in instead.';
