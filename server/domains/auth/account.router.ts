import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { LAST_ORGANIZATION_ADMIN_MESSAGE, LAST_PLATFORM_ADMIN_MESSAGE, ORGANIZATION_MEMBER_ROLES, ROLE_LABELS, type Role } from '@shared/constants/roles';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  changePasswordInput,
  currentUserSchema,
  okSchema,
  passwordStatusSchema,
  updateProfileInput,
  updateRoleInput,
} from '@shared/schemas/auth';
import { fieldError, tooManyRequests } from '../../lib/errors';
import { revokeLiveSessions } from '../../lib/live-sockets';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { findUserById, toCurrentUser } from '../users/users.queries';
import { setPasswordHash, setUserRole, updateUserProfile } from './account.queries';
import { commonPasswordProblem, hashPassword, verifyPassword } from './passwords';
import { isAllowedHost } from '../../lib/security';
import { avatarKeyOf, removeAvatar } from './avatars';
import { endAllSessionsOf } from './sessions';
import { signedIn } from '../../trpc/access';

const PASSWORD_FAILURE_LIMIT = 10;
const PASSWORD_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Self-service role changes: to client or coach, or to organization_admin only on the way to setting
 * up a new organisation (no organisation yet: the role grants nothing until /organization-setup
 * creates one). Roles inside an existing organisation are granted by its admin or a platform admin.
 */
function roleRefusal(role: Role, organizationId: string | null): string | null {
  if (role === 'admin') return 'The Platform Admin role cannot be chosen. Platform administrators are appointed by the Catalyst team.';
  if ((ORGANIZATION_MEMBER_ROLES as readonly Role[]).includes(role)) {
    return `The ${ROLE_LABELS[role]} role is granted by your organization's admin or a platform admin; it cannot be chosen here.`;
  }
  if (role === 'organization_admin' && organizationId) {
    return "You belong to an organization: its admin or a platform admin grants the Organization Admin role. To run an organization of your own, leave this one first.";
  }
  return null;
}

async function loadSelf(ctx: { db: Parameters<typeof findUserById>[0]; user: { id: string } }) {
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'You are not signed in' });
  return user;
}

export const accountRouter = router({
  updateRole: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/update-role',
        tags: ['auth'],
        summary:
          'Choose your own role: client, coach, or organization_admin when you belong to no organization (then set one up at POST /api/organizations); team_lead, hr_manager and admin are granted, never chosen',
      },
      access: signedIn({ own: { team_lead: 'forbidden', hr_manager: 'forbidden', otherOrgMember: 'forbidden' } }),
    })
    .input(updateRoleInput)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await loadSelf(ctx);
      if (user.role === input.role) return toCurrentUser(user);
      const refusal = roleRefusal(input.role, user.organizationId);
      if (refusal) throw new TRPCError({ code: 'FORBIDDEN', message: refusal });
      const outcome = await setUserRole(ctx.db, { userId: user.id, actorId: ctx.user.id, from: user.role, to: input.role, organizationId: user.organizationId });
      if (outcome === 'last_admin') throw new TRPCError({ code: 'CONFLICT', message: LAST_PLATFORM_ADMIN_MESSAGE });
      if (outcome === 'last_organization_admin') throw new TRPCError({ code: 'CONFLICT', message: LAST_ORGANIZATION_ADMIN_MESSAGE });
      if (outcome === 'changed_meanwhile') throw new TRPCError({ code: 'CONFLICT', message: 'Your role changed meanwhile. Reload the page and try again.' });
      // Open websockets carry the old role: they reconnect with the new one.
      revokeLiveSessions(ctx.bus, { userId: user.id, reason: 'role_changed' });
      return toCurrentUser({ ...user, role: input.role });
    }),

  updateProfile: authedProcedure
    .meta({ openapi: { method: 'PATCH', path: '/auth/user', tags: ['auth'], summary: 'Change your name and profile image address' }, access: signedIn() })
    .input(updateProfileInput)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) => {
      const before = await loadSelf(ctx);
      const image = input.profileImageUrl === undefined ? undefined : input.profileImageUrl || null;
      if (image && image !== before.profileImageUrl) {
        // An uploaded picture is set by uploading it; an address on this app's own host would be a request with side effects.
        if (avatarKeyOf(image)) throw fieldError('profileImageUrl', 'Upload a photo to use a picture stored here');
        const host = new URL(image).host;
        const ours = isAllowedHost(ctx.config, host) || (ctx.config.publicUrl !== undefined && new URL(ctx.config.publicUrl).host === host);
        if (ours) throw fieldError('profileImageUrl', 'Use an image address on another site, or upload a photo');
      }
      const changes = {
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(image !== undefined ? { profileImageUrl: image } : {}),
      };
      if (Object.keys(changes).length > 0) await updateUserProfile(ctx.db, ctx.user.id, changes);
      if (image !== undefined && image !== before.profileImageUrl) await removeAvatar(ctx.storage, before.profileImageUrl);
      return toCurrentUser(await loadSelf(ctx));
    }),

  passwordStatus: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/password', tags: ['auth'], summary: 'Whether your account has a password (accounts created at signup start without one)' }, access: signedIn() })
    .input(z.void())
    .output(passwordStatusSchema)
    .query(async ({ ctx }) => ({ hasPassword: Boolean((await loadSelf(ctx)).passwordHash) })),

  changePassword: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/password',
        tags: ['auth'],
        summary: 'Set a password, or change it (the current password is required when one exists); signs out your other sessions',
      },
      access: signedIn(),
    })
    .input(changePasswordInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await loadSelf(ctx);
      const common = commonPasswordProblem(input.newPassword);
      if (common) throw fieldError('newPassword', common);
      if (user.passwordHash) {
        if (!input.currentPassword) throw fieldError('currentPassword', CURRENT_PASSWORD_REQUIRED_MESSAGE);
        const bucket = `password:user:${user.id}`;
        // As at sign-in: the attempt counts as a failure before the password is hashed (a success
        // gives it back), so parallel wrong guesses cannot all pass a check before any is recorded.
        const reservation = await ctx.rateLimiter.reserve([{ bucket, limit: PASSWORD_FAILURE_LIMIT, windowMs: PASSWORD_FAILURE_WINDOW_MS }]);
        if (!reservation.allowed) {
          throw tooManyRequests(`Too many wrong passwords. Try again in ${Math.ceil(reservation.retryAfterSeconds / 60)} minutes.`, reservation.retryAfterSeconds);
        }
        if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG_MESSAGE);
        await ctx.rateLimiter.release(reservation.attempt);
        await ctx.rateLimiter.clear(bucket);
      }
      await setPasswordHash(ctx.db, user.id, await hashPassword(input.newPassword));
      // Whoever might have had the old password loses their sessions; this one stays signed in.
      await endAllSessionsOf(ctx.db, user.id, ctx.sessionIdHash ?? undefined);
      revokeLiveSessions(ctx.bus, { userId: user.id, exceptSessionIdHash: ctx.sessionIdHash ?? undefined, reason: 'password_changed' });
      return { ok: true as const };
    }),
});
