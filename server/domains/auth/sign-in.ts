import { TRPCError } from '@trpc/server';
import { TEAM_MESSAGES } from '@shared/constants/team';
import type { Database } from '../../db';
import { revokeLiveSessions } from '../../lib/live-sockets';
import type { Context } from '../../trpc/context';
import { applyReferralOnSignIn } from '../coach-invitations/referrals';
import { endSession, startSession } from './sessions';

/**
 * Signs the caller in as `userId`: ends the session the request came with (a fresh id at every
 * sign-in, so a planted id never becomes authenticated) and sets the new session cookie.
 */
export async function signInAs(ctx: Context, userId: string): Promise<void> {
  const refusal = await signInRefusal(ctx.db, userId);
  if (refusal) throw new TRPCError({ code: 'FORBIDDEN', message: refusal });
  if (ctx.sessionIdHash) {
    const previous = await endSession(ctx.db, ctx.sessionIdHash);
    if (previous) revokeLiveSessions(ctx.bus, { userId: previous, sessionIdHashes: [ctx.sessionIdHash], reason: 'logout' });
  }
  const session = await startSession(ctx.db, ctx.config, userId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent });
  ctx.cookies?.set(session.token, session.expiresAt);
  await applyReferralOnSignIn(ctx, userId);
}

/** Why the account may not sign in now (deactivated by a platform admin, or inactive in its organisation), or null. */
export async function signInRefusal(db: Database, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organizationId')
    .select(['users.deactivatedAt', 'users.organizationStatus', 'organizations.name as organizationName'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.deactivatedAt) return TEAM_MESSAGES.deactivatedSignIn;
  if (row.organizationStatus === 'inactive') return TEAM_MESSAGES.inactiveSignIn(row.organizationName ?? 'your organization');
  return null;
}
