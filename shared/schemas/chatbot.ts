import { z } from 'zod';
import { HELP_CHAT_ACTION_KINDS, HELP_CHAT_MESSAGE_MAX_LENGTH } from '../constants/chatbot';

export const helpChatSuggestedActionSchema = z.object({
  label: z.string(),
  action: z.enum(HELP_CHAT_ACTION_KINDS),
  url: z.string(),
});

/** Part 1 section 3: the current path, the role, plus any context from the host page. */
export const helpChatContextSchema = z
  .object({
    currentPage: z.string({ error: 'Current page must be text' }).trim().max(500, 'Current page must be at most 500 characters').optional(),
    // The server answers for the role of the signed-in user; this is only what the page believed.
    role: z.string({ error: 'Role must be text' }).max(50, 'Role must be at most 50 characters').optional(),
  })
  .catchall(z.unknown());
export type HelpChatContext = z.infer<typeof helpChatContextSchema>;

export const helpChatMessageSchema = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(HELP_CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${HELP_CHAT_MESSAGE_MAX_LENGTH} characters`);

const conversationIdSchema = z
  .string({ error: 'Conversation id must be text' })
  .trim()
  .min(1, 'Conversation id must not be empty')
  .max(200, 'Conversation id must be at most 200 characters');

export const helpChatAskInput = z.object({
  message: helpChatMessageSchema,
  context: helpChatContextSchema.optional(),
  conversationId: conversationIdSchema.nullish(),
});
export type HelpChatAskInput = z.infer<typeof helpChatAskInput>;

export const helpChatAskOutput = z.object({
  message: z.string(),
  intent: z.string(),
  confidence: z.number().min(0).max(1),
  suggestedActions: z.array(helpChatSuggestedActionSchema),
  /** The stored conversation (signed-in users only; null for visitors, whose chats are not stored). */
  conversationId: z.string().nullable(),
  /** The stored assistant message, the one feedback refers to (null for visitors). */
  messageId: z.number().int().nullable(),
});
export type HelpChatAskOutput = z.infer<typeof helpChatAskOutput>;

export const helpChatFeedbackInput = z.object({
  conversationId: z.string({ error: 'Conversation id is required' }).trim().min(1, 'Conversation id is required').max(200, 'Conversation id must be at most 200 characters'),
  messageId: z.coerce.number({ error: 'Message id must be a number' }).int('Message id must be a whole number').positive('Message id must be positive'),
  wasHelpful: z.boolean({ error: 'wasHelpful must be true or false' }),
  needsFollowUp: z.boolean({ error: 'needsFollowUp must be true or false' }),
});
export type HelpChatFeedbackInput = z.infer<typeof helpChatFeedbackInput>;

export const helpChatFeedbackOutput = z.object({
  conversationId: z.string(),
  messageId: z.number().int(),
  wasHelpful: z.boolean(),
  needsFollowUp: z.boolean(),
  updatedAt: z.string(),
});
export type HelpChatFeedbackOutput = z.infer<typeof helpChatFeedbackOutput>;
