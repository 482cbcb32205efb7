import { TRPCError } from '@trpc/server';
import { currentUserSchema } from '@shared/schemas/auth';
import { SIGNUP_DUPLICATE_MESSAGE, clientSignupInput } from '@shared/schemas/client-signup';
import { tooManyRequests } from '../../lib/errors';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { signInAs } from '../auth/sign-in';
import { findUserByEmail, toCurrentUser } from '../users/users.queries';
import { createClientAccount } from './client-signup.queries';
import { welcomeMessage } from './welcome.mail';
import { anyone } from '../../trpc/access';

const SIGNUPS_PER_IP = 30;
const HOUR_MS = 60 * 60 * 1000;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export const clientSignupRouter = router({
  create: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/client-signup',
        tags: ['client-signup'],
        summary: 'Create a client account with company and goals, and sign the new user in (sets the session cookie)',
        protect: false,
      },
      access: anyone(),
    })
    .input(clientSignupInput)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) => {
      const limit = await ctx.rateLimiter.hit(`signup:ip:${ctx.request.ip ?? 'unknown'}`, SIGNUPS_PER_IP, HOUR_MS);
      if (!limit.allowed) throw tooManyRequests('Too many accounts created from this network. Try again later.', limit.retryAfterSeconds);

      if (await findUserByEmail(ctx.db, input.email)) throw new TRPCError({ code: 'CONFLICT', message: SIGNUP_DUPLICATE_MESSAGE });
      const user = await createClientAccount(ctx.db, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company,
        goals: input.goals,
      }).catch((error: unknown) => {
        // Two signups racing with the same address: the unique index decides.
        if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: SIGNUP_DUPLICATE_MESSAGE });
        throw error;
      });

      await signInAs(ctx, user.id);
      // The account works without the welcome mail; a mail failure must not undo the signup.
      await ctx.mailer.send(welcomeMessage(user.email, input.firstName, ctx.request.origin)).catch((error: unknown) => {
        ctx.log.error({ err: error, userId: user.id }, 'welcome mail failed');
      });
      return toCurrentUser(user);
    }),
});
