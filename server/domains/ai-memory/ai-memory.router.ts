import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { AI_MEMORY_TEXT, aiMemoryIdInput, aiMemoryPageSchema } from '@shared/schemas/ai-memory';
import { pageInput } from '@shared/schemas/paging';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { forgetMemory, listMemory } from './ai-memory.queries';
import { signedIn } from '../../trpc/access';

const tags = ['ai-memory'];

export const aiMemoryRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/ai-memory', tags, summary: "What the AI coaches remember about the caller (goals, people, commitments), newest first; at most 50 kept; paged" }, paged: true, access: signedIn() })
    .input(pageInput)
    .output(aiMemoryPageSchema)
    .query(({ ctx, input }) => listMemory(ctx.db, ctx.user.id, input)),

  forget: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/ai-memory/{id}', tags, summary: 'Forget one remembered item; the AI coaches no longer use it (owner only)' }, access: signedIn({ object: true }) })
    .input(aiMemoryIdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      // Another person's item answers like a missing one.
      if (!(await forgetMemory(ctx.db, ctx.user.id, input.id))) throw new TRPCError({ code: 'NOT_FOUND', message: AI_MEMORY_TEXT.notFound });
      return { ok: true as const };
    }),
});
