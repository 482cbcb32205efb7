/** The spec's Messages screen constants (part 2, sections 2, 3 and 9). */
export const CONVERSATION_TYPES = ['direct', 'group', 'support'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const MESSAGE_MAX_LENGTH = 5000;

export const MESSAGES_EMPTY = {
  noConversations: 'No conversations found',
  noSelection: 'Select a Conversation',
  noMessages: 'No messages yet. Start the conversation!',
} as const;

export const SUPPORT_CONVERSATION_TITLE = 'Catalyst Support';
