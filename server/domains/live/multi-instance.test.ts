import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { MessageEvent } from '@shared/schemas/messages';
import { type HttpClient, type TestApp, startTestApp, testDialect } from '../../testing/harness';
import type { AppRouter } from '../../trpc/root';
import { STRUCTURED, recordingModel, startAiSession, subscribeChat, until } from '../chat/chat.testkit';
import { aiCoachId } from '../sessions/sessions.testkit';
import { createPostgresTransport } from '../../lib/event-bus-transports';

/**
 * Two app instances on one database, as behind a load balancer: live events published on one reach
 * subscribers on the other. PostgreSQL: LISTEN/NOTIFY (project api-pg). Redis pub/sub when
 * TEST_REDIS_URL names a server (`.ci/run` sets it), on either dialect.
 */
const variants = [
  { name: 'PostgreSQL LISTEN/NOTIFY', run: testDialect === 'postgres', env: {} as Record<string, string> },
  { name: 'Redis pub/sub', run: Boolean(process.env.TEST_REDIS_URL), env: { REDIS_URL: process.env.TEST_REDIS_URL ?? '' } },
];

function messageEvents(url: string, cookie: string | undefined) {
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie, origin: url } : { origin: url } });
    }
  }
  const wsClient = createWSClient({ url: `${url.replace(/^http/, 'ws')}/trpc`, WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient, transformer: superjson })] });
  const events: { at: number; event: MessageEvent }[] = [];
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const subscription = client.messages.events.subscribe(undefined, { onStarted: () => started(), onData: (event) => events.push({ at: performance.now(), event }) });
  return {
    events,
    ready,
    client,
    close() {
      subscription.unsubscribe();
      wsClient.close();
    },
  };
}

describe.each(variants.filter((variant) => variant.run))('two instances over $name', ({ env }) => {
  let a: TestApp;
  let b: TestApp;
  const recorder = recordingModel();
  beforeAll(async () => {
    a = await startTestApp({ env, ai: recorder.model });
    b = await startTestApp({ env, ai: recorder.model, sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a message posted through A to a websocket subscriber on B within 200 ms', async () => {
    const coachOnA = await a.signIn('coach@example.com');
    const clientOnB = await b.signIn('client@example.com');
    const conversations = (await clientOnB.get('/api/conversations')).body as { id: number; type: string; title: string }[];
    const direct = conversations.find((c) => c.type === 'direct' && c.title === 'Jordan Rivera')!;
    const live = messageEvents(b.url, clientOnB.cookie);
    try {
      await live.ready;
      const latencies: number[] = [];
      for (let i = 0; i < 5; i++) {
        const content = `Across instances ${i}`;
        const sent = await coachOnA.post('/api/messages', { conversationId: direct.id, content });
        const stored = performance.now();
        expect(sent.status).toBe(200);
        await until(() => live.events.some((e) => e.event.kind === 'message' && e.event.message.content === content), `message ${i} on B`, 2000);
        const arrived = live.events.find((e) => e.event.kind === 'message' && e.event.message.content === content)!.at;
        latencies.push(Math.max(0, arrived - stored));
      }
      console.info(`message A -> subscriber on B after the POST returned: ${latencies.map((ms) => ms.toFixed(1)).join(', ')} ms`);
      for (const latency of latencies) expect(latency).toBeLessThan(200);
      // Exactly once each.
      expect(live.events.filter((e) => e.event.kind === 'message')).toHaveLength(5);
    } finally {
      live.close();
    }
  });

  it('streams an AI reply produced on A to a chat subscriber on B, in order, each event once', async () => {
    const clientOnA = await a.signIn('client@example.com');
    const clientOnB = await b.signIn('client@example.com');
    const session = await startAiSession(clientOnA, await aiCoachId(a.db, 'Executive Presence AI'));
    const live = subscribeChat(b.url, clientOnB.cookie, session);
    try {
      await live.ready;
      const sent = await clientOnA.post(`/api/sessions/${session}/chat`, { message: 'Stream it across' });
      expect(sent.status).toBe(200);
      await until(() => live.messages().some((m) => m.replyToId === sent.body.id), 'the completed reply on B');
      expect(live.deltas(sent.body.id).join('')).toBe(STRUCTURED.message);
      expect(new Set(live.events.map((e) => e.id)).size).toBe(live.events.length);
    } finally {
      live.close();
    }
  });

  it('counts sign-in failures from both instances against one limit', async () => {
    const attempt = (app: TestApp, i: number): Promise<{ status: number }> => app.anon.post('/api/auth/login', { email: 'lead@acme.example', password: `wrong-${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 === 0 ? a : b, i)).status);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 401));
    expect((await attempt(a, 10)).status).toBe(429);
    expect((await attempt(b, 11)).status).toBe(429);
  });

  it('keeps a session made on one instance valid on the other, and a sign-out on A ends it on B', async () => {
    const http: HttpClient = await a.signIn('member@globex.example');
    const onB = new (http.constructor as typeof HttpClient)(b.url, http.cookie);
    expect((await onB.get('/api/auth/user')).body.email).toBe('member@globex.example');
    expect((await http.post('/api/auth/logout')).status).toBe(200);
    expect((await onB.get('/api/auth/user')).status).toBe(401);
  });
});

describe.runIf(testDialect === 'postgres')('the PostgreSQL transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('carries an event larger than NOTIFY allows (through bus_payloads), in order with small ones', async () => {
    const url = t.config.database.kind === 'postgres' ? t.config.database.url : '';
    const log = { warn: () => {} };
    const sender = createPostgresTransport(url, 'catalyst_events_transport_test', log);
    const receiver = createPostgresTransport(url, 'catalyst_events_transport_test', log);
    const received: string[] = [];
    receiver.onMessage((message) => received.push(message));
    await Promise.all([sender.ready(), receiver.ready()]);
    const large = JSON.stringify({ text: 'x'.repeat(20_000) });
    await sender.send('first');
    await sender.send(large);
    await sender.send('last');
    await until(() => received.length === 3, 'three messages');
    expect(received).toEqual(['first', large, 'last']);
    await Promise.all([sender.close(), receiver.close()]);
  });
});
