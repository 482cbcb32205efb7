import { LifeBuoy, MessageSquare } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES_EMPTY } from '@shared/constants/messages';
import type { Message } from '@shared/schemas/messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConversationList } from '@/features/messages/conversation-list';
import { MessageThread } from '@/features/messages/message-thread';
import { prependMessage, threadMessages } from '@/features/messages/thread-cache';
import { useMessageEvents } from '@/features/messages/use-message-events';
import { LoadMore } from '@/components/load-more';
import { infiniteList, pagedItems } from '@/lib/paging';
import { personName } from '@/lib/datetime';
import { useCurrentUser } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

function positiveInt(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function MessagesPage() {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const selectedId = positiveInt(params.get('conversationId'));
  const coachId = positiveInt(params.get('coach'));

  const conversations = trpc.messages.conversations.useInfiniteQuery({}, infiniteList);
  const conversation = trpc.messages.conversation.useQuery({ id: selectedId ?? 0 }, { enabled: selectedId !== null });
  const selected = selectedId !== null ? (conversation.data ?? null) : null;
  const messages = trpc.messages.list.useInfiniteQuery({ conversationId: selectedId ?? 0 }, { ...infiniteList, enabled: selected !== null });
  const participants = trpc.messages.participants.useQuery({ conversationId: selectedId ?? 0 }, { enabled: selected !== null });

  const select = useCallback(
    (id: number | null) =>
      setParams((current) => {
        current.delete('coach');
        if (id === null) current.delete('conversationId');
        else current.set('conversationId', String(id));
        return current;
      }),
    [setParams],
  );

  const { mutate: markRead } = trpc.messages.markRead.useMutation();
  // Opening a conversation (not every refresh of the list) marks it read.
  const openId = selected?.id ?? null;
  useEffect(() => {
    if (openId !== null) markRead({ id: openId });
  }, [openId, markRead]);

  // Message buttons on coach cards arrive here with ?coach=<coach profile id>.
  const { mutate: openDirect, isPending: openingDirect } = trpc.messages.openDirect.useMutation({
    onSuccess: (conversation) => select(conversation.id),
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, 'Could not open the conversation. Please try again.'), variant: 'destructive' });
      select(null);
    },
  });
  useEffect(() => {
    if (coachId !== null) openDirect({ coachId });
  }, [coachId, openDirect]);

  useMessageEvents(openId, (message: Message) => {
    if (message.senderId !== user?.id) markRead({ id: message.conversationId });
  });

  const support = trpc.messages.openSupport.useMutation({
    onSuccess: (conversation) => select(conversation.id),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not reach support. Please try again.'), variant: 'destructive' }),
  });

  const send = trpc.messages.send.useMutation({
    onSuccess: (message) => {
      utils.messages.list.setInfiniteData({ conversationId: message.conversationId }, (current) => prependMessage(current, message));
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to send the message. Please try again.'), variant: 'destructive' }),
  });

  return (
    <div className="mx-auto flex h-[calc(100dvh-10rem-var(--spacing-launcher))] min-h-[26rem] sm:h-[calc(100dvh-10.5rem-var(--spacing-launcher))] lg:h-[calc(100dvh-7rem-var(--spacing-launcher))] w-full max-w-7xl flex-col gap-4 p-4 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Messages</h1>
          <p className="text-muted-foreground">Conversations with your coaches, groups and support.</p>
        </div>
        {user && user.role !== 'admin' && (
          <Button variant="outline" size="sm" onClick={() => support.mutate()} disabled={support.isPending}>
            <LifeBuoy aria-hidden="true" /> Message Support
          </Button>
        )}
      </header>
      <Card className="flex min-h-0 flex-1 flex-row gap-0 overflow-hidden p-0">
        <div className={cn('w-full min-h-0 flex-col border-r md:flex md:w-80', selected ? 'hidden' : 'flex')}>
          <ConversationList
            conversations={pagedItems(conversations.data)}
            more={<LoadMore {...conversations} what="conversations" />}
            isLoading={conversations.isLoading || openingDirect}
            search={search}
            onSearch={setSearch}
            selectedId={selected?.id ?? null}
            onSelect={select}
          />
        </div>
        <div className={cn('min-h-0 flex-1 flex-col md:flex', selected ? 'flex' : 'hidden')}>
          {selected && user ? (
            <MessageThread
              conversation={selected}
              participantNames={participants.data?.items.map((p) => personName(p, 'Member'))}
              messages={threadMessages(messages.data)}
              earlier={<LoadMore {...messages} what="earlier messages" />}
              isLoading={messages.isLoading}
              currentUserId={user.id}
              onSend={(content) => send.mutateAsync({ conversationId: selected.id, content }).then(() => true, () => false)}
              onBack={() => select(null)}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center text-muted-foreground">
              <MessageSquare className="size-10" aria-hidden="true" />
              <p className="text-lg font-medium text-foreground">{MESSAGES_EMPTY.noSelection}</p>
              <p className="text-sm">Choose a conversation from the list to read and reply.</p>
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}

export default MessagesPage;
