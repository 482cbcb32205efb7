import { z } from 'zod';
import { stripInvisible } from '../utils/visible-text';
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

/** POST /api/auth/email-link: always answers { ok: true }, whether or not the address has an account. */
export const emailLinkRequestInput = z.object({
  email: emailSchema,
  redirect: z.string().max(2048, 'Redirect is too long').optional(),
});
export type EmailLinkRequestInput = z.input<typeof emailLinkRequestInput>;

export const emailLinkConsumeInput = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(128, 'Token is too long'),
});

export const emailLinkConsumeOutput = z.object({
  user: currentUserSchema,
  /** Same-origin path to continue to, as requested when the link was sent. */
  redirect: z.string(),
});

export const updateRoleInput = z.object({ role: roleSchema });

const IMAGE_URL_MESSAGE = 'Enter an image address starting with https://, or upload a photo';

/** A picture uploaded to this app: /files/avatars/{128-bit id}.{png|jpg|webp|gif}. */
export const UPLOADED_AVATAR_PATH = /^\/files\/avatars\/[a-f0-9]{32}\.(png|jpg|webp|gif)$/;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** https: addresses elsewhere, or a picture uploaded here: never another path of this app (a GET with side effects). */
function isImageUrl(value: string): boolean {
  if (value === '') return true;
  if (UPLOADED_AVATAR_PATH.test(value)) return true;
  if (!/^https:\/\/\S+$/i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.username === '' && url.password === '';
}

/** PATCH /api/auth/user: omitted fields stay as they are; an empty image address removes the image. */
export const updateProfileInput = z.object({
  firstName: z.string().overwrite(stripInvisible).trim().min(1, 'First name is required').max(100, 'First name must be at most 100 characters').optional(),
  lastName: z.string().overwrite(stripInvisible).trim().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters').optional(),
  profileImageUrl: z.string().trim().max(2048, 'Image address is too long').refine(isImageUrl, IMAGE_URL_MESSAGE).nullable().optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const passwordStatusSchema = z.object({ hasPassword: z.boolean() });

/** POST /api/auth/password: the current password is required when the account has one. */
export const changePasswordInput = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  newPassword: passwordSchema,
});

/** The settings form adds a confirmation field that never leaves the browser. */
export const passwordFormSchema = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect';
export const EMAIL_LINK_INVALID_MESSAGE = 'This sign-in link is invalid, has already been used or has expired. Request a new one from the sign-in page.';
