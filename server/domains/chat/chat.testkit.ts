import { expect } from 'vitest';
import type { ChatEvent, ChatMessage } from '@shared/schemas/chat';
import type { CoachModel, CoachReply, CoachRequest } from '../../lib/ai';
import type { HttpClient } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';

export const STRUCTURED: CoachReply = {
  message: 'Start by naming the one decision that would unblock your team this week.',
  suggestions: ['Write down the decision', 'Ask your team what blocks them'],
  actionItems: ['Hold a 15-minute unblock meeting on Monday', 'List three decisions only you can make'],
  followUpQuestions: ['What has stopped you from deciding so far?'],
};

/** A model that records every call and streams its reply word by word; `gate` holds the reply until opened. */
export function recordingModel(reply: CoachReply = STRUCTURED) {
  const calls: CoachRequest[] = [];
  let release: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  const model: CoachModel = {
    provider: 'test',
    async reply(request, options) {
      calls.push(request);
      const words = reply.message.split(/(?<= )/);
      options?.onDelta?.(words[0] ?? '');
      if (gate) await gate;
      for (const word of words.slice(1)) options?.onDelta?.(word);
      return reply;
    },
  };
  return {
    model,
    calls,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    open() {
      release?.();
      gate = null;
    },
  };
}

export async function startAiSession(client: HttpClient, aiCoachId: number, status: 'in_progress' | 'scheduled' = 'in_progress'): Promise<number> {
  const scheduledAt = status === 'in_progress' ? new Date().toISOString() : new Date(Date.now() + 3 * 86_400_000).toISOString();
  const res = await client.post('/api/sessions', { title: 'AI coaching', type: 'ai', aiCoachId, scheduledAt, duration: 30, status });
  expect(res.status).toBe(200);
  return res.body.id as number;
}

/** Polls GET .../chat until the predicate holds (at most ~5 s). */
export async function waitForChat(client: HttpClient, sessionId: number, done: (messages: ChatMessage[]) => boolean): Promise<ChatMessage[]> {
  for (let i = 0; i < 100; i++) {
    const res = await client.get(`/api/sessions/${sessionId}/chat`);
    expect(res.status).toBe(200);
    if (done(res.body)) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the chat never reached the expected state');
}

export const repliedTo = (id: number) => (messages: ChatMessage[]) => messages.some((m) => m.isFromAI && m.replyToId === id);

export interface Received {
  id: string;
  data: ChatEvent;
}

/** Subscribes to a session's chat over the websocket and collects what arrives (from `lastEventId` on, as a reconnecting browser does). */
export function subscribeChat(url: string, cookie: string | undefined, sessionId: number, lastEventId?: string) {
  const trpc = createTestTrpc(url, cookie);
  const events: Received[] = [];
  const errors: Error[] = [];
  let started!: () => void;
  const ready = new Promise<void>((resolve) => {
    started = resolve;
  });
  const sub = trpc.client.chat.onSessionEvent.subscribe(
    { sessionId, lastEventId },
    {
      onStarted: () => started(),
      onData: (envelope) => events.push({ id: envelope.id, data: envelope.data }),
      onError: (error) => errors.push(error),
    },
  );
  return {
    events,
    errors,
    ready,
    messages: () => events.flatMap((e) => (e.data.type === 'message' ? [e.data.message] : [])),
    deltas: (replyTo: number) => events.flatMap((e) => (e.data.type === 'delta' && e.data.replyTo === replyTo ? [e.data.text] : [])),
    close() {
      sub.unsubscribe();
      trpc.close();
    },
  };
}

export { until } from '../../testing/until';
