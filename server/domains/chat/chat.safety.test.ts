import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/schemas/chat';
import type { Notification } from '@shared/schemas/notifications';
import { type HttpClient, type TestApp, mailJobsSettled, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';
import { aiCoachId } from '../sessions/sessions.testkit';
import { hadCrisis } from '../../lib/ai';
import { conversationBefore, insertAiMessage, insertUserMessage } from './chat.queries';
import { repliedTo, startAiSession, until, waitForChat } from './chat.testkit';
import { ESCALATION_MESSAGE } from './human-contact';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
let coachAi: number;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
  coachAi = await aiCoachId(t.db, 'Executive Presence AI');
});
afterAll(() => t.close());

async function say(who: HttpClient, sessionId: number, message: string, headers: Record<string, string> = {}): Promise<ChatMessage> {
  await t.db.deleteFrom('rateEvents').execute();
  const sent = await who.post(`/api/sessions/${sessionId}/chat`, { message }, { headers });
  expect(sent.status).toBe(200);
  const messages = await waitForChat(who, sessionId, repliedTo(sent.body.id));
  return messages.at(-1)!;
}

const flagsOf = (sessionId: number) => t.db.selectFrom('sessionFlags').select(['category', 'level']).where('sessionId', '=', sessionId).orderBy('id').execute();

describe('tiered safety replies in the AI chat', () => {
  it('checks in on an ambiguous message, flags it at the lower level, and gives the crisis reply when the answer confirms', async () => {
    const id = await startAiSession(client, coachAi);
    const checkIn = await say(client, id, 'honestly I feel like such a burden to everyone lately');
    expect(checkIn).toMatchObject({ replyKind: 'check_in' });
    expect(checkIn.parsedResponse?.message).toMatch(/ending your life or of hurting yourself/);
    expect(await flagsOf(id)).toEqual([{ category: 'self_harm', level: 'concern' }]);

    const crisis = await say(client, id, 'yeah, sometimes');
    expect(crisis.replyKind).toBe('safety');
    expect(crisis.parsedResponse?.message).toContain('not a crisis service');
    expect(await flagsOf(id)).toEqual([
      { category: 'self_harm', level: 'concern' },
      { category: 'self_harm', level: 'crisis' },
    ]);
  });

  it('after a crisis, asks whether the person is safe before coaching resumes, and the coach never plans around harm', async () => {
    const id = await startAiSession(client, coachAi);
    expect((await say(client, id, 'I have been saving my pills and I think tonight is the night')).replyKind).toBe('safety');
    const check = await say(client, id, 'ok thank you');
    expect(check.replyKind).toBe('check_in');
    expect(check.parsedResponse?.message).toMatch(/Are you safe right now\?/);
    const resumed = await say(client, id, 'Yes, I am safe, my partner is home with me. Can we talk about my team?');
    expect(resumed.replyKind).toBe('model');
    const text = resumed.parsedResponse?.message ?? '';
    expect(text).not.toMatch(/well done|great plan|when exactly will you/i);
    // The coach keeps the earlier crisis in mind instead of coaching over it.
    expect(text).toMatch(/earlier|what you told me|support/i);
  });

  it('keeps a crisis in the coach\'s context when the session has gone on for many turns since', async () => {
    const id = await startAiSession(client, coachAi);
    expect((await say(client, id, 'I have been saving my pills and I think tonight is the night')).replyKind).toBe('safety');
    expect((await say(client, id, 'ok thank you')).replyKind).toBe('check_in');
    expect((await say(client, id, 'Yes, I am safe, my partner is home with me. Can we talk about my team?')).replyKind).toBe('model');
    // Forty more turns of ordinary coaching: the crisis reply is far outside the recent turns the engine reads.
    const session = await t.db.selectFrom('sessions').select('clientId').where('id', '=', id).executeTakeFirstOrThrow();
    for (let turn = 0; turn < 20; turn += 1) {
      const asked = await insertUserMessage(t.db, id, session.clientId, `Turn ${turn}: my team meeting went fine.`);
      await insertAiMessage(t.db, id, asked.id, 'model', `What did you notice in turn ${turn}?`);
    }
    const latest = await insertUserMessage(t.db, id, session.clientId, 'I finished the presentation and it went well!');
    const history = await conversationBefore(t.db, id, latest.id);
    expect(history.length).toBeGreaterThan(30);
    expect(hadCrisis(history)).toBe('self_harm');
  });

  it('answers a threat against someone with the harm-to-others reply, not the suicide line, and never as a commitment', async () => {
    const id = await startAiSession(client, coachAi);
    const reply = await say(client, id, "I'm going to hurt my brother's family this weekend, I've decided");
    expect(reply.replyKind).toBe('safety');
    expect(reply.parsedResponse?.message).not.toContain('988');
    expect(reply.parsedResponse?.actionItems).toEqual([]);
    expect(await flagsOf(id)).toEqual([{ category: 'harm_to_others', level: 'crisis' }]);
  });

  it("gives the resources of the person's country from the browser locale when the account has no time zone, and the time zone first when it has one", async () => {
    const user = await t.db.selectFrom('users').select(['id', 'timezone']).where('email', '=', 'client@example.com').executeTakeFirstOrThrow();
    try {
      await t.db.updateTable('users').set({ timezone: null }).where('id', '=', user.id).execute();
      const id = await startAiSession(client, coachAi);
      // A browser set to British English: the UK's lines, not the US default.
      const uk = (await say(client, id, 'I want to kill myself', { 'accept-language': 'en-GB,en;q=0.9' })).parsedResponse?.message ?? '';
      expect(uk).toContain('116 123');
      expect(uk).toContain('999');
      expect(uk).not.toContain('988');

      // No region in the locale and no time zone: 988 stays the default.
      const other = await startAiSession(client, coachAi);
      const unknown = (await say(client, other, 'I want to kill myself', { 'accept-language': 'en' })).parsedResponse?.message ?? '';
      expect(unknown).toContain('988');

      // The account's time zone wins over the browser: Sydney gets Lifeline and 000.
      await t.db.updateTable('users').set({ timezone: 'Australia/Sydney' }).where('id', '=', user.id).execute();
      const third = await startAiSession(client, coachAi);
      const au = (await say(client, third, 'I want to kill myself', { 'accept-language': 'en-GB,en;q=0.9' })).parsedResponse?.message ?? '';
      expect(au).toContain('13 11 14');
      expect(au).not.toContain('116 123');
    } finally {
      await t.db.updateTable('users').set({ timezone: user.timezone }).where('id', '=', user.id).execute();
    }
  });
});

describe('alerts reach a person at once', () => {
  it("notifies the client's coaches and the admins live and by e-mail, once per episode, never with the chat text", async () => {
    const coachTrpc = createTestTrpc(t.url, coach.cookie);
    const received: Notification[] = [];
    let started!: () => void;
    const ready = new Promise<void>((resolve) => {
      started = resolve;
    });
    const sub = coachTrpc.client.notifications.onNotification.subscribe(undefined, { onStarted: () => started(), onData: (n) => received.push(n) });
    try {
      await ready;
      const lastBefore = (await t.db.selectFrom('notifications').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;
      const id = await startAiSession(client, coachAi);
      const before = await t.db.selectFrom('outbox').select('id').execute();
      await say(client, id, 'I am going to kill myself tonight');
      await until(() => received.some((n) => n.kind === 'safety.crisis'), 'the live notification');
      const alert = received.find((n) => n.kind === 'safety.crisis')!;
      expect(alert.title).toMatch(/^Safety alert: /);
      expect(alert.body).not.toContain('kill myself');

      await mailJobsSettled(t.db);
      const mail = await t.db.selectFrom('outbox').selectAll().where('id', 'not in', before.length ? before.map((r) => r.id) : ['-']).execute();
      const to = mail.filter((m) => m.subject.startsWith('Safety alert')).map((m) => m.toAddress);
      expect(to).toEqual(expect.arrayContaining(['coach@example.com', 'admin@example.com']));
      expect(to).not.toContain('client@example.com');
      expect(mail.every((m) => !m.textBody.includes('kill myself'))).toBe(true);

      // A second crisis message in the same episode adds a flag but no second alert.
      await say(client, id, 'seriously, I want to die');
      expect((await flagsOf(id)).length).toBe(2);
      const page = await coach.get('/api/notifications');
      expect(page.status).toBe(200);
      expect(page.body.filter((n: Notification) => n.kind === 'safety.crisis' && n.id > Number(lastBefore))).toHaveLength(1);
      expect((await coach.get('/api/notifications/unread-count')).body.count).toBeGreaterThanOrEqual(1);
    } finally {
      sub.unsubscribe();
      coachTrpc.close();
    }
  });

  it('lets people read only their own notifications, and mark them read', async () => {
    const mine = (await coach.get('/api/notifications?limit=1')).body;
    expect(mine).toHaveLength(1);
    const id = mine[0].id as number;
    expect((await client.post(`/api/notifications/${id}/read`)).status).toBe(404);
    expect((await coach.post(`/api/notifications/${id}/read`)).status).toBe(200);
    expect((await coach.get('/api/notifications?limit=1')).body[0].readAt).not.toBeNull();
    expect((await client.get('/api/notifications')).body.every((n: Notification) => !n.kind.startsWith('safety.'))).toBe(true);
    expect((await t.anon.get('/api/notifications')).status).toBe(401);
    expect((await coach.get('/api/notifications?limit=5000')).status).toBe(400);
  });
});

describe('escalation to a human', () => {
  it("'Talk to a human coach' opens the conversation with the client's coach, posts the request and alerts the coach", async () => {
    const id = await startAiSession(client, coachAi);
    await say(client, id, 'I want to end my life');
    const res = await client.post(`/api/sessions/${id}/chat/escalate`);
    expect(res.status).toBe(200);
    expect(res.body.contact.kind).toBe('coach');
    const conversationId = res.body.conversationId as number;
    const coaches = await t.db.selectFrom('coachClients').innerJoin('users', 'users.id', 'coachClients.coachUserId').select('users.email').where('clientUserId', '=', (await client.get('/api/auth/user')).body.id).execute();
    const coachEmail = (await t.db.selectFrom('conversationParticipants').innerJoin('users', 'users.id', 'conversationParticipants.userId').select('users.email').where('conversationId', '=', conversationId).execute())
      .map((row) => row.email)
      .find((email) => email !== 'client@example.com')!;
    expect(coaches.map((c) => c.email)).toContain(coachEmail);
    const theirCoach = await t.signIn(coachEmail);
    const thread = await theirCoach.get(`/api/messages?conversationId=${conversationId}`);
    expect(thread.status).toBe(200);
    expect(thread.body.some((m: { content: string }) => m.content === ESCALATION_MESSAGE)).toBe(true);
    expect((await theirCoach.get('/api/notifications')).body.some((n: Notification) => n.kind === 'safety.escalation' && n.link === `/messages?conversationId=${conversationId}`)).toBe(true);
  });

  it('books the first free slot with the client’s coach, after the sessions already booked', async () => {
    const id = await startAiSession(client, coachAi);
    const first = await client.post(`/api/sessions/${id}/chat/escalate/book`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ type: 'human', status: 'scheduled' });
    expect(new Date(first.body.scheduledAt).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    const second = await client.post(`/api/sessions/${id}/chat/escalate/book`);
    expect(second.status).toBe(200);
    const end = new Date(first.body.scheduledAt).getTime() + first.body.duration * 60_000;
    expect(new Date(second.body.scheduledAt).getTime()).toBeGreaterThanOrEqual(end);
  });

  it('goes to support when the client has no coach, and refuses to book', async () => {
    const member = await t.signIn('member@globex.example');
    const memberId = (await member.get('/api/auth/user')).body.id as string;
    await t.db.deleteFrom('coachClients').where('clientUserId', '=', memberId).execute();
    const id = await startAiSession(member, await aiCoachId(t.db, 'Executive Presence AI'));
    const res = await member.post(`/api/sessions/${id}/chat/escalate`);
    expect(res.status).toBe(200);
    expect(res.body.contact).toEqual({ kind: 'support', name: 'Catalyst support', coachId: null });
    const admin = await t.signIn('admin@example.com');
    expect((await admin.get(`/api/messages?conversationId=${res.body.conversationId}`)).body.some((m: { content: string }) => m.content === ESCALATION_MESSAGE)).toBe(true);
    const book = await member.post(`/api/sessions/${id}/chat/escalate/book`);
    expect(book.status).toBe(409);
    expect(book.body.message).toMatch(/do not have a coach yet/);
  });

  it('answers 401 signed out and 404 for anyone else’s session, admins included', async () => {
    const id = await startAiSession(client, coachAi);
    expect((await t.anon.post(`/api/sessions/${id}/chat/escalate`)).status).toBe(401);
    const other = await t.signIn('member@acme.example');
    expect((await other.post(`/api/sessions/${id}/chat/escalate`)).status).toBe(404);
    expect((await other.get(`/api/sessions/${id}/chat/handoff`)).status).toBe(404);
    const admin = await t.signIn('admin@example.com');
    expect((await admin.post(`/api/sessions/${id}/chat/escalate/book`)).status).toBe(404);
  });
});

describe("'Talk to my coach'", () => {
  it('drafts a summary of the AI session that the client reviews, and sends it to the coach’s messages', async () => {
    const id = await startAiSession(client, coachAi);
    await say(client, id, 'My colleague Marco keeps taking credit for my work in our weekly meetings.');
    await say(client, id, "I'll talk to Marco on Thursday after standup.");
    const draft = await client.get(`/api/sessions/${id}/chat/handoff`);
    expect(draft.status).toBe(200);
    expect(draft.body.contact.kind).toBe('coach');
    expect(draft.body.summary).toContain('Executive Presence AI');
    expect(draft.body.summary).toMatch(/Talk to Marco on Thursday/i);
    expect(draft.body.summary).not.toMatch(/You said "/);

    const edited = `${draft.body.summary}\n\nAlso: I would like your view on how to raise it with my manager.`;
    const sent = await client.post(`/api/sessions/${id}/chat/handoff`, { message: edited });
    expect(sent.status).toBe(200);
    const participants = await t.db.selectFrom('conversationParticipants').innerJoin('users', 'users.id', 'conversationParticipants.userId').select('users.email').where('conversationId', '=', sent.body.conversationId).execute();
    const coachEmail = participants.map((p) => p.email).find((email) => email !== 'client@example.com')!;
    const thread = await (await t.signIn(coachEmail)).get(`/api/messages?conversationId=${sent.body.conversationId}`);
    const clientId = (await client.get('/api/auth/user')).body.id;
    expect(thread.body.some((m: { content: string; senderId: string }) => m.content === edited && m.senderId === clientId)).toBe(true);
    expect((await client.post(`/api/sessions/${id}/chat/handoff`, { message: '   ' })).status).toBe(400);
  });
});
