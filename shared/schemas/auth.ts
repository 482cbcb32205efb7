import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/auth';
import { ROLES } from '../constants/roles';

export const roleSchema = z.enum(ROLES);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginInput = z.object({
  email: emailSchema,
  // Any non-empty password is checked: a too-short one is simply wrong, never a hint.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInput>;

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: roleSchema,
  profileImageUrl: z.string().nullable(),
  organizationId: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
