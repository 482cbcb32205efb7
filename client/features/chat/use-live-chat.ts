import { useCallback, useMemo, useState } from 'react';
import { CHAT_POLL_MS } from '@shared/constants/chat';
import type { ChatEvent, ChatMessage } from '@shared/schemas/chat';
import { trpc } from '@/lib/trpc';
import { usePageVisible } from '@/lib/use-page-visible';

interface Streaming {
  replyTo: number;
  /** Pieces by sequence number: a piece that arrives twice or late lands in its place. */
  pieces: string[];
  /** The reply job's run these pieces come from. */
  attempt: number;
}

export interface LiveChat {
  messages: ChatMessage[];
  /** The AI reply being written, as far as it has arrived. */
  streaming: { replyTo: number; text: string } | null;
  /** A client message is waiting for its reply. */
  awaitingReply: boolean;
  loading: boolean;
  error: boolean;
  /** Adds a message the server returned (the POST's answer) before the poll or the socket brings it. */
  add(message: ChatMessage): void;
  live: boolean;
  /** Earlier messages than the newest page: whether there are any, and how to load them. */
  earlier: { hasMore: boolean; loading: boolean; load(): void };
}

/**
 * The session's chat from two sources merged by message id: the websocket subscription (new
 * messages and the reply word by word) and the spec's 1-second poll of GET .../chat?after=<last id>,
 * which asks only for what is new, and runs only while the page is visible and the socket is down.
 * Either alone keeps the screen current; together they never show a message twice.
 */
export function useLiveChat(sessionId: number, enabled: boolean): LiveChat {
  // The newest page first; older pages load on request, starting where it ends.
  const poll = trpc.chat.list.useQuery({ id: sessionId }, { enabled });
  const [wantEarlier, setWantEarlier] = useState(false);
  const older = trpc.chat.list.useInfiniteQuery(
    { id: sessionId },
    { enabled: enabled && wantEarlier && Boolean(poll.data?.nextCursor), initialCursor: poll.data?.nextCursor, getNextPageParam: (last) => last.nextCursor },
  );
  const [pushed, setPushed] = useState<Map<number, ChatMessage>>(() => new Map());
  const [streams, setStreams] = useState<Map<number, Streaming>>(() => new Map());

  const add = useCallback((message: ChatMessage) => {
    setPushed((current) => (current.has(message.id) ? current : new Map(current).set(message.id, message)));
  }, []);

  const onEvent = useCallback(
    (event: ChatEvent) => {
      if (event.type === 'message') {
        add(event.message);
        return;
      }
      setStreams((current) => {
        const attempt = event.attempt ?? 1;
        const stream = current.get(event.replyTo) ?? { replyTo: event.replyTo, pieces: [], attempt };
        if (attempt < stream.attempt || (attempt === stream.attempt && stream.pieces[event.seq] === event.text)) return current;
        // The reply is written again (a restart): what differs from here on replaces the earlier text.
        const pieces = stream.attempt === attempt ? [...stream.pieces] : stream.pieces.slice(0, event.seq);
        pieces[event.seq] = event.text;
        return new Map(current).set(event.replyTo, { replyTo: event.replyTo, pieces, attempt });
      });
    },
    [add],
  );

  const subscription = trpc.chat.onSessionEvent.useSubscription({ sessionId }, { enabled, onData: (envelope) => onEvent(envelope.data) });
  const live = subscription.status === 'pending';

  const known = useMemo(() => {
    let last = 0;
    for (const message of poll.data?.items ?? []) last = Math.max(last, message.id);
    for (const id of pushed.keys()) last = Math.max(last, id);
    return last;
  }, [poll.data, pushed]);
  const visible = usePageVisible();
  const newer = trpc.chat.list.useQuery(
    { id: sessionId, after: known },
    { enabled: enabled && poll.isSuccess && visible && !live, refetchInterval: CHAT_POLL_MS, refetchIntervalInBackground: false },
  );

  const messages = useMemo(() => {
    const byId = new Map<number, ChatMessage>(pushed);
    for (const page of older.data?.pages ?? []) for (const message of page.items) byId.set(message.id, message);
    for (const message of poll.data?.items ?? []) byId.set(message.id, message);
    // The poll's answer: everything after the last message the screen had when the socket went down.
    for (const message of newer.data?.items ?? []) byId.set(message.id, message);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [poll.data, older.data, newer.data, pushed]);

  const answered = useMemo(() => new Set(messages.flatMap((m) => (m.replyToId === null ? [] : [m.replyToId]))), [messages]);
  const last = messages.at(-1);
  const awaitingReply = last !== undefined && !last.isFromAI && !answered.has(last.id);

  const streaming = useMemo(() => {
    if (!last || last.isFromAI) return null;
    // Only the reply to a message still waiting is shown; a finished reply replaces its stream.
    const pending = [...streams.values()].filter((s) => !answered.has(s.replyTo)).sort((a, b) => b.replyTo - a.replyTo)[0];
    return pending ? { replyTo: pending.replyTo, text: pending.pieces.join('') } : null;
  }, [streams, answered, last]);

  return {
    messages,
    streaming,
    awaitingReply,
    loading: poll.isLoading,
    error: poll.isError && poll.data === undefined,
    add,
    live,
    earlier: {
      hasMore: wantEarlier ? older.hasNextPage || (older.isLoading && Boolean(poll.data?.nextCursor)) : Boolean(poll.data?.nextCursor),
      loading: older.isFetching,
      load: () => (wantEarlier ? void older.fetchNextPage() : setWantEarlier(true)),
    },
  };
}
