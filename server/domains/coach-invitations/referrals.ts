import { REFERRAL_COOKIE } from '@shared/constants/auth';
import type { Database } from '../../db';
import type { ReferralOutcome } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Context } from '../../trpc/context';
import { ensureCoachClient, isClientOfCoach } from '../coaches/coaches.queries';
import { hasRoomForClient } from '../coaches/client-limit';
import { lockKeys } from '../../db/dialect';
import { findUserById } from '../users/users.queries';
import { acceptInvitations } from './coach-invitations.queries';
import { publishDataChange } from '../../lib/live-changes';

export { REFERRAL_COOKIE };
const REFERRAL_VALID_MS = 60 * 60 * 1000;

/**
 * Remembers, after the person confirmed on the invitation page (an explicit POST), a referral to an
 * existing coach for the sign-in that follows in this browser (signup, password or e-mailed link).
 */
export async function beginReferral(ctx: Context, coachUserId: string): Promise<void> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + REFERRAL_VALID_MS);
  await ctx.db
    .insertInto('coachReferrals')
    .values({ tokenHash: hashToken(ctx.config.sessionSecret, token), coachUserId, expiresAt: expiresAt.toISOString() })
    .execute();
  ctx.cookies?.setReferral(token, expiresAt);
}

function consumeReferral(db: Database, tokenHash: string, userId: string, now: Date) {
  const at = now.toISOString();
  return db
    .updateTable('coachReferrals')
    .set({ usedAt: at, usedById: userId })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .returning(['coachUserId'])
    .executeTakeFirst();
}

/** Adds the client within the coach's plan limit and accepts the coach's pending invitations to them. */
export async function joinCoach(db: Database, coachUserId: string, client: { id: string; email: string }, now: Date): Promise<ReferralOutcome> {
  return db.transaction().execute(async (trx) => {
    // The same lock a first booking takes: the plan limit holds against parallel joins and bookings.
    await lockKeys(trx, `schedule:${client.id}`, `schedule:${coachUserId}`);
    const already = await isClientOfCoach(trx, coachUserId, client.id);
    if (!already) {
      if (!(await hasRoomForClient(trx, coachUserId))) return 'limit_reached';
      await ensureCoachClient(trx, coachUserId, client.id, 'invitation');
    }
    await acceptInvitations(trx, coachUserId, client.email, client.id, now);
    return 'joined';
  });
}

/**
 * Called at every sign-in: a client signing in through an invitation referral becomes the coach's
 * client. Never fails the sign-in itself.
 */
export async function applyReferralOnSignIn(ctx: Context, userId: string): Promise<void> {
  const token = ctx.request.cookies[REFERRAL_COOKIE];
  if (!token) return;
  try {
    const now = new Date();
    const tokenHash = hashToken(ctx.config.sessionSecret, token);
    const referral = await consumeReferral(ctx.db, tokenHash, userId, now);
    if (!referral) return;
    const user = await findUserById(ctx.db, userId);
    const outcome: ReferralOutcome =
      user && user.role === 'client' && user.id !== referral.coachUserId ? await joinCoach(ctx.db, referral.coachUserId, user, now) : 'skipped';
    await ctx.db.updateTable('coachReferrals').set({ outcome }).where('tokenHash', '=', tokenHash).execute();
    if (outcome === 'joined') publishDataChange(ctx.bus, [referral.coachUserId, userId], 'coaches', 'coachInvitations', 'messages');
    if (outcome === 'limit_reached') ctx.log.info({ coachUserId: referral.coachUserId, userId }, 'referral not applied: coach plan limit reached');
  } catch (error) {
    ctx.log.error({ err: error, userId }, 'applying the coach referral failed');
  }
}
