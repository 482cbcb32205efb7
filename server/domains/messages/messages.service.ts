import { TRPCError } from '@trpc/server';
import { SUPPORT_CONVERSATION_TITLE } from '@shared/constants/messages';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Message, MessageEvent, SendMessageInput } from '@shared/schemas/messages';
import { tooManyRequests } from '../../lib/errors';
import type { Context } from '../../trpc/context';
import { findCoachById } from '../coaches/coaches.queries';
import { directKey, displayName, ensureConversation, findConversationForUser, insertMessage, markRead, participantIds, supportKey } from './messages.queries';

declare module '../../lib/event-bus' {
  interface AppEvents {
    /** Something changed in a conversation; delivered only to the listed users' subscriptions. */
    'messages.event': { recipientIds: string[]; event: MessageEvent };
  }
}

export type MessagesContext = Pick<Context, 'db' | 'bus' | 'rateLimiter'> & { user: CurrentUser };

/** Generous for a person typing, low enough to stop a script flooding a conversation. */
const SEND_LIMIT = 30;
const SEND_WINDOW_MS = 60_000;

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Conversation not found' });

/** The conversation when the caller takes part in it; 404 otherwise, as if it did not exist. */
export async function requireConversation(ctx: MessagesContext, conversationId: number) {
  const conversation = await findConversationForUser(ctx.db, ctx.user.id, conversationId);
  if (!conversation) throw notFound();
  return conversation;
}

export async function sendMessage(ctx: MessagesContext, input: SendMessageInput): Promise<Message> {
  await requireConversation(ctx, input.conversationId);
  const rate = await ctx.rateLimiter.hit(`messages:send:${ctx.user.id}`, SEND_LIMIT, SEND_WINDOW_MS);
  if (!rate.allowed) throw tooManyRequests('You are sending messages too quickly. Wait a moment and try again.', rate.retryAfterSeconds);
  const message = await insertMessage(ctx.db, input.conversationId, ctx.user.id, input.content);
  const recipientIds = await participantIds(ctx.db, input.conversationId);
  ctx.bus.publish('messages.event', { recipientIds, event: { kind: 'message', message } });
  return message;
}

export async function openConversation(ctx: MessagesContext, conversationId: number): Promise<void> {
  await requireConversation(ctx, conversationId);
  // Other tabs and devices of the same person drop the badge too.
  if (await markRead(ctx.db, conversationId, ctx.user.id)) {
    ctx.bus.publish('messages.event', { recipientIds: [ctx.user.id], event: { kind: 'read', conversationId } });
  }
}

/** The direct conversation between the caller and a coach (by coach profile id), created when missing. */
export async function openDirectWithCoach(ctx: MessagesContext, coachId: number): Promise<number> {
  const coach = await findCoachById(ctx.db, coachId);
  if (!coach) throw new TRPCError({ code: 'NOT_FOUND', message: 'Coach not found' });
  if (coach.userId === ctx.user.id) throw new TRPCError({ code: 'BAD_REQUEST', message: 'You cannot start a conversation with yourself' });
  const title = `${displayName(coach.user)} & ${displayName(ctx.user)}`;
  const participants = [ctx.user.id, coach.userId];
  const { id, created } = await ensureConversation(ctx.db, { uniqueKey: directKey(ctx.user.id, coach.userId), type: 'direct', title, createdBy: ctx.user.id, participants });
  if (created) ctx.bus.publish('messages.event', { recipientIds: participants, event: { kind: 'conversation', conversationId: id } });
  return id;
}

/** The caller's conversation with the platform's support team (every admin takes part). */
export async function openSupport(ctx: MessagesContext): Promise<number> {
  const admins = await ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
  const participants = [ctx.user.id, ...admins.map((admin) => admin.id)];
  const { id, created } = await ensureConversation(ctx.db, {
    uniqueKey: supportKey(ctx.user.id),
    type: 'support',
    title: SUPPORT_CONVERSATION_TITLE,
    createdBy: ctx.user.id,
    participants,
  });
  if (created) ctx.bus.publish('messages.event', { recipientIds: participants, event: { kind: 'conversation', conversationId: id } });
  return id;
}
