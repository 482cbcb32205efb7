import { z } from 'zod';
import { addActionItemInput, chatMessageSchema, chatSessionInput, chatSubscriptionInput, sendChatInput, sessionFlagSchema } from '@shared/schemas/chat';
import { goalSchema } from '@shared/schemas/goals';
import { router } from '../../trpc/init';
import { authedProcedure, roleProcedure } from '../../trpc/procedures';
import { addActionItemAsGoal } from './action-items';
import { openChatStream } from './chat.events';
import { listFlagsFor, listMessages } from './chat.queries';
import { chatSession, sendChatMessage } from './chat.service';
import { roles, signedIn } from '../../trpc/access';

export const chatRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/sessions/{id}/chat', tags: ['chat'], summary: "A session's chat messages in order (its participants only)" }, access: signedIn({ object: true }) })
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
      access: signedIn({ object: true }),
    })
    .input(sendChatInput)
    .output(chatMessageSchema)
    .mutation(({ ctx, input }) => sendChatMessage(ctx, input.id, input.message)),

  addActionItem: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/sessions/{id}/chat/action-items', tags: ['chat'], summary: "Make an action item of one of the session's AI replies a goal of the client" },
      access: signedIn({ object: true }),
    })
    .input(addActionItemInput)
    .output(z.object({ goal: goalSchema, created: z.boolean() }))
    .mutation(({ ctx, input }) => addActionItemAsGoal(ctx, input.id, input.messageId, input.actionItem)),

  flagged: roleProcedure('coach', 'admin')
    .meta({
      openapi: {
        method: 'GET',
        path: '/flagged-sessions',
        tags: ['chat'],
        summary: "Sessions the safety check flagged for review: a coach's own clients' (admins: all); never the chat text",
      },
      access: roles(['coach', 'admin']),
    })
    .input(z.void())
    .output(z.array(sessionFlagSchema))
    .query(({ ctx }) => listFlagsFor(ctx.db, ctx.user)),

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
