import { useCallback, useRef, useState } from 'react';
import {
  HELP_CHAT_APOLOGY,
  HELP_CHAT_MEMBER_ACTIONS,
  HELP_CHAT_VISITOR_ACTIONS,
  HELP_CHAT_VISITOR_WELCOME,
  type HelpChatSuggestedAction,
  helpChatMemberWelcome,
} from '@shared/constants/chatbot';
import type { CurrentUser } from '@shared/schemas/auth';
import { trpc } from '@/lib/trpc';

/** Part 1 section 3: a help chat message as the widget holds it. */
export interface HelpChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  intent?: string;
  confidence?: number;
  suggestedActions?: HelpChatSuggestedAction[];
  /** The stored assistant message feedback refers to (signed-in users only). */
  serverMessageId?: number | null;
  isWelcome?: boolean;
  feedback?: 'helpful' | 'not-helpful';
}

let localIds = 0;
const localId = () => `local-${Date.now()}-${(localIds += 1)}`;

/**
 * The conversation of one widget: messages, the pending state and the server's conversation id
 * (kept only for signed-in users, whose conversations the server stores).
 */
export function useHelpChat(user: CurrentUser | null) {
  const [messages, setMessages] = useState<HelpChatMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const pendingRef = useRef(false);
  const ask = trpc.chatbot.ask.useMutation();
  const feedback = trpc.chatbot.feedback.useMutation();

  const showWelcome = useCallback(() => {
    setMessages((current) =>
      current.length > 0
        ? current
        : [
            {
              id: 'welcome',
              role: 'assistant',
              content: user ? helpChatMemberWelcome(user.firstName) : HELP_CHAT_VISITOR_WELCOME,
              timestamp: new Date().toISOString(),
              suggestedActions: user ? HELP_CHAT_MEMBER_ACTIONS : HELP_CHAT_VISITOR_ACTIONS,
              isWelcome: true,
            },
          ],
    );
  }, [user]);

  const send = useCallback(
    async (text: string, currentPage: string): Promise<boolean> => {
      const message = text.trim();
      // Blank messages and a second send while a reply is pending are never sent (part 1 section 5).
      if (!message || pendingRef.current) return false;
      pendingRef.current = true;
      setMessages((current) => [...current, { id: localId(), role: 'user', content: message, timestamp: new Date().toISOString() }]);
      try {
        // Where the person is (for crisis resources of their country) and, for visitors whose chats are
        // not stored, what the last answer was (so a reply to a safety check-in is read as one).
        const previousIntent = [...messages].reverse().find((m) => m.role === 'assistant' && !m.isWelcome)?.intent;
        const answer = await ask.mutateAsync({
          message,
          context: {
            currentPage,
            role: user?.role ?? 'anonymous',
            locale: navigator.language,
            timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
            ...(previousIntent ? { previousIntent } : {}),
          },
          conversationId: user ? conversationId : null,
        });
        if (user && answer.conversationId) setConversationId(answer.conversationId);
        setMessages((current) => [
          ...current,
          {
            id: localId(),
            role: 'assistant',
            content: answer.message,
            timestamp: new Date().toISOString(),
            intent: answer.intent,
            confidence: answer.confidence,
            suggestedActions: answer.suggestedActions,
            serverMessageId: answer.messageId,
          },
        ]);
      } catch {
        setMessages((current) => [...current, { id: localId(), role: 'assistant', content: HELP_CHAT_APOLOGY, timestamp: new Date().toISOString() }]);
      } finally {
        pendingRef.current = false;
      }
      return true;
    },
    [ask, conversationId, messages, user],
  );

  const rate = useCallback(
    (localMessageId: string, wasHelpful: boolean) => {
      const target = messages.find((m) => m.id === localMessageId);
      // Feedback only from signed-in users who have a conversation id (part 1 section 5).
      if (!user || !conversationId || !target?.serverMessageId || target.isWelcome) return;
      setMessages((current) => current.map((m) => (m.id === localMessageId ? { ...m, feedback: wasHelpful ? 'helpful' : 'not-helpful' } : m)));
      feedback.mutate(
        { conversationId, messageId: target.serverMessageId, wasHelpful, needsFollowUp: !wasHelpful },
        // Part 1 section 8: a feedback failure is only logged.
        { onError: (error) => console.error('Help chat feedback failed', error) },
      );
    },
    [conversationId, feedback, messages, user],
  );

  return { messages, pending: ask.isPending, conversationId, showWelcome, send, rate };
}
