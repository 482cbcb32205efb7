import { Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { CallMessage } from '@shared/schemas/video-sessions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

const CHAT_PAGE = 100;

/** The call's chat, kept with the session: the stored lines, then those arriving live; recording notices stand out. */
export function CallChat({ sessionId, live, onClose, className }: { sessionId: number; live: CallMessage[]; onClose: () => void; className?: string }) {
  const history = trpc.videoSessions.messages.useInfiniteQuery({ id: sessionId, limit: CHAT_PAGE }, { getNextPageParam: (last) => last.nextCursor });
  const send = trpc.videoSessions.sendMessage.useMutation();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);

  const messages = useMemo(() => {
    const byId = new Map<number, CallMessage>();
    for (const message of pagedItems(history.data) ?? []) byId.set(message.id, message);
    for (const message of live) byId.set(message.id, message);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [history.data, live]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    send.mutate({ id: sessionId, content }, { onSuccess: () => setText('') });
  };

  return (
    <aside aria-label="Call chat" className={cn('flex min-h-0 flex-col bg-slate-900 text-white', className)}>
      <div className="flex items-center justify-between border-b border-slate-700 px-4 py-3">
        <h2 className="font-semibold">Chat</h2>
        <Button size="icon" variant="ghost" className="text-white hover:bg-slate-800" aria-label="Close chat" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3" aria-live="polite">
        {history.hasNextPage && (
          <Button size="sm" variant="ghost" className="w-full text-slate-300" onClick={() => void history.fetchNextPage()}>
            Earlier messages
          </Button>
        )}
        {messages.length === 0 && <p className="text-sm text-slate-400">No messages yet. Say hello!</p>}
        {messages.map((message) =>
          message.kind === 'notice' ? (
            <p key={message.id} className="rounded-md bg-red-950/60 px-3 py-2 text-xs text-red-100" data-testid="call-notice">
              {message.content}
            </p>
          ) : (
            <div key={message.id} data-testid="call-message">
              <p className="text-xs text-slate-400">{message.senderName}</p>
              <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
            </div>
          ),
        )}
        <div ref={end} />
      </div>
      <form onSubmit={submit} className="flex gap-2 border-t border-slate-700 p-3">
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Message everyone"
          aria-label="Message"
          maxLength={2000}
          className="border-slate-600 bg-slate-800 text-white placeholder:text-slate-400"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={send.isPending || !text.trim()}>
          <Send aria-hidden="true" />
        </Button>
      </form>
      {send.isError && (
        <p role="alert" className="px-3 pb-3 text-xs text-red-300">
          {errorMessage(send.error, 'The message could not be sent.')}
        </p>
      )}
    </aside>
  );
}
