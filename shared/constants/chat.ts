/** The AI coach chat's constants (part 1 sections 4, 5, 8, 9). */

export const CHAT_MESSAGE_MAX = 4000;
/** The spec's poll of GET /api/sessions/{id}/chat. */
export const CHAT_POLL_MS = 1000;
/** Messages one user may send per window, across all sessions. */
export const CHAT_RATE_LIMIT = { limit: 20, windowMs: 60_000 } as const;

/** The welcome state's three starter prompts. */
export const CHAT_STARTER_PROMPTS = [
  'Help me work through a leadership challenge I am facing',
  'How can I improve my team’s performance?',
  'Help me with strategic planning for the next quarter',
] as const;

export const CHAT_MESSAGES = {
  empty: 'Message cannot be empty',
  tooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters`,
  sendFailed: { title: 'Error', description: 'Failed to send message' },
  startFailed: { title: 'Error', description: 'Failed to start AI coaching session' },
  /** Stored as the AI message when no reply could be produced, so the chat never hangs on a typing state. */
  replyFailed: 'I’m sorry, I couldn’t put a reply together just now. Please send your message again in a moment.',
  replyInterrupted: 'I’m sorry, my reply was interrupted while the service restarted. Please send your message again.',
  aiNotice: 'You are chatting with an AI coach, not a person. It can make mistakes; for urgent help, contact local emergency services.',
} as const;
