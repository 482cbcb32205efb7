import { Bot, MessageCircle, Send, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HELP_CHAT_MESSAGE_MAX_LENGTH, HELP_CHAT_TITLE, type HelpChatSuggestedAction } from '@shared/constants/chatbot';
import type { CurrentUser } from '@shared/schemas/auth';
import { Providers } from '@/app/providers';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCurrentUser } from '@/lib/auth';
import { registerHelpChat, useHelpChatOpen } from '@/lib/help-chat';
import { HelpChatMessageBubble, TypingIndicator } from './help-chat-message';
import { useAnchorScroll } from './use-anchor-scroll';
import { useHelpChat } from './use-help-chat';

/** The floating help chat, on every page. A new identity starts a new conversation. */
export function HelpChatWidget() {
  // Mounted once the first answer is in; a later re-read of the user (on another page) keeps the conversation open.
  const { user, settled } = useCurrentUser();
  if (!settled) return null;
  return <HelpChat key={user?.id ?? 'visitor'} user={user} />;
}

function HelpChat({ user }: { user: CurrentUser | null }) {
  // Open at once when the launcher loaded this widget for a click (the state outlives a remount).
  const [open, setOpen] = useHelpChatOpen();
  const [draft, setDraft] = useState('');
  const { messages, pending, conversationId, showWelcome, send, rate } = useHelpChat(user);
  const location = useLocation();
  const navigate = useNavigate();
  const scrollToAnchor = useAnchorScroll(user !== null);
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);

  // Lets other pages (Support) open this widget.
  useEffect(() => registerHelpChat(() => setOpen(true)), [setOpen]);

  useEffect(() => {
    if (!open) return;
    showWelcome();
    inputRef.current?.focus();
  }, [open, showWelcome]);

  // Scroll to the newest message (and the typing indicator) whenever one arrives.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending, open]);

  function close() {
    setOpen(false);
    requestAnimationFrame(() => launcherRef.current?.focus());
  }

  async function submit() {
    const sent = await send(draft, location.pathname);
    if (sent) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter sends; Shift+Enter does not (and an IME composition's Enter only confirms the text).
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!event.shiftKey) void submit();
  }

  function runAction(action: HelpChatSuggestedAction) {
    if (action.action === 'scroll') scrollToAnchor(action.url);
    // Server routes (sign-in, sign-out) need a full navigation; app routes stay in the SPA.
    else if (action.url.startsWith('/api/')) window.location.assign(action.url);
    else navigate(action.url);
  }

  if (!open) {
    return (
      <Button
        ref={launcherRef}
        size="icon"
        className="fixed right-4 bottom-4 z-40 size-14 rounded-full shadow-lg [&_svg]:size-6"
        aria-label="Open help chat"
        onClick={() => setOpen(true)}
      >
        <MessageCircle />
      </Button>
    );
  }

  const canSend = draft.trim().length > 0 && !pending;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed right-4 bottom-4 z-50 flex h-[500px] max-h-[calc(100dvh-2rem)] w-96 max-w-[calc(100vw-2rem)] animate-fade-in flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-2xl"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <header className="flex items-center gap-3 border-b bg-primary px-4 py-3 text-primary-foreground">
        <span className="flex size-8 items-center justify-center rounded-full bg-primary-foreground/15">
          <Bot className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm leading-tight font-semibold">
            {HELP_CHAT_TITLE}
          </h2>
          <p className="text-xs opacity-80">Ask me anything about Catalyst</p>
        </div>
        <Button variant="ghost" size="icon" className="size-8 text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground" aria-label="Close help chat" onClick={close}>
          <X />
        </Button>
      </header>

      <ol ref={listRef} className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4" aria-live="polite" aria-label="Help chat messages">
        {messages.map((message) => (
          <HelpChatMessageBubble
            key={message.id}
            message={message}
            canRate={Boolean(user && conversationId && message.role === 'assistant' && !message.isWelcome && message.serverMessageId)}
            onAction={runAction}
            onRate={(wasHelpful) => rate(message.id, wasHelpful)}
          />
        ))}
        {pending && <TypingIndicator />}
      </ol>

      <form
        className="flex items-center gap-2 border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Input
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your question..."
          aria-label="Message"
          maxLength={HELP_CHAT_MESSAGE_MAX_LENGTH}
          autoComplete="off"
          // 16 px on phones: smaller inputs make iOS zoom the page on focus.
          className="text-base sm:text-sm"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={!canSend}>
          <Send />
        </Button>
      </form>
    </section>
  );
}

/** The widget with the API client: loaded by the launcher, outside the pages' own providers (one shared cache). */
export default function HelpChatWidgetWithProviders() {
  return (
    <Providers>
      <HelpChatWidget />
    </Providers>
  );
}
