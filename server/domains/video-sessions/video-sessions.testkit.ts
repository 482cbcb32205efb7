import { randomBytes } from 'node:crypto';
import type { CallEvent } from '@shared/schemas/video-sessions';
import type { Database } from '../../db';
import type { HttpClient } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';

export const newPeerId = () => randomBytes(12).toString('base64url');

/** One tab in a call over the real websocket: what it hears, and the error when it is refused. */
export function joinCall(url: string, cookie: string | undefined, sessionId: number, peerId = newPeerId()) {
  const trpc = createTestTrpc(url, cookie);
  const events: CallEvent[] = [];
  const errors: { message: string; code?: string }[] = [];
  let started!: () => void;
  const ready = new Promise<void>((resolve) => {
    started = resolve;
  });
  const sub = trpc.client.videoSessions.onCallEvent.subscribe(
    { sessionId, peerId },
    {
      onStarted: () => started(),
      onData: (event) => events.push(event),
      onError: (error) => errors.push({ message: error.message, code: error.data?.code }),
    },
  );
  return {
    peerId,
    events,
    errors,
    ready,
    of: <T extends CallEvent['type']>(type: T) => events.filter((event): event is Extract<CallEvent, { type: T }> => event.type === type),
    close() {
      sub.unsubscribe();
      trpc.close();
    },
  };
}

export { until } from '../../testing/until';

export async function sessionIdByTitle(db: Database, title: string): Promise<number> {
  const row = await db.selectFrom('sessions').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  return row.id;
}

/** A tab has taken its place once its row is there (the subscription writes it before anything else). */
export async function waitForPeer(db: Database, peerId: string): Promise<void> {
  for (let i = 0; i < 250; i++) {
    if (await db.selectFrom('callPeers').select('peerId').where('peerId', '=', peerId).executeTakeFirst()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`peer ${peerId} never joined`);
}

export async function startCall(http: HttpClient, sessionId: number) {
  return http.post(`/api/video-sessions/${sessionId}/start`);
}
