import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/constants/auth';
import { currentUserSchema, loginInput, okSchema } from '@shared/schemas/auth';
import { tooManyRequests } from '../../lib/errors';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { mergeRouters, router } from '../../trpc/init';
import { findUserByEmail, findUserById, toCurrentUser } from '../users/users.queries';
import { accountRouter } from './account.router';
import { emailLinkRouter } from './email-link.router';
import { verifyPassword } from './passwords';
import { endSession } from './sessions';
import { signInAs } from './sign-in';

const FAILURE_LIMIT = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const sessionRouter = router({
  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in with e-mail and password; sets the session cookie', protect: false } })
    .input(loginInput)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) => {
      const buckets = [`login:account:${input.email}`, `login:ip:${ctx.request.ip ?? 'unknown'}`];
      for (const bucket of buckets) {
        const state = await ctx.rateLimiter.check(bucket, FAILURE_LIMIT, FAILURE_WINDOW_MS);
        if (!state.allowed) {
          throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${Math.ceil(state.retryAfterSeconds / 60)} minutes.`, state.retryAfterSeconds);
        }
      }

      const user = await findUserByEmail(ctx.db, input.email);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) {
        await ctx.rateLimiter.record(...buckets);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS_MESSAGE });
      }

      await ctx.rateLimiter.clear(buckets[0]!);
      await signInAs(ctx, user.id);
      return toCurrentUser((await findUserById(ctx.db, user.id)) ?? user);
    }),

  logout: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], summary: 'End the current session', protect: false } })
    .input(z.void())
    .output(okSchema)
    .mutation(async ({ ctx }) => {
      if (ctx.sessionIdHash) await endSession(ctx.db, ctx.sessionIdHash);
      ctx.cookies?.clear();
      return { ok: true as const };
    }),

  user: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/user', tags: ['auth'], summary: 'The signed-in user' } })
    .input(z.void())
    .output(currentUserSchema)
    .query(({ ctx }) => ctx.user),
});

export const authRouter = mergeRouters(sessionRouter, emailLinkRouter, accountRouter);
