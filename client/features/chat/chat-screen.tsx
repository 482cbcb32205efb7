import { Loader2, Send, Sparkles } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, CHAT_STARTER_PROMPTS } from '@shared/constants/chat';
import type { ChatMessage } from '@shared/schemas/chat';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast, useToastsAbove } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { ChatHeader } from './chat-header';
import { actionKey, ChatBubble, PendingReply } from './chat-message';
import { TalkToMyCoach } from './human-help';
import { useLiveChat } from './use-live-chat';

/** The AI coach chat of one session: live over the websocket, polled every second as well. `tools`: extra actions under the header (composed by the page). */
export function ChatScreen({ sessionId, onBack, tools }: { sessionId: number; onBack(): void; tools?: ReactNode }) {
  const session = trpc.sessions.byId.useQuery({ id: sessionId });
  const chat = useLiveChat(sessionId, !session.isError);
  const [draft, setDraft] = useState('');
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const [adding, setAdding] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLFormElement>(null);
  useToastsAbove(composer);

  const send = trpc.chat.send.useMutation({
    onSuccess: (message) => {
      chat.add(message);
      setDraft('');
    },
    onError: () => toast({ ...CHAT_MESSAGES.sendFailed, variant: 'destructive' }),
  });
  const addGoal = trpc.chat.addActionItem.useMutation();

  const open = session.data?.status === 'in_progress' && session.data.type === 'ai';
  const blocked = send.isPending || !open;
  const submit = (text: string) => {
    const message = text.trim();
    if (!message || blocked) return;
    send.mutate({ id: sessionId, message });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit(draft);
    }
  };
  const use = (text: string) => {
    setDraft(text);
    input.current?.focus();
  };
  const onAddGoal = async (message: ChatMessage, item: string) => {
    const key = actionKey(message.id, item);
    setAdding(key);
    try {
      const result = await addGoal.mutateAsync({ id: sessionId, messageId: message.id, actionItem: item });
      setAdded((current) => new Set(current).add(key));
      toast({ title: result.created ? 'Goal added' : 'Already a goal', description: result.goal.title });
    } catch {
      toast({ title: 'Error', description: 'Failed to add the goal', variant: 'destructive' });
    } finally {
      setAdding(null);
    }
  };

  const typing = send.isPending || chat.awaitingReply;
  const count = chat.messages.length;
  // Follows the newest message; loading earlier ones keeps the reader where they are.
  const newestId = chat.messages.at(-1)?.id;
  const streamed = chat.streaming?.text.length ?? 0;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [newestId, streamed, typing]);

  if (session.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4 p-8 text-center">
        <p role="alert">This chat could not be opened. It may not exist, or it is not yours.</p>
        <Button onClick={onBack}>Back to AI coaches</Button>
      </div>
    );
  }

  return (
    <section className="mx-auto flex h-[calc(100dvh-5rem-var(--spacing-launcher))] w-full max-w-4xl flex-col overflow-hidden rounded-lg border bg-background sm:h-[calc(100dvh-5.5rem-var(--spacing-launcher))] lg:h-[calc(100dvh-6rem-var(--spacing-launcher))]" aria-label="AI coach chat" data-testid="chat-screen">
      <ChatHeader session={session.data} onBack={onBack} />
      <div className="flex flex-wrap justify-end gap-2 border-b px-2 py-1.5 sm:px-4">
        <TalkToMyCoach sessionId={sessionId} />
        {tools}
      </div>
      <div className="flex-1 overflow-y-auto px-2 py-4 sm:px-4">
        {chat.loading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading the conversation...
          </p>
        ) : count === 0 && !typing ? (
          <Welcome name={session.data?.aiCoach?.name} disabled={blocked} onPick={submit} />
        ) : (
          <ol className="space-y-4" aria-label="Messages">
            {chat.earlier.hasMore && (
              <li className="flex justify-center">
                <Button variant="outline" size="sm" disabled={chat.earlier.loading} onClick={chat.earlier.load}>
                  {chat.earlier.loading ? 'Loading...' : 'Load earlier messages'}
                </Button>
              </li>
            )}
            {chat.messages.map((message) => (
              <ChatBubble key={message.id} message={message} actions={{ sessionId, onUse: use, onAddGoal: (m, item) => void onAddGoal(m, item), added, adding }} />
            ))}
            {typing && <PendingReply text={chat.streaming?.text ?? null} />}
          </ol>
        )}
        <div ref={bottom} />
      </div>
      {/* Right padding: the help chat button floats over the bottom-right corner. */}
      <form ref={composer} onSubmit={onSubmit} className="border-t bg-background p-3 pr-16 sm:pr-20">
        {session.data && !open && <p className="mb-2 text-sm text-muted-foreground">This session is {session.data.status.replace('_', ' ')}; the chat is read-only.</p>}
        <div className="flex items-end gap-2">
          <label htmlFor="chat-input" className="sr-only">
            Message
          </label>
          <Textarea id="chat-input" ref={input} rows={2} value={draft} maxLength={CHAT_MESSAGE_MAX} disabled={!open} placeholder="Ask your AI coach anything..." onChange={(e) => setDraft(e.target.value)} onKeyDown={onKeyDown} className="min-h-11 resize-none" />
          <Button type="submit" size="icon" className="size-11" disabled={blocked || !draft.trim()} aria-label="Send message">
            {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Welcome({ name, disabled, onPick }: { name: string | undefined; disabled: boolean; onPick(text: string): void }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-8 text-center" data-testid="chat-welcome">
      <Sparkles className="size-10 text-primary" aria-hidden="true" />
      <div>
        <h2 className="text-lg font-semibold">Welcome{name ? ` to your session with ${name}` : ''}</h2>
        <p className="text-sm text-muted-foreground">Pick a starting point or write your own message.</p>
      </div>
      <div className="grid w-full gap-2">
        {CHAT_STARTER_PROMPTS.map((prompt) => (
          <Button key={prompt} variant="outline" className="h-auto justify-start py-3 text-left whitespace-normal" disabled={disabled} onClick={() => onPick(prompt)}>
            {prompt}
          </Button>
        ))}
      </div>
    </div>
  );
}
