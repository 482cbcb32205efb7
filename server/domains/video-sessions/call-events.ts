import { TRPCError } from '@trpc/server';
import { MAX_CALL_PEERS, VIDEO_MESSAGES } from '@shared/constants/video';
import type { CallEvent } from '@shared/schemas/video-sessions';
import { personName } from '@shared/utils/person-name';
import type { Database } from '../../db';
import { lockKeys } from '../../db/dialect';
import type { EventBus } from '../../lib/event-bus';
import { livePeers, PEER_STALE_MS, removePeer, touchPeer } from './video-sessions.queries';

declare module '../../lib/event-bus' {
  interface AppEvents {
    /** Something for the tabs in one call: to one tab (`to`), or to every tab but the sender's (`except`). */
    'video.call': { sessionId: number; to: string | null; except: string | null; event: CallEvent };
  }
}

export function publishCallEvent(bus: EventBus, sessionId: number, event: CallEvent, address: { to?: string; except?: string } = {}): void {
  bus.publish('video.call', { sessionId, to: address.to ?? null, except: address.except ?? null, event });
}

/** How often an open signalling stream marks its tab as still there. */
const KEEPALIVE_MS = 15_000;
/**
 * A stream that drops without the 'Leave' call (a network blip, a reload) keeps its tab's place this long:
 * a stream that comes back for the same tab in time takes the place again and the others hear no 'leave',
 * so their connection to it is kept (and ICE-restarted) instead of torn down.
 */
export const LEAVE_GRACE_MS = 5000;

interface Caller {
  db: Database;
  bus: EventBus;
  user: { id: string; firstName: string | null; lastName: string | null };
}

/**
 * Enters the call as one tab: takes a place (at most MAX_CALL_PEERS tabs), then everything addressed to it
 * until the signal aborts. The tab first hears a 'hello' from each tab already there; they hear its 'join'.
 * Its place is kept in the database, not in this process, so a multi-instance bus serves calls unchanged.
 */
export async function* openCallStream(caller: Caller, sessionId: number, peerId: string, signal: AbortSignal | undefined): AsyncGenerator<CallEvent> {
  const { db, bus, user } = caller;
  const queue: CallEvent[] = [];
  let wake: (() => void) | null = null;
  // Listening before the others are told, so no answer to the 'join' can be missed.
  const unsubscribe = bus.subscribe('video.call', (payload) => {
    if (payload.sessionId !== sessionId) return;
    if (payload.to !== null && payload.to !== peerId) return;
    if (payload.except === peerId) return;
    queue.push(payload.event);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort, { once: true });
  let keepalive: ReturnType<typeof setInterval> | undefined;
  let joinedAt: string | null = null;

  try {
    const now = new Date();
    const others = await db.transaction().execute(async (trx) => {
      // Parallel joins of one call count its people one after another (PostgreSQL counts side by side).
      await lockKeys(trx, `call-peers:${sessionId}`);
      await trx.deleteFrom('callPeers').where('sessionId', '=', sessionId).where('seenAt', '<=', new Date(now.getTime() - PEER_STALE_MS).toISOString()).execute();
      const existing = await trx.selectFrom('callPeers').select(['userId']).where('peerId', '=', peerId).executeTakeFirst();
      // A tab id belongs to its first holder: nobody can step into another person's place.
      if (existing && existing.userId !== user.id) throw new TRPCError({ code: 'NOT_FOUND', message: VIDEO_MESSAGES.sessionNotFound });
      const present = (await livePeers(trx, sessionId, now)).filter((peer) => peer.peerId !== peerId);
      if (present.length >= MAX_CALL_PEERS) throw new TRPCError({ code: 'CONFLICT', message: VIDEO_MESSAGES.callFull });
      const stamp = now.toISOString();
      await trx
        .insertInto('callPeers')
        .values({ peerId, sessionId, userId: user.id, joinedAt: stamp, seenAt: stamp })
        .onConflict((oc) => oc.column('peerId').doUpdateSet({ seenAt: stamp, joinedAt: stamp, sessionId }))
        .execute();
      return present;
    });
    joinedAt = now.toISOString();
    for (const peer of others) queue.push({ type: 'hello', from: peer.peerId, userId: peer.userId, name: peer.name });
    publishCallEvent(bus, sessionId, { type: 'join', from: peerId, userId: user.id, name: personName(user, 'Participant') }, { except: peerId });

    keepalive = setInterval(() => {
      void touchPeer(db, peerId, user.id).catch(() => undefined);
    }, KEEPALIVE_MS);
    keepalive.unref();

    while (!signal?.aborted) {
      const event = queue.shift();
      if (!event) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      yield event;
    }
  } finally {
    clearInterval(keepalive);
    unsubscribe();
    signal?.removeEventListener('abort', onAbort);
    if (joinedAt) {
      const place = joinedAt;
      // A tab that left with the 'Leave' call is gone already, and a stream back within the grace holds a newer place.
      const timer = setTimeout(() => {
        void removePeer(db, peerId, user.id, place)
          .then((removed) => {
            if (removed) publishCallEvent(bus, sessionId, { type: 'leave', from: peerId }, { except: peerId });
          })
          .catch(() => undefined);
      }, LEAVE_GRACE_MS);
      timer.unref();
    }
  }
}
