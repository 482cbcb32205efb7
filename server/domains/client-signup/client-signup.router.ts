import { TRPCError } from '@trpc/server';
import { currentUserSchema } from '@shared/schemas/auth';
import { SIGNUP_DUPLICATE_MESSAGE, SIGNUP_INTENT_ROLES, clientSignupInput } from '@shared/schemas/client-signup';
import { fieldError, tooManyRequests } from '../../lib/errors';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { commonPasswordProblem, hashPassword } from '../auth/passwords';
import { signInAs } from '../auth/sign-in';
import { findUserByEmail, toCurrentUser } from '../users/users.queries';
import { createAccount } from './client-signup.queries';
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
        summary:
          'Create an account and sign the new user in (sets the session cookie): intent client (default; company and goals), coach (then POST /api/coaches) or organization (organization_admin, then POST /api/organizations); an optional password',
        protect: false,
      },
      limitedBy: 'signups per network address an hour', access: anyone(),
    })
    .input(clientSignupInput)
    .output(currentUserSchema)
    .mutation(async ({ ctx, input }) => {
      const limit = await ctx.rateLimiter.hit(`signup:ip:${ctx.request.ip ?? 'unknown'}`, SIGNUPS_PER_IP, HOUR_MS);
      if (!limit.allowed) throw tooManyRequests('Too many accounts created from this network. Try again later.', limit.retryAfterSeconds);

      if (await findUserByEmail(ctx.db, input.email)) throw new TRPCError({ code: 'CONFLICT', message: SIGNUP_DUPLICATE_MESSAGE });
      if (input.password) {
        const common = commonPasswordProblem(input.password);
        if (common) throw fieldError('password', common);
      }
      const user = await createAccount(ctx.db, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        // The intent's role, from a closed list: a signup never makes an admin.
        role: SIGNUP_INTENT_ROLES[input.intent],
        passwordHash: input.password ? await hashPassword(input.password) : null,
        clientProfile: input.intent === 'client' ? { company: input.company, goals: input.goals ?? '' } : null,
      }).catch((error: unknown) => {
        // Two signups racing with the same address: the unique index decides.
        if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: SIGNUP_DUPLICATE_MESSAGE });
        throw error;
      });

      await signInAs(ctx, user.id);
      // The account works without the welcome mail; a mail failure must not undo the signup.
      await ctx.mailer.send(welcomeMessage(user.email, input.firstName, ctx.request.origin, { intent: input.intent, hasPassword: Boolean(input.password) })).catch((error: unknown) => {
        ctx.log.error({ err: error, userId: user.id }, 'welcome mail failed');
      });
      return toCurrentUser(user);
    }),
});
