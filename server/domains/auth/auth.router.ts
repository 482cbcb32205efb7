import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/constants/auth';
import { currentUserSchema, loginInput, okSchema } from '@shared/schemas/auth';
import { tooManyRequests } from '../../lib/errors';
import { revokeLiveSessions } from '../../lib/live-sockets';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { mergeRouters, router } from '../../trpc/init';
import { findUserByEmail, findUserById, toCurrentUser } from '../users/users.queries';
import { accountRouter } from './account.router';
import { emailLinkRouter } from './email-link.router';
import { verifyPassword } from './passwords';
import { endSession } from './sessions';
import { signInAs } from './sign-in';
import { anyone, signedIn } from '../../trpc/access';

const MINUTE_MS = 60 * 1000;
/** Failures per account from one address, per address over all accounts, and per account from everywhere. */
export const SIGN_IN_LIMITS = {
  pair: { limit: 10, windowMs: 15 * MINUTE_MS },
  address: { limit: 50, windowMs: 15 * MINUTE_MS },
  // Looser, so strangers cannot lock the owner out: past 10 failures each try waits 1, 2, 4 ... 60 s.
  account: { limit: 50, windowMs: 60 * MINUTE_MS, backoff: { after: 10, maxDelayMs: MINUTE_MS } },
} as const;

function signInLimitMessage(bucket: string, seconds: number): string {
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  const subject = bucket.startsWith('login:account:') ? 'Too many failed sign-in attempts for this account.' : 'Too many failed sign-in attempts.';
  return `${subject} Try again in ${wait}, or sign in with an e-mailed link.`;
}

const sessionRouter = router({
  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in with e-mail and password; sets the session cookie', protect: false }, limitedBy: 'sign-in attempts reserved per (account, address), address and account', access: anyone() })
    .input(loginInput)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) => {
      const ip = ctx.request.ip ?? 'unknown';
      const pair = `login:pair:${input.email}|${ip}`;
      // The attempt counts as a failure before the password is hashed; a success gives it back.
      const reservation = await ctx.rateLimiter.reserve([
        { bucket: pair, ...SIGN_IN_LIMITS.pair },
        { bucket: `login:ip:${ip}`, ...SIGN_IN_LIMITS.address },
        { bucket: `login:account:${input.email}`, ...SIGN_IN_LIMITS.account },
      ]);
      if (!reservation.allowed) throw tooManyRequests(signInLimitMessage(reservation.bucket, reservation.retryAfterSeconds), reservation.retryAfterSeconds);

      const user = await findUserByEmail(ctx.db, input.email);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS_MESSAGE });

      await ctx.rateLimiter.release(reservation.attempt);
      await ctx.rateLimiter.clear(pair);
      await signInAs(ctx, user.id);
      return toCurrentUser((await findUserById(ctx.db, user.id)) ?? user);
    }),

  logout: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], summary: 'End the current session', protect: false }, access: anyone() })
    .input(z.void())
    .output(okSchema)
    .mutation(async ({ ctx }) => {
      if (ctx.sessionIdHash) {
        const userId = await endSession(ctx.db, ctx.sessionIdHash);
        if (userId) revokeLiveSessions(ctx.bus, { userId, sessionIdHashes: [ctx.sessionIdHash], reason: 'logout' });
      }
      ctx.cookies?.clear();
      return { ok: true as const };
    }),

  user: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/user', tags: ['auth'], summary: 'The signed-in user' }, access: signedIn() })
    .input(z.void())
    .output(currentUserSchema)
    .query(({ ctx }) => ctx.user),
});

export const authRouter = mergeRouters(sessionRouter, emailLinkRouter, accountRouter);
