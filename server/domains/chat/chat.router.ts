import { z } from 'zod';
import { addActionItemInput, chatMessagePageSchema, chatMessageSchema, chatPageInput, chatSessionInput, chatSubscriptionInput, escalationSchema, handoffDraftSchema, sendChatInput, sendHandoffInput, sessionFlagPageSchema } from '@shared/schemas/chat';
import { pageInput } from '@shared/schemas/paging';
import { sessionSchema } from '@shared/schemas/sessions';
import { goalSchema } from '@shared/schemas/goals';
import { router } from '../../trpc/init';
import { authedProcedure, roleProcedure } from '../../trpc/procedures';
import { addActionItemAsGoal } from './action-items';
import { openChatStream } from './chat.events';
import { listFlagsFor, listMessagePage } from './chat.queries';
import { chatSession, sendChatMessage } from './chat.service';
import { roles, signedIn } from '../../trpc/access';
import { bookFirstFreeSlot, escalateToHuman, handoffDraft, sendHandoff } from './human-contact';
import { perHour } from '../../trpc/meta';

export const chatRouter = router({
  list: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/sessions/{id}/chat', tags: ['chat'], summary: "A session's latest chat messages in order (its participants only); paged, the next page holds earlier ones; `after` (a message id) gives only the newer ones" },
      paged: true,
      access: signedIn({ object: true }),
    })
    .input(chatPageInput)
    .output(chatMessagePageSchema)
    .query(async ({ ctx, input }) => {
      const session = await chatSession(ctx, input.id);
      return listMessagePage(ctx.db, session.id, input);
    }),

  send: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/sessions/{id}/chat',
        tags: ['chat'],
        summary: 'Send a message in an in-progress AI session; the stored message returns at once and the AI reply follows in the background (20 a minute)',
      },
      limitedBy: 'chat.service.ts: 20 messages a minute per person, checked and counted in one step', access: signedIn({ object: true }),
    })
    .input(sendChatInput)
    .output(chatMessageSchema)
    .mutation(({ ctx, input }) => sendChatMessage(ctx, input.id, input.message)),

  addActionItem: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/sessions/{id}/chat/action-items', tags: ['chat'], summary: "Make an action item of one of the session's AI replies a goal of the client" },
      quota: perHour(300, 'goals'), access: signedIn({ object: true }),
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
      quota: perHour(30, 'requests for a human coach'), access: signedIn({ object: true }),
    })
    .input(chatSessionInput)
    .output(escalationSchema)
    .mutation(({ ctx, input }) => escalateToHuman(ctx, input.id)),

  bookHuman: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/sessions/{id}/chat/escalate/book', tags: ['chat'], summary: "Books the first free slot with the client's own coach (409 when they have none)" },
      // People without a coach of their own get 409 (nobody to book).
      quota: perHour(30, 'sessions'), access: signedIn({ object: true, own: { coach: 'conflict', organization_admin: 'conflict', team_lead: 'conflict', hr_manager: 'conflict', admin: 'conflict' } }),
    })
    .input(chatSessionInput)
    .output(sessionSchema)
    .mutation(({ ctx, input }) => bookFirstFreeSlot(ctx, input.id)),

  handoffDraft: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/sessions/{id}/chat/handoff', tags: ['chat'], summary: "'Talk to my coach': who it goes to and a summary of the AI session for the client to review" },
      access: signedIn({ object: true }),
    })
    .input(chatSessionInput)
    .output(handoffDraftSchema)
    .query(({ ctx, input }) => handoffDraft(ctx, input.id)),

  sendHandoff: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/sessions/{id}/chat/handoff', tags: ['chat'], summary: "Sends the reviewed summary to the client's coach (or support) as their own message" },
      quota: perHour(60, 'handoff messages'), access: signedIn({ object: true }),
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
        summary: "Sessions the safety check flagged for review, newest first: a coach's own clients' (admins: all); never the chat text; paged",
      },
      paged: true,
      access: roles(['coach', 'admin']),
    })
    .input(pageInput)
    .output(sessionFlagPageSchema)
    .query(({ ctx, input }) => listFlagsFor(ctx.db, ctx.user, input)),

  /** Live chat over the websocket: new messages, the AI reply's text as it streams, the completed reply. */
  onSessionEvent: authedProcedure
    .meta({ access: signedIn({ object: true }) })
    .input(chatSubscriptionInput)
    .subscription(async ({ ctx, input, signal }) => {
    // Authorised like the GET: anyone but a participant is refused before anything streams.
    const session = await chatSession(ctx, input.sessionId);
    return openChatStream(ctx, session.id, input.lastEventId, signal);
  }),
});
