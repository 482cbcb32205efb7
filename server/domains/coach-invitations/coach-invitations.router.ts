import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { INVITATIONS_PER_DAY } from '@shared/constants/onboarding';
import { personName } from '@shared/utils/person-name';
import {
  INVITATION_MESSAGES,
  acceptInvitationInput,
  acceptInvitationOutput,
  declineInvitationInput,
  declineInvitationOutput,
  invitationLinkSchema,
  invitationPageSchema,
  invitationSchema,
  sendInvitationInput,
  trackClickInput,
  trackClickOutput,
} from '@shared/schemas/coach-invitations';
import { pageInput } from '@shared/schemas/paging';
import { lockKeys } from '../../db/dialect';
import { recordAudit } from '../../lib/audit';
import { tooManyRequests } from '../../lib/errors';
import { publishDataChange } from '../../lib/live-changes';
import { hashToken, randomToken } from '../../lib/tokens';
import { router } from '../../trpc/init';
import { publicProcedure, roleProcedure } from '../../trpc/procedures';
import type { Context } from '../../trpc/context';
import { COACH_FULL_MESSAGE } from '../coaches/client-limit';
import { findCoachById, findCoachByUserId } from '../coaches/coaches.queries';
import { findUserById } from '../users/users.queries';
import {
  countInvitationClicks,
  countInvitationsSince,
  deleteInvitation,
  declineInvitationByToken,
  findPendingInvitation,
  insertInvitation,
  listInvitationsOfCoach,
  recordInvitationClick,
  renewInvitation,
} from './coach-invitations.queries';
import { invitationMessage } from './invitation.mail';
import { invitationQrCode, invitationUrl } from './invitation-link';
import { beginReferral, joinCoach } from './referrals';
import { anyone, everyone, roles } from '../../trpc/access';
import { perHour } from '../../trpc/meta';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const CLICKS_PER_IP_HOUR = 60;
const DECLINES_PER_IP_HOUR = 30;
const ACCEPTS_PER_IP_HOUR = 60;

const coachProcedure = roleProcedure('coach');

async function ownProfile(ctx: Pick<Context, 'db'>, userId: string) {
  const coach = await findCoachByUserId(ctx.db, userId);
  if (!coach) throw new TRPCError({ code: 'CONFLICT', message: INVITATION_MESSAGES.noProfile });
  return coach;
}

async function linkFor(ctx: Context, userId: string, options: { regenerate?: boolean } = {}) {
  const coach = await ownProfile(ctx, userId);
  const url = invitationUrl(ctx.request.origin, coach.id);
  const qrCodeDataUrl = await invitationQrCode(ctx.storage, coach.id, url, options);
  return { invitationUrl: url, qrCodeDataUrl, clickCount: await countInvitationClicks(ctx.db, userId) };
}

const linkMeta = (method: 'GET' | 'POST', path: `/${string}`, summary: string) => ({ openapi: { method, path, tags: ['coach-invitations'], summary } });

export const coachInvitationsRouter = router({
  link: coachProcedure
    .meta({ ...linkMeta('GET', '/coach/invitation-link', 'Your personal invitation link ({PUBLIC_URL}/invite/{coachId}) and its QR code as a PNG data URL'), access: roles(['coach']) })
    .input(z.void())
    .output(invitationLinkSchema)
    .query(({ ctx }) => linkFor(ctx, ctx.user.id)),

  generateQr: coachProcedure
    .meta({ ...linkMeta('POST', '/coach/generate-qr', 'Generate the QR code of your invitation link again'), quota: perHour(60, 'QR codes'), access: roles(['coach']) })
    .input(z.void())
    .output(invitationLinkSchema)
    .mutation(({ ctx }) => linkFor(ctx, ctx.user.id, { regenerate: true })),

  send: coachProcedure
    .meta({ ...linkMeta('POST', '/coach/send-invitation', 'E-mail your invitation link to someone, with an optional message; at most 50 a day'), limitedBy: '50 invitations a day per coach, counted under a lock', access: roles(['coach']) })
    .input(sendInvitationInput)
    .output(invitationSchema)
    .mutation(async ({ ctx, input }) => {
      const coach = await ownProfile(ctx, ctx.user.id);
      if (input.email === ctx.user.email.toLowerCase()) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: INVITATION_MESSAGES.self, cause: new z.ZodRealError([{ code: 'custom', path: ['email'], message: INVITATION_MESSAGES.self, input: input.email }]) });
      }
      const token = randomToken();
      const url = invitationUrl(ctx.request.origin, coach.id);
      const declineTokenHash = hashToken(ctx.config.sessionSecret, token);
      // Count, check for a pending invitation and record in one locked step, so parallel sends can
      // neither pass the daily limit nor leave two pending invitations to one address.
      const { invitation, renewed } = await ctx.db.transaction().execute(async (trx) => {
        await lockKeys(trx, `invitations:${ctx.user.id}`);
        const sent = await countInvitationsSince(trx, ctx.user.id, new Date(Date.now() - DAY_MS));
        if (sent >= INVITATIONS_PER_DAY) throw tooManyRequests(INVITATION_MESSAGES.dailyLimit, DAY_MS / 1000);
        // One pending invitation per address: sending again is an explicit resend.
        const pending = await findPendingInvitation(trx, ctx.user.id, input.email);
        if (pending && !input.resend) throw new TRPCError({ code: 'CONFLICT', message: INVITATION_MESSAGES.alreadyInvited(pending.sentAt.slice(0, 10)) });
        if (pending) return { invitation: await renewInvitation(trx, pending.id, input.message, declineTokenHash), renewed: true };
        return {
          invitation: await insertInvitation(trx, { coachUserId: ctx.user.id, email: input.email, message: input.message, declineTokenHash }),
          renewed: false,
        };
      });
      try {
        await ctx.mailer.send(
          invitationMessage({
            to: input.email,
            coachName: personName(ctx.user, 'Your coach'),
            message: input.message,
            invitationUrl: url,
            declineUrl: `${ctx.request.origin}/invitations/decline?token=${encodeURIComponent(token)}`,
          }),
        );
      } catch (error) {
        // Not sent: a new invitation does not count against the day (a renewed one stays pending).
        if (!renewed) await deleteInvitation(ctx.db, invitation.id);
        throw error;
      }
      return invitation;
    }),

  list: coachProcedure
    .meta({ ...linkMeta('GET', '/coach/invitations', 'Invitations you sent, newest first, with their status (pending, accepted, declined); paged'), paged: true, access: roles(['coach']) })
    .input(pageInput)
    .output(invitationPageSchema)
    .query(({ ctx, input }) => listInvitationsOfCoach(ctx.db, ctx.user.id, input)),

  trackClick: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/coach/track-invitation-click/{coachId}',
        tags: ['coach-invitations'],
        summary: "Count an opening of a coach's invitation page (once per visitor address per hour)",
        protect: false,
      },
      limitedBy: 'clicks per network address, one per coach and address an hour', access: anyone(),
    })
    .input(trackClickInput)
    .output(trackClickOutput)
    .mutation(async ({ ctx, input }) => {
      const ip = ctx.request.ip ?? 'unknown';
      const limit = await ctx.rateLimiter.hit(`invite-click:ip:${ip}`, CLICKS_PER_IP_HOUR, HOUR_MS);
      if (!limit.allowed) throw tooManyRequests('Too many invitation pages opened. Try again later.', limit.retryAfterSeconds);
      const coach = await findCoachById(ctx.db, input.coachId);
      if (!coach) throw new TRPCError({ code: 'NOT_FOUND', message: 'Coach not found' });
      // One count per address and coach per hour: reloading the page does not inflate the figure.
      const once = await ctx.rateLimiter.hit(`invite-click:${coach.id}:${ip}`, 1, HOUR_MS);
      if (!once.allowed) return { counted: false };
      await recordInvitationClick(ctx.db, coach.userId);
      return { counted: true };
    }),

  accept: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/invitations/accept',
        tags: ['coach-invitations'],
        summary:
          "Accept a coach's invitation after confirming on the invitation page: a signed-in client joins at once; signed out, the next sign-in in this browser joins",
        protect: false,
      },
      limitedBy: 'accepts per network address an hour', access: anyone({ own: { coach: 'conflict', organization_admin: 'conflict', team_lead: 'conflict', hr_manager: 'conflict', admin: 'conflict' } }),
    })
    .input(acceptInvitationInput)
    .output(acceptInvitationOutput)
    .mutation(async ({ ctx, input }) => {
      const limit = await ctx.rateLimiter.hit(`invite-accept:ip:${ctx.request.ip ?? 'unknown'}`, ACCEPTS_PER_IP_HOUR, HOUR_MS);
      if (!limit.allowed) throw tooManyRequests('Too many attempts. Try again later.', limit.retryAfterSeconds);
      const coach = await findCoachById(ctx.db, input.coachId);
      const coachUser = coach ? await findUserById(ctx.db, coach.userId) : undefined;
      if (!coach || !coachUser) throw new TRPCError({ code: 'NOT_FOUND', message: 'Coach not found' });
      const coachName = personName(coachUser, 'your coach');
      if (!ctx.user) {
        await beginReferral(ctx, coach.userId);
        return { status: 'pending' as const, coachName };
      }
      if (ctx.user.id === coach.userId) throw new TRPCError({ code: 'CONFLICT', message: INVITATION_MESSAGES.acceptOwn });
      if (ctx.user.role !== 'client') throw new TRPCError({ code: 'CONFLICT', message: INVITATION_MESSAGES.acceptClientsOnly });
      const outcome = await joinCoach(ctx.db, coach.userId, ctx.user, new Date());
      if (outcome === 'limit_reached') throw new TRPCError({ code: 'CONFLICT', message: COACH_FULL_MESSAGE });
      await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'coach_client.joined', subjectType: 'coach', subjectId: coach.id, details: { source: 'invitation' } });
      publishDataChange(ctx.bus, [coach.userId, ctx.user.id], 'coaches', 'coachInvitations', 'messages');
      return { status: 'joined' as const, coachName };
    }),

  decline: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/invitations/decline',
        tags: ['coach-invitations'],
        summary: 'Decline an invitation with the single-use token from its e-mail',
        protect: false,
      },
      limitedBy: 'declines per network address an hour', access: anyone({ own: everyone('invalid') }),
    })
    .input(declineInvitationInput)
    .output(declineInvitationOutput)
    .mutation(async ({ ctx, input }) => {
      const limit = await ctx.rateLimiter.hit(`invite-decline:ip:${ctx.request.ip ?? 'unknown'}`, DECLINES_PER_IP_HOUR, HOUR_MS);
      if (!limit.allowed) throw tooManyRequests('Too many attempts. Try again later.', limit.retryAfterSeconds);
      const declined = await declineInvitationByToken(ctx.db, hashToken(ctx.config.sessionSecret, input.token), new Date());
      if (!declined) throw new TRPCError({ code: 'BAD_REQUEST', message: INVITATION_MESSAGES.declineInvalid });
      publishDataChange(ctx.bus, [declined.coachUserId], 'coachInvitations');
      const coach = await findUserById(ctx.db, declined.coachUserId);
      return { status: 'declined' as const, coachName: coach ? personName(coach, 'the coach') : 'the coach' };
    }),
});
