import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageEvent } from '@shared/schemas/messages';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';
import { booking, coachId as coachIdOf, inDays, userId as userIdOf } from '../sessions/sessions.testkit';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
let outsider: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
  outsider = await t.signIn('member@globex.example');
});
afterAll(() => t.close());

interface ConversationBody {
  id: number;
  title: string;
  type: string;
  unreadCount: number;
  lastActivity: string;
  lastMessage: { content: string } | null;
  participantCount: number;
}

async function conversationsOf(http: HttpClient): Promise<ConversationBody[]> {
  const res = await http.get('/api/conversations');
  expect(res.status).toBe(200);
  return res.body;
}

async function directWithDemoCoach(): Promise<ConversationBody> {
  const list = await conversationsOf(client);
  const direct = list.find((c) => c.type === 'direct' && c.title === 'Jordan Rivera');
  if (!direct) throw new Error('seeded direct conversation missing');
  return direct;
}

async function coachProfileId(email: string): Promise<number> {
  const row = await t.db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId').select('coaches.id').where('users.email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** Collects subscription events until `until` holds or the time runs out. */
function collect(events: MessageEvent[], until: () => boolean, ms = 5000) {
  return new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const tick = setInterval(() => {
      if (until()) {
        clearInterval(tick);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(tick);
        reject(new Error(`timed out; events: ${JSON.stringify(events)}`));
      }
    }, 20);
  });
}

describe('GET /api/conversations', () => {
  it('answers 401 when signed out', async () => {
    for (const path of ['/api/conversations', '/api/messages?conversationId=1', '/api/participants?conversationId=1']) {
      expect((await t.anon.get(path)).status).toBe(401);
    }
    expect((await t.anon.post('/api/messages', { conversationId: 1, content: 'hi' })).status).toBe(401);
  });

  it('lists the seeded direct, group and support conversations with unread counts, last message and participant count', async () => {
    const list = await conversationsOf(client);
    expect(new Set(list.map((c) => c.type))).toEqual(new Set(['direct', 'group', 'support']));
    const direct = await directWithDemoCoach();
    expect(direct).toMatchObject({ unreadCount: 2, participantCount: 2 });
    expect(direct.lastMessage?.content).toMatch(/shared an article/);
    const times = list.map((c) => c.lastActivity);
    expect(times).toEqual([...times].sort().reverse());
    // The coach sees the same conversation titled with the client's name.
    expect((await conversationsOf(coach)).some((c) => c.id === direct.id && c.title === 'Casey Client')).toBe(true);
  });

  it('gives a coach and each of their clients a direct conversation, also for a new client', async () => {
    const coachList = await conversationsOf(coach);
    for (const name of ['Casey Client', 'Marcus Bell', 'Taylor Morgan', 'Sam Lee']) {
      expect(coachList.some((c) => c.type === 'direct' && c.title === name)).toBe(true);
    }
    const idOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const coachId = await idOf('coach@example.com');
    const newClientId = await idOf('member@globex.example');
    await t.db.insertInto('coachClients').values({ coachUserId: coachId, clientUserId: newClientId, source: 'booking' }).execute();
    const theirs = await conversationsOf(outsider);
    const direct = theirs.find((c) => c.type === 'direct' && c.title === 'Jordan Rivera');
    expect(direct).toMatchObject({ participantCount: 2, lastMessage: null });
    expect((await conversationsOf(coach)).filter((c) => c.title === 'Grace Mills')).toHaveLength(1);
    await t.db.deleteFrom('conversations').where('id', '=', direct?.id ?? 0).execute();
    await t.db.deleteFrom('coachClients').where('coachUserId', '=', coachId).where('clientUserId', '=', newClientId).execute();
  });

  it('gives a group session a group conversation for its coach and client, and nobody else', async () => {
    const jordan = await coachIdOf(t.db, 'coach@example.com');
    const casey = await userIdOf(t.db, 'client@example.com');
    const created = await coach.post('/api/sessions', booking({ type: 'hybrid', coachId: jordan, clientId: casey, scheduledAt: inDays(40), title: 'Quarterly leadership circle' }));
    expect(created.status).toBe(200);
    const group = (await conversationsOf(client)).find((c) => c.title === 'Quarterly leadership circle');
    expect(group).toMatchObject({ type: 'group', participantCount: 2 });
    expect((await conversationsOf(coach)).filter((c) => c.title === 'Quarterly leadership circle')).toHaveLength(1);
    expect((await conversationsOf(outsider)).some((c) => c.title === 'Quarterly leadership circle')).toBe(false);
    expect((await outsider.get(`/api/messages?conversationId=${group?.id}`)).status).toBe(404);
  });

  it('never lists a conversation the caller does not take part in', async () => {
    const clientIds = (await conversationsOf(client)).map((c) => c.id);
    const outsiderIds = (await conversationsOf(outsider)).map((c) => c.id);
    expect(outsiderIds.filter((id) => clientIds.includes(id))).toEqual([]);
  });
});

describe('reading a conversation', () => {
  it("answers 404 for another person's conversation on every path", async () => {
    const { id } = await directWithDemoCoach();
    expect((await outsider.get(`/api/messages?conversationId=${id}`)).status).toBe(404);
    expect((await outsider.get(`/api/participants?conversationId=${id}`)).status).toBe(404);
    expect((await outsider.post('/api/messages', { conversationId: id, content: 'Hello?' })).status).toBe(404);
    expect((await outsider.post(`/api/conversations/${id}/read`)).status).toBe(404);
    expect((await client.get('/api/messages?conversationId=999999')).status).toBe(404);
  });

  it('returns messages newest first, older ones on the next page, and the participants', async () => {
    const { id } = await directWithDemoCoach();
    const messages = await client.get(`/api/messages?conversationId=${id}`);
    expect(messages.status).toBe(200);
    expect(messages.body.at(-1)).toMatchObject({ conversationId: id, senderName: 'Jordan Rivera' });
    const stamps = messages.body.map((m: { timestamp: string }) => m.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const newest = await client.get(`/api/messages?conversationId=${id}&limit=2`);
    const older = await client.get(newest.headers.get('link')!.slice(1, newest.headers.get('link')!.indexOf('>')));
    expect([...newest.body, ...older.body].map((m: { id: number }) => m.id)).toEqual(messages.body.slice(0, 4).map((m: { id: number }) => m.id));
    const participants = await client.get(`/api/participants?conversationId=${id}`);
    expect(participants.body.map((p: { firstName: string }) => p.firstName).sort()).toEqual(['Casey', 'Jordan']);
    expect(JSON.stringify(participants.body)).not.toMatch(/@/);
  });

  it('rejects a missing or non-numeric conversation id with a message naming the field', async () => {
    const missing = await client.get('/api/messages');
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toContainEqual({ path: ['conversationId'], message: 'Conversation is required' });
    const text = await client.get('/api/participants?conversationId=abc');
    expect(text.status).toBe(400);
    expect(text.body.issues[0].path).toEqual(['conversationId']);
  });

  it('opening a conversation marks it read for the opener only', async () => {
    const { id } = await directWithDemoCoach();
    expect((await client.post(`/api/conversations/${id}/read`)).status).toBe(200);
    expect((await directWithDemoCoach()).unreadCount).toBe(0);
    const sent = await coach.post('/api/messages', { conversationId: id, content: 'One more thought.' });
    expect(sent.status).toBe(200);
    expect((await directWithDemoCoach()).unreadCount).toBe(1);
    expect((await conversationsOf(coach)).find((c) => c.id === id)?.unreadCount).toBe(0);
  });
});

describe('POST /api/messages', () => {
  it('stores the message with the server time, ignoring a sent timestamp', async () => {
    const { id } = await directWithDemoCoach();
    const before = Date.now();
    const res = await client.post('/api/messages', { conversationId: id, content: '  See you Friday!  ', timestamp: '2001-01-01T00:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe('See you Friday!');
    expect(new Date(res.body.timestamp).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const list = await conversationsOf(client);
    expect(list[0]).toMatchObject({ id, lastMessage: { content: 'See you Friday!' }, unreadCount: 0 });
  });

  it('refuses empty or whitespace-only text and a missing conversation, naming the field', async () => {
    const { id } = await directWithDemoCoach();
    const blank = await client.post('/api/messages', { conversationId: id, content: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toContainEqual({ path: ['content'], message: 'Message cannot be empty' });
    const none = await client.post('/api/messages', { content: 'Hello' });
    expect(none.body.issues).toContainEqual({ path: ['conversationId'], message: 'Conversation is required' });
    const long = await client.post('/api/messages', { conversationId: id, content: 'x'.repeat(5001) });
    expect(long.body.issues).toContainEqual({ path: ['content'], message: 'Message must be at most 5000 characters' });
    const count = await t.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('content', '=', '').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('starting conversations', () => {
  it('opens the existing direct conversation with a coach instead of creating another', async () => {
    const existing = await directWithDemoCoach();
    const res = await client.post('/api/conversations/direct', { coachId: await coachProfileId('coach@example.com') });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(existing.id);
  });

  it('creates a direct conversation with a new coach that only the two of them see', async () => {
    const coachId = await coachProfileId('priya.patel@coaches.example');
    const res = await outsider.post('/api/conversations/direct', { coachId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'direct', title: 'Priya Patel', participantCount: 2, unreadCount: 0, lastMessage: null });
    const priya = await t.signIn('priya.patel@coaches.example');
    expect((await conversationsOf(priya)).find((c) => c.id === res.body.id)?.title).toBe('Grace Mills');
    expect((await client.get(`/api/messages?conversationId=${res.body.id}`)).status).toBe(404);
  });

  it('refuses an unknown coach, a bad id and messaging yourself', async () => {
    expect((await client.post('/api/conversations/direct', { coachId: 999999 })).status).toBe(404);
    const bad = await client.post('/api/conversations/direct', { coachId: 'one' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toEqual(['coachId']);
    const self = await coach.post('/api/conversations/direct', { coachId: await coachProfileId('coach@example.com') });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot start a conversation with yourself');
  });

  it('opens one support conversation per person, shared with the support team', async () => {
    const first = await outsider.post('/api/conversations/support');
    const again = await outsider.post('/api/conversations/support');
    expect(first.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(first.body.type).toBe('support');
    const admin = await t.signIn('admin@example.com');
    expect((await conversationsOf(admin)).find((c) => c.id === first.body.id)?.title).toBe('Support: Grace Mills');
    expect(first.body.title).toBe('Catalyst Support');
  });
});

describe('live messages', () => {
  it("delivers a participant's message to the other's subscription and their unread count follows", async () => {
    const { id } = await directWithDemoCoach();
    await client.post(`/api/conversations/${id}/read`);
    const clientTrpc = createTestTrpc(t.url, client.cookie);
    const outsiderTrpc = createTestTrpc(t.url, outsider.cookie);
    const received: MessageEvent[] = [];
    const overheard: MessageEvent[] = [];
    let started = 0;
    let bothStarted = () => {};
    const live = new Promise<void>((resolve) => (bothStarted = resolve));
    const onStarted = () => {
      started += 1;
      if (started === 2) bothStarted();
    };
    const sub = clientTrpc.client.messages.events.subscribe(undefined, { onStarted, onData: (event) => received.push(event) });
    const spy = outsiderTrpc.client.messages.events.subscribe(undefined, { onStarted, onData: (event) => overheard.push(event) });
    try {
      // Both subscriptions are live once the server acknowledges them.
      await live;
      const coachTrpc = createTestTrpc(t.url, coach.cookie);
      await coachTrpc.client.messages.send.mutate({ conversationId: id, content: 'Live hello from your coach' });
      coachTrpc.close();
      await collect(received, () => received.some((e) => e.kind === 'message'));
      const event = received.find((e) => e.kind === 'message');
      expect(event).toMatchObject({ kind: 'message', message: { conversationId: id, content: 'Live hello from your coach', senderName: 'Jordan Rivera' } });
      expect((await directWithDemoCoach()).unreadCount).toBe(1);

      await clientTrpc.client.messages.markRead.mutate({ id });
      await collect(received, () => received.some((e) => e.kind === 'read' && e.conversationId === id));
      expect((await directWithDemoCoach()).unreadCount).toBe(0);
      expect(overheard).toEqual([]);
    } finally {
      sub.unsubscribe();
      spy.unsubscribe();
      clientTrpc.close();
      outsiderTrpc.close();
    }
  });

  it('refuses a signed-out subscription', async () => {
    const anon = createTestTrpc(t.url);
    const error = await new Promise<unknown>((resolve) => {
      const sub = anon.client.messages.events.subscribe(undefined, { onError: (err) => resolve(err), onData: () => resolve(null) });
      setTimeout(() => {
        sub.unsubscribe();
        resolve('no answer');
      }, 3000);
    });
    anon.close();
    expect(String((error as { data?: { code?: string } })?.data?.code)).toBe('UNAUTHORIZED');
  });
});

describe('flooding', () => {
  it('answers 429 with Retry-After past 30 messages a minute, and keeps what was sent', async () => {
    const sender = await t.signIn('taylor.morgan@clients.example');
    const group = (await conversationsOf(sender)).find((c) => c.type === 'group');
    if (!group) throw new Error('seeded group conversation missing');
    for (let i = 0; i < 30; i += 1) expect((await sender.post('/api/messages', { conversationId: group.id, content: `note ${i}` })).status).toBe(200);
    const refused = await sender.post('/api/messages', { conversationId: group.id, content: 'one too many' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const thread = await sender.get(`/api/messages?conversationId=${group.id}`);
    expect(thread.body.filter((m: { content: string }) => m.content.startsWith('note ')).length).toBe(30);
  });
});
