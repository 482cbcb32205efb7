import { TRPCError } from '@trpc/server';
import { EMAIL_LINK_INVALID_MESSAGE, emailLinkConsumeInput, emailLinkConsumeOutput, emailLinkRequestInput, okSchema } from '@shared/schemas/auth';
import { safeRedirect } from '@shared/utils/safe-redirect';
import { tooManyRequests } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { findUserByEmail, findUserById, toCurrentUser } from '../users/users.queries';
import { emailLinkMessage } from './email-link.mail';
import { consumeEmailLink, insertEmailLink, pruneEmailLinks } from './email-link.queries';
import { signInAs } from './sign-in';
import { anyone } from '../../trpc/access';

export const EMAIL_LINK_VALID_MINUTES = 15;
const HOUR_MS = 60 * 60 * 1000;
/** Per address: enough for a few retries, not enough to flood someone's inbox. */
const PER_EMAIL_LIMIT = 5;
const PER_IP_LIMIT = 30;

export const emailLinkRouter = router({
  requestEmailLink: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/email-link',
        tags: ['auth'],
        summary: 'E-mail a single-use sign-in link (valid 15 minutes); answers the same whether or not the address has an account',
        protect: false,
      },
      limitedBy: 'per network address and per e-mail address an hour', access: anyone(),
    })
    .input(emailLinkRequestInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      // Counted for every address, known or not, so a 429 reveals nothing about accounts.
      const ip = await ctx.rateLimiter.hit(`email-link:ip:${ctx.request.ip ?? 'unknown'}`, PER_IP_LIMIT, HOUR_MS);
      if (!ip.allowed) throw tooManyRequests('Too many sign-in links requested. Try again later.', ip.retryAfterSeconds);

      // Over the per-address limit the answer stays the same; the mail is just not sent.
      const perEmail = await ctx.rateLimiter.hit(`email-link:email:${input.email}`, PER_EMAIL_LIMIT, HOUR_MS);
      if (!perEmail.allowed) {
        ctx.log.warn({ email: input.email }, 'sign-in link limit reached; not sending');
        return { ok: true as const };
      }

      const user = await findUserByEmail(ctx.db, input.email);
      if (!user) return { ok: true as const };

      const token = randomToken();
      const now = new Date();
      await insertEmailLink(ctx.db, {
        tokenHash: hashToken(ctx.config.sessionSecret, token),
        userId: user.id,
        redirect: safeRedirect(input.redirect),
        expiresAt: new Date(now.getTime() + EMAIL_LINK_VALID_MINUTES * 60 * 1000),
      });
      const url = `${ctx.request.origin}/auth/email-link?token=${encodeURIComponent(token)}`;
      await ctx.mailer.send(emailLinkMessage(user.email, user.firstName, url, EMAIL_LINK_VALID_MINUTES));
      return { ok: true as const };
    }),

  consumeEmailLink: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/email-link/consume',
        tags: ['auth'],
        summary: 'Sign in with the token from an e-mailed link (single use); sets the session cookie',
        protect: false,
      },
      access: anyone(),
    })
    .input(emailLinkConsumeInput)
    .output(emailLinkConsumeOutput)
    .mutation(async ({ ctx, input }) => {
      const now = new Date();
      const link = await consumeEmailLink(ctx.db, hashToken(ctx.config.sessionSecret, input.token), now);
      const user = link ? await findUserById(ctx.db, link.userId) : undefined;
      if (!link || !user) throw new TRPCError({ code: 'BAD_REQUEST', message: EMAIL_LINK_INVALID_MESSAGE });
      await signInAs(ctx, user.id);
      await pruneEmailLinks(ctx.db, now);
      return { user: toCurrentUser(user), redirect: safeRedirect(link.redirect) };
    }),
});
