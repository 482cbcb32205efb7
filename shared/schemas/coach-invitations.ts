import { z } from 'zod';
import { pageOf } from './paging';
import { INVITATION_STATUSES } from '../constants/onboarding';
import { emailSchema } from './auth';

export const invitationLinkSchema = z.object({
  invitationUrl: z.string(),
  /** data:image/png;base64,... */
  qrCodeDataUrl: z.string(),
  /** How many times the link has been opened (counted per visitor address). */
  clickCount: z.number().int(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const sendInvitationInput = z.object({
  email: emailSchema,
  message: z
    .string()
    .trim()
    .max(2000, 'Message must be at most 2000 characters')
    .nullish()
    .transform((message) => message || null),
  /** Send again to an address with a pending invitation (without it, that is refused with 409). */
  resend: z.boolean({ error: 'Resend must be true or false' }).optional(),
});
export type SendInvitationInput = z.input<typeof sendInvitationInput>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  message: z.string().nullable(),
  sentAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationPageSchema = pageOf(invitationSchema);

export const trackClickInput = z.object({ coachId: z.number().int().positive() });
export const trackClickOutput = z.object({ counted: z.boolean() });

/** POST /api/invitations/accept: the invitation page's explicit confirmation. */
export const acceptInvitationInput = z.object({ coachId: z.number({ error: 'Coach id must be a number' }).int().positive() });
/** joined: the signed-in client is now the coach's client; pending: the next sign-in in this browser joins. */
export const acceptInvitationOutput = z.object({ status: z.enum(['joined', 'pending']), coachName: z.string() });
export type AcceptInvitationOutput = z.infer<typeof acceptInvitationOutput>;

export const declineInvitationInput = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(128, 'Token is too long'),
});
export const declineInvitationOutput = z.object({ status: z.literal('declined'), coachName: z.string() });

export const INVITATION_MESSAGES = {
  /** 409 for a second invitation to an address whose first is still pending; the date is yyyy-MM-dd (UTC). */
  alreadyInvited: (date: string) => `Already invited on ${date}: resend?`,
  noProfile: 'Create your coach profile first: your invitation link points to it.',
  dailyLimit: 'You can send at most 50 invitations a day. Try again tomorrow.',
  declineInvalid: 'This decline link is invalid or has already been used.',
  self: 'You cannot invite yourself.',
  acceptClientsOnly: 'Only client accounts can join a coach. Sign in with your client account to accept this invitation.',
  acceptOwn: 'This is your own invitation link.',
} as const;
