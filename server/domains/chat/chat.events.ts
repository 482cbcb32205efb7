import { tracked, type TrackedEnvelope } from '@trpc/server';
import type { ChatEvent } from '@shared/schemas/chat';
import type { Database } from '../../db';
import type { EventBus } from '../../lib/event-bus';
import { listMessages } from './chat.queries';

declare module '../../lib/event-bus' {
  interface AppEvents {
    /** A session's chat moved: a stored message, or a piece of an AI reply being written. */
    'chat.event': { sessionId: number; event: ChatEvent };
  }
}

export function publishChatEvent(bus: EventBus, sessionId: number, event: ChatEvent): void {
  bus.publish('chat.event', { sessionId, event });
}

/**
 * Event ids start with the highest stored message id the subscriber has been sent: '42' for message
 * 42, '42.17.1.3' for piece 3 of the first run of the reply to message 17 sent after it. A reconnecting client hands the
 * last one back, and the stored messages after that number are replayed first.
 */
function lastMessageIdOf(lastEventId: string): number {
  const head = Number.parseInt(lastEventId.split('.')[0] ?? '', 10);
  return Number.isFinite(head) && head > 0 ? head : 0;
}

async function latestMessageId(db: Database, sessionId: number): Promise<number> {
  const row = await db.selectFrom('sessionMessages').select((eb) => eb.fn.max('id').as('id')).where('sessionId', '=', sessionId).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * One subscriber's stream of a session's chat. It listens on the bus before it returns (so before
 * tRPC tells the client the subscription has started), replays what a reconnecting client missed,
 * and sends each message once (replayed or live).
 */
export function openChatStream(
  deps: { db: Database; bus: EventBus },
  sessionId: number,
  lastEventId: string | null | undefined,
  signal: AbortSignal | undefined,
): AsyncGenerator<TrackedEnvelope<ChatEvent>> {
  const queue: ChatEvent[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = deps.bus.subscribe('chat.event', (payload) => {
    if (payload.sessionId !== sessionId) return;
    queue.push(payload.event);
    wake?.();
  });
  const onAbort = () => {
    unsubscribe();
    wake?.();
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  async function* events(): AsyncGenerator<TrackedEnvelope<ChatEvent>> {
    const sent = new Set<number>();
    /** Client messages whose reply is complete: their late pieces are dropped. */
    const answered = new Set<number>();
    /** Pieces of replies being written that this subscriber was sent, by the message they answer. */
    const pieces = new Map<number, { attempt: number; texts: string[] }>();
    let high = 0;
    const markSent = (event: Extract<ChatEvent, { type: 'message' }>) => {
      sent.add(event.message.id);
      high = Math.max(high, event.message.id);
      if (event.message.replyToId !== null) {
        answered.add(event.message.replyToId);
        pieces.delete(event.message.replyToId);
      }
    };

    try {
      if (lastEventId) {
        high = lastMessageIdOf(lastEventId);
        for (const message of await listMessages(deps.db, sessionId, high)) {
          const event = { type: 'message', message } as const;
          markSent(event);
          yield tracked(String(message.id), event);
        }
      } else {
        high = await latestMessageId(deps.db, sessionId);
      }
      // On resume, what the client saw before; on a first subscription every live message counts (the
      // screen drops what its GET already showed).
      const floor = lastEventId ? lastMessageIdOf(lastEventId) : 0;

      while (!signal?.aborted) {
        const event = queue.shift();
        if (!event) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = null;
          continue;
        }
        if (event.type === 'message') {
          // At or below the resume point: the client had it before the reconnect.
          if (sent.has(event.message.id) || event.message.id <= floor) continue;
          markSent(event);
          yield tracked(String(event.message.id), event);
        } else {
          if (answered.has(event.replyTo)) continue;
          // A reply written again after a restart repeats its start: a piece this subscriber has already
          // (same place, same text) is not sent twice; an older run's late pieces are dropped.
          const attempt = event.attempt ?? 1;
          const stream = pieces.get(event.replyTo) ?? { attempt, texts: [] as string[] };
          if (attempt < stream.attempt || stream.texts[event.seq] === event.text) continue;
          const texts = attempt === stream.attempt ? stream.texts : stream.texts.slice(0, event.seq);
          texts[event.seq] = event.text;
          pieces.set(event.replyTo, { attempt, texts });
          yield tracked(`${high}.${event.replyTo}.${attempt}.${event.seq}`, event);
        }
      }
    } finally {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
    }
  }
  return events();
}
