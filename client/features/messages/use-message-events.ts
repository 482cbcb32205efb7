import type { Message } from '@shared/schemas/messages';
import { trpc } from '@/lib/trpc';
import { prependMessage } from './thread-cache';

/**
 * Keeps the conversation list and the open thread current from the live subscription:
 * new messages land in their thread's cache, and unread counts are re-read from the server.
 */
export function useMessageEvents(openConversationId: number | null, onMessageInOpen: (message: Message) => void) {
  const utils = trpc.useUtils();
  trpc.messages.events.useSubscription(undefined, {
    // (Re)connected: catch up on anything sent while the socket was down.
    onStarted() {
      void utils.messages.conversations.invalidate();
      void utils.messages.list.invalidate();
    },
    onData(event) {
      if (event.kind === 'message') {
        const { message } = event;
        utils.messages.list.setInfiniteData({ conversationId: message.conversationId }, (current) => prependMessage(current, message));
        if (message.conversationId === openConversationId) onMessageInOpen(message);
      }
      void utils.messages.conversations.invalidate();
    },
  });
}
