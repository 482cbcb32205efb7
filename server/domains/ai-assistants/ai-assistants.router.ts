import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ASSISTANT_MESSAGES } from '@shared/constants/ai-authoring';
import {
  addKnowledgeInput,
  assistantIdInput,
  assistantPageSchema,
  assistantSchema,
  assistantSetupSchema,
  deleteKnowledgeInput,
  knowledgeSourcePageSchema,
  knowledgeSourceSchema,
  metricsSchema,
  optionalAssistantInput,
  rateReplyInput,
  replyCitationsPageSchema,
  sessionCitationsInput,
  testSessionSchema,
  trainingDataInput,
} from '@shared/schemas/ai-assistants';
import { pageInput } from '@shared/schemas/paging';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Database } from '../../db';
import { textIndexFor } from '../../lib/ai/retrieval';
import { ensureBelowCap } from '../../lib/caps';
import { roles } from '../../trpc/access';
import { router } from '../../trpc/init';
import { perHour } from '../../trpc/meta';
import { roleProcedure } from '../../trpc/procedures';
import { chatSession } from '../chat/chat.service';
import { countSources, findSourceOf, insertSource, listAssistants, listSessionCitations, listSources, metricsOf, newestAssistantId } from './ai-assistants.queries';
import { assistantNotFound, createAssistant, openTestSession, ownAssistant, setDeployed, train } from './ai-assistants.service';

const AUTHORS = ['coach', 'organization_admin', 'admin'] as const;
const authorProcedure = roleProcedure(...AUTHORS);
/** Only the author ever sees an assistant: anyone else's is 404. */
const OWN = roles(AUTHORS, { object: true });

/** The assistant a call means: the one named, if the caller's, or the caller's newest. */
async function resolveAssistant(ctx: { db: Database; user: CurrentUser }, assistantId?: number) {
  const id = assistantId ?? (await newestAssistantId(ctx.db, ctx.user.id));
  return id === undefined ? undefined : ownAssistant(ctx.db, ctx.user, id);
}

export const aiAssistantsRouter = router({
  list: authorProcedure
    .meta({
      openapi: { method: 'GET', path: '/ai-assistants', tags: ['ai-assistants'], summary: "The caller's AI assistants, newest first, with totalInteractions and the latest training; paged" },
      paged: true,
      access: roles(AUTHORS, { readOne: 'aiAssistants.byId' }),
    })
    .input(pageInput)
    .output(assistantPageSchema)
    .query(({ ctx, input }) => listAssistants(ctx.db, ctx.user.id, input)),

  byId: authorProcedure
    .meta({ openapi: { method: 'GET', path: '/ai-assistants/{id}', tags: ['ai-assistants'], summary: 'One of the caller\'s AI assistants, with its training progress' }, access: OWN })
    .input(assistantIdInput)
    .output(assistantSchema)
    .query(({ ctx, input }) => ownAssistant(ctx.db, ctx.user, input.id)),

  create: authorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ai-assistants',
        tags: ['ai-assistants'],
        summary: 'Create an AI assistant (the Setup step): Premium coaches for their clients, organization admins for their organisation, platform admins for the platform',
      },
      quota: perHour(30, 'AI assistants'),
      access: roles(AUTHORS),
    })
    .input(assistantSetupSchema)
    .output(assistantSchema)
    .mutation(({ ctx, input }) => createAssistant(ctx, input)),

  trainingData: authorProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai-assistant/training-data',
        tags: ['ai-assistants'],
        summary: "The knowledge sources of an assistant (the caller's newest unless assistantId names one) with their status; paged",
      },
      paged: true,
      access: OWN,
    })
    .input(trainingDataInput)
    .output(knowledgeSourcePageSchema)
    .query(async ({ ctx, input }) => {
      const { assistantId, ...page } = input;
      const assistant = await resolveAssistant(ctx, assistantId);
      return assistant ? listSources(ctx.db, assistant.id, page) : { items: [], nextCursor: null };
    }),

  addKnowledge: authorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ai-assistant/training-data',
        tags: ['ai-assistants'],
        summary: "Teach an assistant: pasted text (kind 'text') or a question and its answer (kind 'qa'); files go to /ai-assistant/training-data/files. Indexed at the next training",
      },
      quota: perHour(300, 'knowledge sources'),
      access: OWN,
    })
    .input(addKnowledgeInput)
    .output(knowledgeSourceSchema)
    .mutation(async ({ ctx, input }) => {
      const assistant = await ownAssistant(ctx.db, ctx.user, input.assistantId);
      const source =
        input.kind === 'text'
          ? { kind: 'text' as const, title: input.title ?? '', content: input.text ?? '' }
          : { kind: 'qa' as const, title: (input.question ?? '').slice(0, 200), content: `Question: ${input.question ?? ''}\nAnswer: ${input.answer ?? ''}` };
      return ctx.db.transaction().execute(async (tx) => {
        await ensureBelowCap(tx, 'knowledgeSourcesPerAssistant', assistant.id, () => countSources(tx, assistant.id));
        return insertSource(tx, assistant.id, source);
      });
    }),

  deleteKnowledge: authorProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/ai-assistant/training-data/{id}', tags: ['ai-assistants'], summary: 'Remove a knowledge source; the assistant forgets it at the next training' },
      access: OWN,
    })
    .input(deleteKnowledgeInput)
    .output(z.object({ id: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const source = await findSourceOf(ctx.db, ctx.user.id, input.id);
      if (!source) throw new TRPCError({ code: 'NOT_FOUND', message: ASSISTANT_MESSAGES.sourceNotFound });
      // Removed material stops answering at once: its passages (and their index entries) go with it.
      await ctx.db.transaction().execute(async (trx) => {
        await textIndexFor(trx).removeSource(trx, source.id);
        await trx.deleteFrom('aiKnowledgeSources').where('id', '=', source.id).execute();
      });
      return { id: source.id };
    }),

  train: authorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ai-assistant/train',
        tags: ['ai-assistants'],
        summary: "Start training (the caller's newest assistant unless assistantId names one): a background job indexes its sources as a new version; chats use the previous version until it completes",
      },
      quota: perHour(60, 'trainings'),
      access: OWN,
    })
    .input(optionalAssistantInput)
    .output(assistantSchema)
    .mutation(async ({ ctx, input }) => {
      const assistant = await resolveAssistant(ctx, input.assistantId);
      if (!assistant) throw assistantNotFound();
      return train(ctx, assistant.id);
    }),

  metrics: authorProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai-assistant/metrics',
        tags: ['ai-assistants'],
        summary: "Counts for an assistant (the caller's newest unless assistantId names one): interactions, average reply time, passages used, testers' thumbs up and down",
      },
      access: OWN,
    })
    .input(optionalAssistantInput)
    .output(metricsSchema)
    .query(async ({ ctx, input }) => {
      const assistant = await resolveAssistant(ctx, input.assistantId);
      if (!assistant) return { assistantId: null, interactions: 0, averageReplyMs: 0, passagesUsed: 0, thumbsUp: 0, thumbsDown: 0 };
      return metricsOf(ctx.db, assistant.id);
    }),

  testSession: authorProcedure
    .meta({
      openapi: { method: 'POST', path: '/ai-assistants/{id}/test-session', tags: ['ai-assistants'], summary: "The Testing step's chat: the caller's in-progress AI session with the draft assistant (opened if none)" },
      quota: perHour(60, 'test sessions'), access: OWN,
    })
    .input(assistantIdInput)
    .output(testSessionSchema)
    .mutation(({ ctx, input }) => openTestSession(ctx, input.id)),

  citations: authorProcedure
    .meta({
      openapi: { method: 'GET', path: '/ai-assistant/citations', tags: ['ai-assistants'], summary: "Which passages each assistant reply in one of the caller's sessions used, newest first; paged" },
      paged: true,
      access: OWN,
    })
    .input(sessionCitationsInput)
    .output(replyCitationsPageSchema)
    .query(async ({ ctx, input }) => {
      const { sessionId, ...page } = input;
      if (sessionId === undefined) return listSessionCitations(ctx.db, { clientId: ctx.user.id }, page);
      const session = await chatSession(ctx, sessionId);
      return listSessionCitations(ctx.db, { sessionId: session.id }, page);
    }),

  rate: authorProcedure
    .meta({
      openapi: { method: 'POST', path: '/ai-assistant/replies/{messageId}/rating', tags: ['ai-assistants'], summary: "A tester's thumbs up (1) or down (-1) on an assistant's reply in their own test chat" },
      quota: perHour(600, 'ratings'), access: OWN,
    })
    .input(rateReplyInput)
    .output(z.object({ messageId: z.number().int(), rating: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const reply = await ctx.db
        .selectFrom('aiAssistantReplies')
        .innerJoin('sessions', 'sessions.id', 'aiAssistantReplies.sessionId')
        .select('aiAssistantReplies.messageId')
        .where('aiAssistantReplies.messageId', '=', input.messageId)
        .where('sessions.clientId', '=', ctx.user.id)
        .executeTakeFirst();
      if (!reply) throw new TRPCError({ code: 'NOT_FOUND', message: 'Reply not found' });
      await ctx.db.updateTable('aiAssistantReplies').set({ rating: input.rating }).where('messageId', '=', reply.messageId).execute();
      return { messageId: reply.messageId, rating: input.rating };
    }),

  deploy: authorProcedure
    .meta({
      openapi: { method: 'POST', path: '/ai-assistants/{id}/deploy', tags: ['ai-assistants'], summary: "Deploy: the assistant becomes an AI coach in /ai-coaches for the author's clients (or organisation); 409 before its first training" },
      access: OWN,
    })
    .input(assistantIdInput)
    .output(assistantSchema)
    .mutation(({ ctx, input }) => setDeployed(ctx, input.id, true)),

  undeploy: authorProcedure
    .meta({ openapi: { method: 'POST', path: '/ai-assistants/{id}/undeploy', tags: ['ai-assistants'], summary: 'Undeploy: the assistant leaves /ai-coaches; its chats stay readable' }, access: OWN })
    .input(assistantIdInput)
    .output(assistantSchema)
    .mutation(({ ctx, input }) => setDeployed(ctx, input.id, false)),
});
