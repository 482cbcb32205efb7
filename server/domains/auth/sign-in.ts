import { revokeLiveSessions } from '../../lib/live-sockets';
import type { Context } from '../../trpc/context';
import { applyReferralOnSignIn } from '../coach-invitations/referrals';
import { endSession, startSession } from './sessions';

/**
 * Signs the caller in as `userId`: ends the session the request came with (a fresh id at every
 * sign-in, so a planted id never becomes authenticated) and sets the new session cookie.
 */
export async function signInAs(ctx: Context, userId: string): Promise<void> {
  if (ctx.sessionIdHash) {
    const previous = await endSession(ctx.db, ctx.sessionIdHash);
    if (previous) revokeLiveSessions(ctx.bus, { userId: previous, sessionIdHashes: [ctx.sessionIdHash], reason: 'logout' });
  }
  const session = await startSession(ctx.db, ctx.config, userId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent });
  ctx.cookies?.set(session.token, session.expiresAt);
  await applyReferralOnSignIn(ctx, userId);
}
