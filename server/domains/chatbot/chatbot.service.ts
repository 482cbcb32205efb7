import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { HELP_CHAT_RATE_LIMIT } from '@shared/constants/chatbot';
import type { HelpChatAskInput, HelpChatAskOutput, HelpChatFeedbackInput, HelpChatFeedbackOutput } from '@shared/schemas/chatbot';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Context } from '../../trpc/context';
import { tooManyRequests } from '../../lib/errors';
import { createHelpChatAnswerer } from './answerer';
import { helpChatSafety } from './safety-answer';
import {
  createConversation,
  findAssistantMessage,
  findOwnConversation,
  insertMessage,
  listRecentTurns,
  touchConversation,
  upsertFeedback,
} from './chatbot.queries';

/** Turns of earlier conversation handed to the answerer. */
const HISTORY_TURNS = 10;
const NOT_YOURS = 'Conversation not found. Start a new conversation.';

/** The path part of whatever the page sent: '/coaches?x=1#top' and 'https://host/coaches' both give '/coaches'. */
export function pagePath(currentPage: string | undefined): string {
  const raw = currentPage?.trim() || '/';
  let path = raw;
  try {
    path = new URL(raw, 'http://page.invalid').pathname;
  } catch {
    path = '/';
  }
  if (!path.startsWith('/')) return '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase() || '/';
}

/** Part 1 section 3: a session prefix, a timestamp and the user id (plus randomness so two never collide). */
function newConversationId(userId: string, at: Date): string {
  return `session_${at.getTime()}_${userId}_${randomBytes(4).toString('hex')}`;
}

async function ownConversationOrThrow(ctx: Context, user: CurrentUser | null, conversationId: string) {
  // Same answer for someone else's and for a made-up id: the caller learns nothing about other conversations.
  const conversation = user ? await findOwnConversation(ctx.db, user.id, conversationId) : undefined;
  if (!conversation) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_YOURS });
  return conversation;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.length <= 100 ? value : null);

export async function askHelpChat(ctx: Context, input: HelpChatAskInput): Promise<HelpChatAskOutput> {
  const limit = await ctx.rateLimiter.hit(`chatbot:ask:ip:${ctx.request.ip ?? 'unknown'}`, HELP_CHAT_RATE_LIMIT.limit, HELP_CHAT_RATE_LIMIT.windowMs);
  if (!limit.allowed) {
    throw tooManyRequests(`You are sending messages too quickly. Try again in ${limit.retryAfterSeconds} seconds.`, limit.retryAfterSeconds);
  }

  const user = ctx.user;
  const { currentPage, role: _claimedRole, ...extras } = input.context ?? {};
  const page = pagePath(currentPage);
  const conversation = input.conversationId ? await ownConversationOrThrow(ctx, user, input.conversationId) : undefined;
  const history = conversation ? await listRecentTurns(ctx.db, conversation.id, HISTORY_TURNS) : [];

  const role = user?.role ?? 'visitor';
  // Visitors' conversations are not stored: the widget sends the intent of its last answer, so a reply to a check-in is read as one.
  const visitorHistory = !user && typeof extras.previousIntent === 'string' ? [{ role: 'assistant' as const, content: '', intent: extras.previousIntent.slice(0, 64) }] : [];
  const account = user ? await ctx.db.selectFrom('users').select('timezone').where('id', '=', user.id).executeTakeFirst() : undefined;
  const safety = await helpChatSafety(ctx, {
    message: input.message,
    role,
    history: user ? history : visitorHistory,
    timeZone: account?.timezone ?? textOf(extras.timeZone),
    locale: textOf(extras.locale),
  });
  const answer =
    safety ??
    (await createHelpChatAnswerer(ctx.config).answer({
      message: input.message,
      page,
      role,
      firstName: user?.firstName ?? null,
      history,
      extras,
    }));

  if (!user) return { ...answer, conversationId: null, messageId: null };

  const now = new Date();
  const at = now.toISOString();
  const stored = await ctx.db.transaction().execute(async (trx) => {
    const conversationId = conversation?.id ?? newConversationId(user.id, now);
    if (!conversation) await createConversation(trx, { id: conversationId, userId: user.id, firstPage: page, at });
    else await touchConversation(trx, conversationId, at);
    await insertMessage(trx, { conversationId, role: 'user', content: input.message, page, at });
    const messageId = await insertMessage(trx, {
      conversationId,
      role: 'assistant',
      content: answer.message,
      page,
      intent: answer.intent,
      confidence: answer.confidence,
      suggestedActions: answer.suggestedActions,
      at,
    });
    return { conversationId, messageId };
  });
  return { ...answer, ...stored };
}

export async function recordHelpChatFeedback(ctx: Context, user: CurrentUser, input: HelpChatFeedbackInput): Promise<HelpChatFeedbackOutput> {
  const conversation = await ownConversationOrThrow(ctx, user, input.conversationId);
  const message = await findAssistantMessage(ctx.db, conversation.id, input.messageId);
  if (!message) {
    throw new TRPCError({ code: 'NOT_FOUND', message: `Message ${input.messageId} is not an assistant answer in this conversation` });
  }
  const at = new Date().toISOString();
  await upsertFeedback(ctx.db, {
    messageId: message.id,
    conversationId: conversation.id,
    userId: user.id,
    wasHelpful: input.wasHelpful,
    needsFollowUp: input.needsFollowUp,
    at,
  });
  return { conversationId: conversation.id, messageId: message.id, wasHelpful: input.wasHelpful, needsFollowUp: input.needsFollowUp, updatedAt: at };
}
