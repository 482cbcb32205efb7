import { ArrowLeft, Users } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { MESSAGES_EMPTY } from '@shared/constants/messages';
import type { Conversation, Message } from '@shared/schemas/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { MessageComposer } from './message-composer';
import { messageTime } from './message-time';

interface Props {
  conversation: Conversation;
  /** Names of the participants (the first page), shown on hover of the count. */
  participantNames: string[] | undefined;
  messages: Message[] | undefined;
  /** Loads the page of messages before the first one shown. */
  earlier: ReactNode;
  isLoading: boolean;
  currentUserId: string;
  onSend: (content: string) => Promise<boolean>;
  onBack: () => void;
}

export function MessageThread({ conversation, participantNames, messages, earlier, isLoading, currentUserId, onSend, onBack }: Props) {
  const end = useRef<HTMLDivElement>(null);
  // Follows the newest message; loading earlier ones keeps the reader where they are.
  const newestId = messages?.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newestId, conversation.id]);

  const count = conversation.participantCount;
  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={`Conversation: ${conversation.title}`}>
      <header className="flex items-center gap-3 border-b p-3">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{conversation.title}</h2>
          <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="participant-count" title={participantNames?.join(', ')}>
            <Users className="size-3" aria-hidden="true" /> {count} {count === 1 ? 'participant' : 'participants'}
          </p>
        </div>
        <Badge variant="outline" className="capitalize">
          {conversation.type}
        </Badge>
      </header>

      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4" role="log" aria-live="polite" aria-label="Messages">
        {isLoading ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className={cn('h-12 w-2/3', i % 2 === 1 && 'ml-auto')} />)
        ) : !messages || messages.length === 0 ? (
          <p className="py-12 text-center text-sm text-muted-foreground">{MESSAGES_EMPTY.noMessages}</p>
        ) : (
          <>
            {earlier}
            {messages.map((message) => {
              const mine = message.senderId === currentUserId;
              return (
                <div key={message.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-testid="message">
                  {!mine && <span className="mb-0.5 text-xs text-muted-foreground">{message.senderName}</span>}
                  <div className={cn('max-w-[80%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap break-words', mine ? 'bg-primary text-primary-foreground' : 'bg-muted')}>
                    {message.content}
                  </div>
                  <time className="mt-0.5 text-xs text-muted-foreground" dateTime={message.timestamp}>
                    {messageTime(message.timestamp)}
                  </time>
                </div>
              );
            })}
          </>
        )}
        <div ref={end} />
      </div>

      <MessageComposer onSend={onSend} />
    </section>
  );
}
