import { z } from 'zod';
import { addActionItemInput, chatMessageSchema, chatSessionInput, chatSubscriptionInput, escalationSchema, handoffDraftSchema, sendChatInput, sendHandoffInput, sessionFlagSchema } from '@shared/schemas/chat';
import { sessionSchema } from '@shared/schemas/sessions';
import { goalSchema } from '@shared/schemas/goals';
import { router } from '../../trpc/init';
import { authedProcedure, roleProcedure } from '../../trpc/procedures';
import { addActionItemAsGoal } from './action-items';
import { openChatStream } from './chat.events';
import { listFlagsFor, listMessages } from './chat.queries';
import { chatSession, sendChatMessage } from './chat.service';
import { bookFirstFreeSlot, escalateToHuman, handoffDraft, sendHandoff } from './human-contact';

export const chatRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/sessions/{id}/chat', tags: ['chat'], summary: "A session's chat messages in order (its participants only)" } })
    .input(chatSessionInput)
    .output(z.array(chatMessageSchema))
    .query(async ({ ctx, input }) => {
      const session = await chatSession(ctx, input.id);
      return listMessages(ctx.db, session.id);
    }),

  send: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/sessions/{id}/chat',
        tags: ['chat'],
        summary: 'Send a message in an in-progress AI session; the stored message returns at once and the AI reply follows in the background (20 a minute)',
      },
    })
    .input(sendChatInput)
    .output(chatMessageSchema)
    .mutation(({ ctx, input }) => sendChatMessage(ctx, input.id, input.message)),

  addActionItem: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/sessions/{id}/chat/action-items', tags: ['chat'], summary: "Make an action item of one of the session's AI replies a goal of the client" },
    })
    .input(addActionItemInput)
    .output(z.object({ goal: goalSchema, created: z.boolean() }))
    .mutation(({ ctx, input }) => addActionItemAsGoal(ctx, input.id, input.messageId, input.actionItem)),

  escalate: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/sessions/{id}/chat/escalate',
        tags: ['chat'],
        summary: "'Talk to a human coach': opens the client's conversation with their coach (or support when they have none), posts their request and alerts the recipient",
      },
    })
    .input(chatSessionInput)
    .output(escalationSchema)
    .mutation(({ ctx, input }) => escalateToHuman(ctx, input.id)),

  bookHuman: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/sessions/{id}/chat/escalate/book', tags: ['chat'], summary: "Books the first free slot with the client's own coach (409 when they have none)" },
    })
    .input(chatSessionInput)
    .output(sessionSchema)
    .mutation(({ ctx, input }) => bookFirstFreeSlot(ctx, input.id)),

  handoffDraft: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/sessions/{id}/chat/handoff', tags: ['chat'], summary: "'Talk to my coach': who it goes to and a summary of the AI session for the client to review" },
    })
    .input(chatSessionInput)
    .output(handoffDraftSchema)
    .query(({ ctx, input }) => handoffDraft(ctx, input.id)),

  sendHandoff: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/sessions/{id}/chat/handoff', tags: ['chat'], summary: "Sends the reviewed summary to the client's coach (or support) as their own message" },
    })
    .input(sendHandoffInput)
    .output(escalationSchema)
    .mutation(({ ctx, input }) => sendHandoff(ctx, input.id, input.message)),

  flagged: roleProcedure('coach', 'admin')
    .meta({
      openapi: {
        method: 'GET',
        path: '/flagged-sessions',
        tags: ['chat'],
        summary: "Sessions the safety check flagged for review: a coach's own clients' (admins: all); never the chat text",
      },
    })
    .input(z.void())
    .output(z.array(sessionFlagSchema))
    .query(({ ctx }) => listFlagsFor(ctx.db, ctx.user)),

  /** Live chat over the websocket: new messages, the AI reply's text as it streams, the completed reply. */
  onSessionEvent: authedProcedure.input(chatSubscriptionInput).subscription(async ({ ctx, input, signal }) => {
    // Authorised like the GET: anyone but a participant is refused before anything streams.
    const session = await chatSession(ctx, input.sessionId);
    return openChatStream(ctx, session.id, input.lastEventId, signal);
  }),
});
