import { z } from 'zod';
import {
  conversationPageInput,
  conversationPageSchema,
  conversationPathInput,
  conversationSchema,
  directConversationInput,
  type MessageEvent,
  messagePageSchema,
  messageSchema,
  participantPageSchema,
  sendMessageInput,
} from '@shared/schemas/messages';
import { pageInput } from '@shared/schemas/paging';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ensureCoachClientConversations, ensureGroupSessionConversations, findConversationById, listConversations, listMessages, listParticipants } from './messages.queries';
import { openConversation, openDirectWithCoach, openSupport, requireConversation, sendMessage } from './messages.service';
import { signedIn } from '../../trpc/access';
import { perHour } from '../../trpc/meta';

const tags = ['messages'];

export const messagesRouter = router({
  conversations: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/conversations', tags, summary: "The caller's conversations with unread counts and last message, most recent first; paged" }, paged: true, access: signedIn({ readOne: 'messages.conversation' }) })
    .input(pageInput)
    .output(conversationPageSchema)
    .query(async ({ ctx, input }) => {
      if (!input.cursor) {
        await ensureCoachClientConversations(ctx.db, ctx.user.id);
        await ensureGroupSessionConversations(ctx.db, ctx.user.id);
      }
      return listConversations(ctx.db, ctx.user.id, input);
    }),

  conversation: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/conversations/{id}', tags, summary: "One of the caller's conversations, as the list shows it" }, access: signedIn({ object: true }) })
    .input(conversationPathInput)
    .output(conversationSchema)
    .query(async ({ ctx, input }) => {
      await requireConversation(ctx, input.id);
      return findConversationById(ctx.db, ctx.user.id, input.id);
    }),

  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/messages', tags, summary: "The messages of one of the caller's conversations, newest first; paged (the next page is older)" }, paged: true, access: signedIn({ object: true }) })
    .input(conversationPageInput)
    .output(messagePageSchema)
    .query(async ({ ctx, input }) => {
      await requireConversation(ctx, input.conversationId);
      return listMessages(ctx.db, input.conversationId, input);
    }),

  participants: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/participants', tags, summary: "The people taking part in one of the caller's conversations, in the order they joined; paged" }, paged: true, access: signedIn({ object: true }) })
    .input(conversationPageInput)
    .output(participantPageSchema)
    .query(async ({ ctx, input }) => {
      await requireConversation(ctx, input.conversationId);
      return listParticipants(ctx.db, input.conversationId, input);
    }),

  send: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/messages', tags, summary: 'Posts a message (the server sets its time; a sent timestamp is ignored)' }, limitedBy: 'messages.service.ts: messages:send per person', access: signedIn({ object: true }) })
    .input(sendMessageInput)
    .output(messageSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx, input)),

  markRead: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/conversations/{id}/read', tags, summary: 'Marks every message of the conversation as read by the caller (opening it does this)' }, access: signedIn({ object: true }) })
    .input(conversationPathInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await openConversation(ctx, input.id);
      return { ok: true as const };
    }),

  openDirect: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/conversations/direct', tags, summary: 'Opens the direct conversation with a coach (by coach profile id), creating it when missing' }, quota: perHour(120, 'conversations'), access: signedIn({ own: { coach: 'invalid' } }) })
    .input(directConversationInput)
    .output(conversationSchema)
    .mutation(async ({ ctx, input }) => findConversationById(ctx.db, ctx.user.id, await openDirectWithCoach(ctx, input.coachId))),

  openSupport: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/conversations/support', tags, summary: "Opens the caller's conversation with the support team, creating it when missing" }, quota: perHour(60, 'support conversations'), access: signedIn() })
    .input(z.void())
    .output(conversationSchema)
    .mutation(async ({ ctx }) => findConversationById(ctx.db, ctx.user.id, await openSupport(ctx))),

  /** Live: new messages, reads and new conversations of the caller, over the websocket. */
  events: authedProcedure.meta({ access: signedIn() }).subscription(async function* ({ ctx, signal }): AsyncGenerator<MessageEvent> {
    for await (const { recipientIds, event } of ctx.bus.stream('messages.event', signal)) {
      if (recipientIds.includes(ctx.user.id)) yield event;
    }
  }),
});
