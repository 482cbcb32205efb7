import { z } from 'zod';
import { pageOf, pageParams } from './paging';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '../constants/chat';

const sessionIdField = z.number({ error: 'Session id must be a number' }).int().positive();

/** A structured AI reply: the message and its clickable parts. */
export const coachReplySchema = z.object({
  message: z.string(),
  suggestions: z.array(z.string()),
  actionItems: z.array(z.string()),
  followUpQuestions: z.array(z.string()),
});
export type CoachReplyBody = z.infer<typeof coachReplySchema>;

export const REPLY_KINDS = ['model', 'safety', 'check_in', 'error'] as const;
export const SAFETY_LEVELS = ['crisis', 'concern'] as const;

/**
 * One chat message. For a structured AI reply `message` is the reply as JSON text (the spec's shape)
 * and `parsedResponse` the same reply as an object; otherwise `message` is plain text.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  isFromAI: z.boolean(),
  parsedResponse: coachReplySchema.nullable(),
  /** AI messages: a coach reply, the crisis reply ('safety'), the safety check-in question, or the apology stored when no reply could be made. */
  replyKind: z.enum(REPLY_KINDS).nullable(),
  /** AI messages: the id of the client message this answers. */
  replyToId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSessionInput = z.object({ id: sessionIdField });
/** A page of a transcript: the newest messages in order; the next page holds the ones before them. */
export const chatPageInput = z.object({
  id: sessionIdField,
  ...pageParams,
  /** Only messages after this one (the last the caller has), oldest first: what a poll asks for. */
  after: z.number({ error: 'after must be a message id' }).int('after must be a message id').min(0, 'after must be a message id').optional(),
});
export const chatMessagePageSchema = pageOf(chatMessageSchema);

/** The chat form (the screen uses it through the resolver) and the POST body. */
export const chatFormSchema = z.object({
  message: z.string({ error: CHAT_MESSAGES.empty }).trim().min(1, CHAT_MESSAGES.empty).max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong),
});
export const sendChatInput = chatFormSchema.extend({ id: sessionIdField });

export const addActionItemInput = z.object({
  id: sessionIdField,
  /** The AI reply that offered the action item. */
  messageId: z.number({ error: 'messageId must be a number' }).int().positive(),
  actionItem: z.string({ error: 'Choose an action item' }).trim().min(1, 'Choose an action item').max(500),
});

/** Live events of one session's chat; ids let a reconnecting client resume after the last one it saw. */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** A piece of the AI reply to message `replyTo`, in order (`seq` from 0). */
  // attempt: the run of the reply job (1 first); a higher one means the reply is being written again after a restart.
  z.object({ type: z.literal('delta'), replyTo: z.number().int(), seq: z.number().int(), text: z.string(), attempt: z.number().int().positive().optional() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

export const chatSubscriptionInput = z.object({
  sessionId: sessionIdField,
  /** Set by the websocket link on reconnect: the id of the last event received. */
  lastEventId: z.string().max(64).nullish(),
});

export const sessionFlagSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  sessionTitle: z.string(),
  category: z.string(),
  /** 'crisis' (clear risk) or 'concern' (an ambiguous message that got a check-in). */
  level: z.enum(SAFETY_LEVELS),
  flaggedAt: z.string(),
  aiCoachName: z.string().nullable(),
  client: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() }),
});
export type SessionFlag = z.infer<typeof sessionFlagSchema>;
export const sessionFlagPageSchema = pageOf(sessionFlagSchema);

/** Where 'Talk to a human coach' and 'Talk to my coach' lead: the client's own coach, or support when they have none. */
export const humanContactSchema = z.object({
  kind: z.enum(['coach', 'support']),
  name: z.string(),
  /** The coach's profile id, for booking (null for support). */
  coachId: z.number().int().nullable(),
});
export type HumanContact = z.infer<typeof humanContactSchema>;

export const escalationSchema = z.object({ conversationId: z.number().int(), contact: humanContactSchema });
export type Escalation = z.infer<typeof escalationSchema>;

export const handoffDraftSchema = z.object({ contact: humanContactSchema, summary: z.string() });
export type HandoffDraft = z.infer<typeof handoffDraftSchema>;

export const HANDOFF_MAX = 4000;
export const sendHandoffInput = z.object({
  id: sessionIdField,
  message: z.string({ error: 'Write a message for your coach' }).trim().min(1, 'Write a message for your coach').max(HANDOFF_MAX, `The message must be at most ${HANDOFF_MAX} characters`),
});
