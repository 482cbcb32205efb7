import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { INVITATION_MESSAGES } from '@shared/constants/team';
import type { MessageEvent } from '@shared/schemas/messages';
import { SESSION_REVOKED_CLOSE_CODE } from '../../lib/live-sockets';
import { HttpClient, type TestApp, mailTo, startTestApp, testDialect } from '../../testing/harness';
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

/** A browser tab's websocket on one instance: every operation over it, and when it was closed with which code. */
function liveSocket(url: string, cookie: string | undefined) {
  const closes: { at: number; code: number }[] = [];
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie, origin: url } : { origin: url } });
      this.on('close', (code) => closes.push({ at: performance.now(), code }));
    }
  }
  const wsClient = createWSClient({ url: `${url.replace(/^http/, 'ws')}/trpc`, WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient, transformer: superjson })] });
  return { client, closes, close: () => wsClient.close() };
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
    // When A's event bus publishes each message: the moment it is stored and handed to the other instances
    // (an in-process listener on A hears the publish before the transport sends it).
    const publishedOnA = new Map<string, number>();
    const stopListening = a.app.services.bus.subscribe('messages.event', ({ event }) => {
      if (event.kind === 'message') publishedOnA.set(event.message.content, performance.now());
    });
    // A, B and this test share one process: a stall of its event loop (GC, the machine's load) delays every
    // step alike. Its longest stall is printed with the figures, so a failure can be told apart from a slow bus.
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    const arrivalOf = (content: string) => live.events.find((e) => e.event.kind === 'message' && e.event.message.content === content)?.at;
    const post = async (content: string) => {
      const sentAt = performance.now();
      const sent = await coachOnA.post('/api/messages', { conversationId: direct.id, content });
      expect(sent.status).toBe(200);
      await until(() => arrivalOf(content) !== undefined, `"${content}" on B`, 2000);
      return { sentAt, publishedAt: publishedOnA.get(content)!, arrivedAt: arrivalOf(content)! };
    };
    try {
      await live.ready;
      // Not timed: the first delivery after start pays one-time costs (connections opened, code paths compiled).
      await post('Across instances (warm-up)');
      const figures: string[] = [];
      const delivery: { ms: number; stall: number }[] = [];
      for (let i = 0; i < 5; i++) {
        stalls.reset();
        stalls.enable();
        const { sentAt, publishedAt, arrivedAt } = await post(`Across instances ${i}`);
        stalls.disable();
        // Timed from the post (A has stored and published the message) to its receipt by B's subscriber:
        // nothing before the post (sign-ins, the subscription, the warm-up) counts, and nothing is clamped.
        delivery.push({ ms: arrivedAt - publishedAt, stall: stalls.max / 1e6 });
        figures.push(`#${i}: ${(arrivedAt - publishedAt).toFixed(1)} ms (POST sent to receipt ${(arrivedAt - sentAt).toFixed(1)} ms; longest event-loop stall ${(stalls.max / 1e6).toFixed(1)} ms)`);
      }
      console.info(`message published on A -> subscriber on B:\n  ${figures.join('\n  ')}`);
      // The bus's own time: what a stall of this shared event loop added is not the bus's (a loaded machine
      // stalled it 250 ms once); the median of the five, stalls included, must still be within 200 ms.
      for (const [i, { ms, stall }] of delivery.entries()) expect(ms - stall, figures[i]).toBeLessThan(200);
      const median = delivery.map(({ ms }) => ms).sort((x, y) => x - y)[2];
      expect(median, figures.join('; ')).toBeLessThan(200);
      // Exactly once each (the warm-up and the five).
      expect(live.events.filter((e) => e.event.kind === 'message')).toHaveLength(6);
    } finally {
      stalls.disable();
      stopListening();
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

  it('keeps an invitation single-use across instances: accepted through A, B sees it accepted and refuses a second accept', async () => {
    const adminOnA = await a.signIn('orgadmin@acme.example');
    const email = `across.${Date.now()}@people.example`;
    expect((await adminOnA.post('/api/team/invite', { email, fullName: 'Ada Across', role: 'member' })).status).toBe(200);
    const mail = (await mailTo(a.db, email)).at(-1);
    const token = decodeURIComponent(/\/join\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token).not.toBe('');
    expect((await b.anon.post('/api/team/invitations/lookup', { token })).body).toMatchObject({ email, accountExists: false });

    const accepted = await a.anon.post('/api/team/invitations/accept', { token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const lookedUp = await b.anon.post('/api/team/invitations/lookup', { token });
    expect([lookedUp.status, lookedUp.body.message]).toEqual([400, INVITATION_MESSAGES.used]);
    const adminOnB = new HttpClient(b.url, adminOnA.cookie);
    expect((await adminOnB.get(`/api/team/members?search=${encodeURIComponent(email)}`)).body).toEqual([expect.objectContaining({ id: accepted.body.user.id, status: 'active' })]);
    const again = await b.anon.post('/api/team/invitations/accept', { token });
    expect([again.status, again.body.message]).toEqual([400, INVITATION_MESSAGES.used]);
    expect(await a.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it.each([
    { what: 'a sign-out on A', reason: 'logout' },
    { what: 'a password change on A', reason: 'password_changed' },
  ])('closes the session’s open websocket on B within a second of $what', async ({ reason }) => {
    const email = `live.${reason}.${Date.now()}@people.example`;
    const signup = a.anon;
    expect((await signup.post('/api/client-signup', { email, firstName: 'Live', lastName: 'Across', goals: 'Grow' })).status).toBe(200);
    expect((await signup.post('/api/auth/password', { newPassword: 'first-long-passphrase' })).status).toBe(200);
    // The socket on B belongs to another session of the person's (a password change keeps the session that made it).
    const other = await a.signIn(email, 'first-long-passphrase');
    const onB = liveSocket(b.url, reason === 'logout' ? signup.cookie : other.cookie);
    try {
      expect((await onB.client.auth.user.query()).email).toBe(email);
      const userId = (await signup.get('/api/auth/user')).body.id as string;
      expect(b.app.services.sockets.count(userId)).toBe(1);
      expect(a.app.services.sockets.count(userId)).toBe(0);
      // Timed from the moment A revokes the session (its bus publishes the revocation, after the change is
      // stored), not from the request: a password change first hashes twice (argon2), which on a loaded
      // machine alone took over a second and says nothing about reaching B.
      let revokedOnA: number | undefined;
      const stopListening = a.app.services.bus.subscribe('auth.sessions_revoked', (event) => {
        if (event.userId === userId) revokedOnA ??= performance.now();
      });
      try {
        const asked = performance.now();
        const res = reason === 'logout' ? await signup.post('/api/auth/logout') : await signup.post('/api/auth/password', { currentPassword: 'first-long-passphrase', newPassword: 'second-long-passphrase' });
        expect(res.status).toBe(200);
        await until(() => onB.closes.length > 0, 'the socket on B to close', 5000);
        expect(onB.closes[0]!.code).toBe(SESSION_REVOKED_CLOSE_CODE);
        expect(revokedOnA).toBeDefined();
        const figures = `revoked on A -> closed on B ${(onB.closes[0]!.at - revokedOnA!).toFixed(1)} ms (request sent -> closed ${(onB.closes[0]!.at - asked).toFixed(1)} ms)`;
        console.info(`${reason}: ${figures}`);
        expect(onB.closes[0]!.at - revokedOnA!, figures).toBeLessThan(1000);
      } finally {
        stopListening();
      }
    } finally {
      onB.close();
    }
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

  it('keeps the order of events published without waiting, a large one first', async () => {
    // The bus publishes without awaiting the transport: a large event (a table row, then a notification)
    // must not be overtaken by the small one sent right after it.
    const url = t.config.database.kind === 'postgres' ? t.config.database.url : '';
    const log = { warn: () => {} };
    const sender = createPostgresTransport(url, 'catalyst_events_order_test', log);
    const receiver = createPostgresTransport(url, 'catalyst_events_order_test', log);
    const received: string[] = [];
    receiver.onMessage((message) => received.push(message.length > 100 ? `large ${message.length}` : message));
    await Promise.all([sender.ready(), receiver.ready()]);
    const large = JSON.stringify({ text: 'y'.repeat(10_000) });
    const sends = [sender.send('small 1'), sender.send(large), sender.send('small 2'), sender.send(large), sender.send('small 3')];
    await Promise.all(sends);
    await until(() => received.length === 5, 'five messages');
    expect(received).toEqual(['small 1', `large ${large.length}`, 'small 2', `large ${large.length}`, 'small 3']);
    await Promise.all([sender.close(), receiver.close()]);
  });
});
