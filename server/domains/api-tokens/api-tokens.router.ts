import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { API_TOKEN_TEXT, apiTokenIdInput, apiTokenPageSchema, createApiTokenInput, createdApiTokenSchema } from '@shared/schemas/api-tokens';
import { pageInput } from '@shared/schemas/paging';
import { signedIn } from '../../trpc/access';
import { router } from '../../trpc/init';
import { perHour } from '../../trpc/meta';
import { authedProcedure } from '../../trpc/procedures';
import { listApiTokens } from './api-tokens.queries';
import { createApiToken, revokeOwnApiToken } from './api-tokens.service';

const tags = ['api-tokens'];

export const apiTokensRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/api-tokens', tags, summary: "The caller's API tokens that are not revoked (expired ones included), newest first; never the secrets; paged" }, paged: true, access: signedIn() })
    .input(pageInput)
    .output(apiTokenPageSchema)
    .query(({ ctx, input }) => listApiTokens(ctx.db, ctx.user.id, input)),

  create: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/api-tokens', tags, summary: 'Create a personal API token (signed in with the session cookie only: a token cannot create tokens); the answer is the only time the secret is shown' },
      quota: perHour(30, 'API tokens'),
      access: signedIn(),
    })
    .input(createApiTokenInput)
    .output(createdApiTokenSchema)
    .mutation(({ ctx, input }) => {
      if (ctx.apiToken) throw new TRPCError({ code: 'FORBIDDEN', message: API_TOKEN_TEXT.tokenCannotMint });
      return createApiToken(ctx.db, ctx.user.id, input);
    }),

  revoke: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/api-tokens/{id}', tags, summary: 'Revoke one of your API tokens: it stops working at once (owner only)' }, access: signedIn({ object: true }) })
    .input(apiTokenIdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      // Another person's token answers like a missing one.
      if (!(await revokeOwnApiToken(ctx.db, ctx.user.id, input.id))) throw new TRPCError({ code: 'NOT_FOUND', message: API_TOKEN_TEXT.notFound });
      return { ok: true as const };
    }),
});
