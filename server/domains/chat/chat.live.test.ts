import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES } from '@shared/constants/chat';
import { createDb } from '../../db';
import type { CoachModel } from '../../lib/ai';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { jobByKey } from '../../lib/jobs.testkit';
import { aiCoachId } from '../sessions/sessions.testkit';
import { STRUCTURED, recordingModel, repliedTo, startAiSession, subscribeChat, until, waitForChat } from './chat.testkit';


let t: TestApp;
let client: HttpClient;
let recorder: ReturnType<typeof recordingModel>;
let coachAi: number;
beforeAll(async () => {
  recorder = recordingModel();
  t = await startTestApp({ ai: recorder.model });
  client = await t.signIn('client@example.com');
  coachAi = await aiCoachId(t.db, 'Executive Presence AI');
});
afterAll(() => t.close());

describe('chat.onSessionEvent subscription', () => {
  it('pushes the user message, the reply as it streams, then the completed reply', async () => {
    const id = await startAiSession(client, coachAi);
    const live = subscribeChat(t.url, client.cookie, id);
    try {
      await live.ready;
      const sent = await client.post(`/api/sessions/${id}/chat`, { message: 'Stream it' });
      await until(() => live.messages().some((m) => m.replyToId === sent.body.id), 'the completed reply');
      const kinds = live.events.map((e) => e.data.type);
      expect(kinds[0]).toBe('message');
      expect(kinds.at(-1)).toBe('message');
      expect(kinds.slice(1, -1).every((k) => k === 'delta')).toBe(true);
      expect(live.deltas(sent.body.id).join('')).toBe(STRUCTURED.message);
      expect(live.messages().map((m) => m.id)).toEqual((await client.get(`/api/sessions/${id}/chat`)).body.map((m: { id: number }) => m.id));
      expect(new Set(live.events.map((e) => e.id)).size).toBe(live.events.length);
    } finally {
      live.close();
    }
  });

  it("refuses another user's session and a signed-out subscriber", async () => {
    const id = await startAiSession(client, coachAi);
    const other = await t.signIn('member@globex.example');
    for (const cookie of [other.cookie, undefined]) {
      const live = subscribeChat(t.url, cookie, id);
      try {
        await until(() => live.errors.length > 0, 'the refusal');
        expect(live.errors[0]?.message).toMatch(cookie ? 'Session not found' : 'You are not signed in');
        await client.post(`/api/sessions/${id}/chat`, { message: 'Nobody else hears this' });
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(live.events).toEqual([]);
      } finally {
        live.close();
      }
    }
  });

  it('resumes after a dropped connection from the last event id: nothing missed, nothing twice', async () => {
    const id = await startAiSession(client, coachAi);
    const live = subscribeChat(t.url, client.cookie, id);
    try {
      await live.ready;
      const first = await client.post(`/api/sessions/${id}/chat`, { message: 'Before the drop' });
      await until(() => live.messages().some((m) => m.replyToId === first.body.id), 'the first reply');

      recorder.hold();
      const second = await client.post(`/api/sessions/${id}/chat`, { message: 'Right before the drop' });
      await until(() => live.deltas(second.body.id).length > 0, 'the first piece of the second reply');
      for (const socket of t.app.websocketServer.clients) socket.terminate();
      // While the socket is down: the reply completes and another message comes and is answered.
      recorder.open();
      await waitForChat(client, id, repliedTo(second.body.id));
      const third = await client.post(`/api/sessions/${id}/chat`, { message: 'During the drop' });
      await waitForChat(client, id, repliedTo(third.body.id));

      const stored = (await client.get(`/api/sessions/${id}/chat`)).body.map((m: { id: number }) => m.id);
      await until(() => live.messages().length === stored.length, 'the replay after reconnecting');
      expect(live.messages().map((m) => m.id)).toEqual(stored);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(live.messages().map((m) => m.id)).toEqual(stored);
    } finally {
      recorder.open();
      live.close();
    }
  });
});

describe('safety', () => {
  it('answers a crisis with the safety reply and no model call, and flags the session for its coach and admins only', async () => {
    const id = await startAiSession(client, coachAi);
    const calls = recorder.calls.length;
    const sent = await client.post(`/api/sessions/${id}/chat`, { message: 'I do not want to live anymore' });
    const messages = await waitForChat(client, id, repliedTo(sent.body.id));
    expect(messages.at(-1)).toMatchObject({ isFromAI: true, replyKind: 'safety' });
    expect(messages.at(-1)?.parsedResponse?.message).toContain('not a crisis service');
    expect(messages.at(-1)?.message).toContain('988');
    expect(recorder.calls.length).toBe(calls);


    const coach = await t.signIn('coach@example.com');
    const seen = await coach.get('/api/flagged-sessions');
    expect(seen.status).toBe(200);
    const flag = seen.body.find((f: { sessionId: number }) => f.sessionId === id);
    expect(flag).toMatchObject({ category: 'self_harm', sessionTitle: 'AI coaching', aiCoachName: 'Executive Presence AI', client: { email: 'client@example.com' } });
    expect(JSON.stringify(flag)).not.toContain('do not want to live');
    expect((await (await t.signIn('admin@example.com')).get('/api/flagged-sessions')).body.map((f: { sessionId: number }) => f.sessionId)).toContain(id);
    for (const email of ['member@globex.example', 'client@example.com', 'orgadmin@acme.example']) {
      expect((await (await t.signIn(email)).get('/api/flagged-sessions')).status, email).toBe(403);
    }
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'session.flagged').where('subjectId', '=', String(id)).execute();
    expect(audit).toHaveLength(1);

    // Insisting it was misunderstood keeps the same reply, still without the model.
    const insist = await client.post(`/api/sessions/${id}/chat`, { message: 'You misunderstood, I was only joking' });
    const after = await waitForChat(client, id, repliedTo(insist.body.id));
    expect(after.at(-1)).toMatchObject({ replyKind: 'safety', parsedResponse: messages.at(-1)?.parsedResponse });
    expect(recorder.calls.length).toBe(calls);
  });

  it('shows a flag to the coaches of that client only', async () => {
    const member = await t.signIn('member@globex.example');
    const id = await startAiSession(member, await aiCoachId(t.db, 'Globex Sales Accelerator'));
    const sent = await member.post(`/api/sessions/${id}/chat`, { message: 'My partner hits me and I am scared to go home' });
    await waitForChat(member, id, repliedTo(sent.body.id));
    const coach = await t.signIn('coach@example.com');
    expect((await coach.get('/api/flagged-sessions')).body.map((f: { sessionId: number }) => f.sessionId)).not.toContain(id);
    const theirCoach = await t.signIn('sarah.chen@coaches.example');
    expect((await theirCoach.get('/api/flagged-sessions')).body.map((f: { sessionId: number }) => f.sessionId)).toContain(id);
  });
});

describe('failures and shutdown', () => {
  it('stores a clear apology when the model fails: no 500, and the chat does not wait forever', async () => {
    const failing: CoachModel = {
      provider: 'test',
      async reply() {
        throw new Error('upstream 503');
      },
    };
    const app = await startTestApp({ ai: failing });
    try {
      const member = await app.signIn('member@globex.example');
      const id = await startAiSession(member, await aiCoachId(app.db, 'Executive Presence AI'));
      const live = subscribeChat(app.url, member.cookie, id);
      await live.ready;
      const sent = await member.post(`/api/sessions/${id}/chat`, { message: 'Hello?' });
      expect(sent.status).toBe(200);
      const messages = await waitForChat(member, id, repliedTo(sent.body.id));
      expect(messages.at(-1)).toMatchObject({ isFromAI: true, replyKind: 'error', parsedResponse: null, message: expect.stringMatching(/sorry/i) });
      await until(() => live.messages().some((m) => m.replyKind === 'error'), 'the apology pushed live');
      live.close();
      expect((await member.get('/api/dashboard/stats')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('puts an in-flight reply back on the queue at shutdown, and writes it after the restart', async () => {
    const slow = recordingModel();
    slow.hold();
    const app = await startTestApp({ ai: slow.model });
    const member = await app.signIn('member@globex.example');
    const id = await startAiSession(member, await aiCoachId(app.db, 'Executive Presence AI'));
    const sent = await member.post(`/api/sessions/${id}/chat`, { message: 'Take your time' });
    expect(sent.status).toBe(200);
    await until(() => slow.calls.length === 1, 'the model call');
    await app.app.close();
    // The app's database is closed now; the database shows what was written before it closed.
    const reopened = createDb(app.config);
    const rows = await reopened.db.selectFrom('sessionMessages').select(['replyToId', 'message']).where('sessionId', '=', id).orderBy('id').execute();
    const job = await jobByKey(reopened.db, `chat.reply:${sent.body.id}`);
    await reopened.close();
    expect(rows).toEqual([{ replyToId: null, message: 'Take your time' }]);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    slow.open();

    // The restart: the reply job runs again and the reply is stored once, with no interruption notice.
    const restarted = await startTestApp({ ai: recordingModel().model, sameDatabaseAs: app });
    try {
      const again = await restarted.signIn('member@globex.example');
      const messages = await waitForChat(again, id, repliedTo(sent.body.id));
      expect(messages.filter((m) => m.isFromAI)).toEqual([expect.objectContaining({ replyKind: 'model', parsedResponse: expect.objectContaining({ message: STRUCTURED.message }) })]);
      expect(messages.some((m) => m.message === CHAT_MESSAGES.replyInterrupted)).toBe(false);
      // The job is marked done in its own write after the reply is stored: wait for it rather than read it once.
      await vi.waitFor(async () => expect(await jobByKey(restarted.db, `chat.reply:${sent.body.id}`)).toMatchObject({ status: 'done', attempts: 2 }), { timeout: 5000 });
    } finally {
      await restarted.close();
      await app.close();
    }
  });
});
