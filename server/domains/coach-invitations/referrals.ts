import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import type { ReferralOutcome } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Context, Services } from '../../trpc/context';
import { isSecureRequest } from '../../trpc/context';
import { ensureCoachClient, findCoachById, isClientOfCoach } from '../coaches/coaches.queries';
import { hasRoomForClient } from '../coaches/client-limit';
import { findUserById } from '../users/users.queries';
import { acceptInvitations } from './coach-invitations.queries';

/** The browser holds only a random token; the coach it refers to stays on the server. */
export const REFERRAL_COOKIE = 'catalyst_referral';
const REFERRAL_VALID_MS = 60 * 60 * 1000;
const REFERRALS_PER_IP_HOUR = 60;

/**
 * GET /api/login?coach_referral={coachId}: remembers a referral to an existing coach for the sign-in
 * that follows (signup, password or e-mailed link in this browser). An unknown coach is ignored.
 */
export async function beginReferral(services: Services, req: FastifyRequest, reply: FastifyReply, coachReferral: string): Promise<void> {
  if (!/^\d{1,12}$/.test(coachReferral)) return;
  const coach = await findCoachById(services.db, Number(coachReferral));
  if (!coach) return;
  const limit = await services.rateLimiter.hit(`referral:ip:${req.ip}`, REFERRALS_PER_IP_HOUR, REFERRAL_VALID_MS);
  if (!limit.allowed) return;
  const token = randomToken();
  const expiresAt = new Date(Date.now() + REFERRAL_VALID_MS);
  await services.db
    .insertInto('coachReferrals')
    .values({ tokenHash: hashToken(services.config.sessionSecret, token), coachUserId: coach.userId, expiresAt: expiresAt.toISOString() })
    .execute();
  reply.setCookie(REFERRAL_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(services.config, req.protocol),
    expires: expiresAt,
  });
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
    if (outcome === 'limit_reached') ctx.log.info({ coachUserId: referral.coachUserId, userId }, 'referral not applied: coach plan limit reached');
  } catch (error) {
    ctx.log.error({ err: error, userId }, 'applying the coach referral failed');
  }
}
