import { z } from 'zod';
import { pageOf, pageParams } from './paging';
import { CONVERSATION_TYPES, MESSAGE_MAX_LENGTH } from '../constants/messages';

export const conversationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(CONVERSATION_TYPES),
  unreadCount: z.number().int(),
  /** ISO time of the last message, or of the creation when there is none. */
  lastActivity: z.string(),
  lastMessage: z.object({ content: z.string(), senderId: z.string().nullable(), timestamp: z.string() }).nullable(),
  participantCount: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  content: z.string(),
  /** When the server stored it (ISO, UTC). */
  timestamp: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const participantSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;

const conversationIdField = z
  .number({ error: 'Conversation is required' })
  .int('Conversation id must be a whole number')
  .positive('Conversation id must be positive');

export const conversationIdInput = z.object({ conversationId: conversationIdField });
/** A page of one conversation's messages or participants. */
export const conversationPageInput = z.object({ conversationId: conversationIdField, ...pageParams });
export const conversationPathInput = z.object({ id: conversationIdField });

/** The composer and POST /api/messages: the spec sends only trimmed, non-empty text. */
export const sendMessageInput = z.object({
  conversationId: conversationIdField,
  content: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
  /** The spec's client sends its own time; the server's clock decides, so this is accepted and ignored. */
  timestamp: z.unknown().optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export const directConversationInput = z.object({
  coachId: z.number({ error: 'Coach is required' }).int('Coach id must be a whole number').positive('Coach id must be positive'),
});

/** What a participant's live subscription receives. */
export const messageEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: messageSchema }),
  z.object({ kind: z.literal('read'), conversationId: z.number().int() }),
  z.object({ kind: z.literal('conversation'), conversationId: z.number().int() }),
]);
export type MessageEvent = z.infer<typeof messageEventSchema>;

export const conversationPageSchema = pageOf(conversationSchema);
export const messagePageSchema = pageOf(messageSchema);
export const participantPageSchema = pageOf(participantSchema);
