import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/schemas/chat';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { aiCoachId, booking, coachId, inDays } from '../sessions/sessions.testkit';
import { STRUCTURED, recordingModel, repliedTo, startAiSession, until, waitForChat } from './chat.testkit';

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

describe('POST and GET /api/sessions/{id}/chat', () => {
  it('stores the message, returns it at once, and the structured AI reply follows in the GET', async () => {
    const id = await startAiSession(client, coachAi);
    const sent = await client.post(`/api/sessions/${id}/chat`, { message: '  How do I lead through a reorganisation?  ' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id: expect.any(Number), message: 'How do I lead through a reorganisation?', isFromAI: false, parsedResponse: null });

    const messages = await waitForChat(client, id, repliedTo(sent.body.id));
    expect(messages.map((m) => m.isFromAI)).toEqual([false, true]);
    const reply = messages[1] as ChatMessage;
    expect(reply.parsedResponse).toEqual(STRUCTURED);
    expect(JSON.parse(reply.message)).toEqual(STRUCTURED);
    expect(reply).toMatchObject({ replyKind: 'model', replyToId: sent.body.id });
    // The model saw the coach, the client and the message.
    const call = recorder.calls.at(-1);
    expect(call?.message).toBe('How do I lead through a reorganisation?');
    expect(call?.coach.name).toBe('Executive Presence AI');
    expect(call?.client.firstName).toBe('Casey');
  });

  it('answers a poll with only the messages after the one given, and pages back through earlier ones', async () => {
    const id = await startAiSession(client, coachAi);
    const first = await client.post(`/api/sessions/${id}/chat`, { message: 'First question about delegation' });
    await waitForChat(client, id, repliedTo(first.body.id));
    const all = (await client.get(`/api/sessions/${id}/chat`)).body as ChatMessage[];
    expect(all.length).toBeGreaterThanOrEqual(2);
    const newer = await client.get(`/api/sessions/${id}/chat?after=${all[0]!.id}`);
    expect(newer.body.map((m: ChatMessage) => m.id)).toEqual(all.slice(1).map((m) => m.id));
    expect((await client.get(`/api/sessions/${id}/chat?after=${all.at(-1)!.id}`)).body).toEqual([]);
    const latest = await client.get(`/api/sessions/${id}/chat?limit=1`);
    expect(latest.body.map((m: ChatMessage) => m.id)).toEqual([all.at(-1)!.id]);
    const link = latest.headers.get('link')!;
    const earlier = await client.get(link.slice(1, link.indexOf('>')));
    expect(earlier.body.map((m: ChatMessage) => m.id)).toEqual([all.at(-2)!.id]);
    expect((await client.get(`/api/sessions/${id}/chat?after=-1`)).status).toBe(400);
  });

  it('gives the model the earlier turns of the conversation, oldest first', async () => {
    const id = await startAiSession(client, coachAi);
    const first = await client.post(`/api/sessions/${id}/chat`, { message: 'First question' });
    await waitForChat(client, id, repliedTo(first.body.id));
    const second = await client.post(`/api/sessions/${id}/chat`, { message: 'Second question' });
    await waitForChat(client, id, repliedTo(second.body.id));
    const call = recorder.calls.at(-1);
    expect(call?.history.map((turn) => [turn.role, turn.text])).toEqual([
      ['client', 'First question'],
      ['coach', STRUCTURED.message],
    ]);
  });

  it('answers messages sent during a reply one at a time, in order, with the earlier reply in the later one\'s history', async () => {
    const id = await startAiSession(client, coachAi);
    recorder.hold();
    const calls = recorder.calls.length;
    const first = await client.post(`/api/sessions/${id}/chat`, { message: 'One' });
    await until(() => recorder.calls.length === calls + 1, 'the first model call');
    const second = await client.post(`/api/sessions/${id}/chat`, { message: 'Two' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The second reply waits for the first.
    expect(recorder.calls.length).toBe(calls + 1);
    recorder.open();
    const messages = await waitForChat(client, id, (all) => repliedTo(first.body.id)(all) && repliedTo(second.body.id)(all));
    expect(messages.map((m) => (m.isFromAI ? `reply to ${m.replyToId}` : m.id))).toEqual([first.body.id, second.body.id, `reply to ${first.body.id}`, `reply to ${second.body.id}`]);
    const call = recorder.calls.at(-1);
    expect(call?.message).toBe('Two');
    expect(call?.history.map((turn) => [turn.role, turn.text])).toEqual([
      ['client', 'One'],
      ['coach', STRUCTURED.message],
    ]);
  });

  it.each([
    ['an empty message', { message: '' }, 'Message cannot be empty'],
    ['a whitespace-only message', { message: '   \n ' }, 'Message cannot be empty'],
    ['4001 characters', { message: 'x'.repeat(4001) }, 'Message must be at most 4000 characters'],
    ['a body without a message', {}, 'Message cannot be empty'],
  ])('refuses %s with a 400 naming the message field', async (_label, body, text) => {
    const id = await startAiSession(client, coachAi);
    const res = await client.post(`/api/sessions/${id}/chat`, body);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['message'], message: text }]);
    expect((await client.get(`/api/sessions/${id}/chat`)).body).toEqual([]);
  });

  it('accepts exactly 4000 characters', async () => {
    const id = await startAiSession(client, coachAi);
    const res = await client.post(`/api/sessions/${id}/chat`, { message: 'y'.repeat(4000) });
    expect(res.status).toBe(200);
    await waitForChat(client, id, repliedTo(res.body.id));
  });

  it('answers 409 for a scheduled or completed AI session and for a human session', async () => {
    const scheduled = await startAiSession(client, coachAi, 'scheduled');
    expect((await client.post(`/api/sessions/${scheduled}/chat`, { message: 'Hello' })).status).toBe(409);

    const done = await startAiSession(client, coachAi);
    expect((await client.patch(`/api/sessions/${done}/status`, { status: 'completed' })).status).toBe(200);
    const res = await client.post(`/api/sessions/${done}/chat`, { message: 'Hello' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/completed/);

    const human = await client.post('/api/sessions', booking({ coachId: await coachId(t.db, 'coach@example.com'), scheduledAt: inDays(40) }));
    expect((await client.post(`/api/sessions/${human.body.id}/chat`, { message: 'Hello' })).status).toBe(409);
    // Nothing was stored, and a completed session's history stays readable.
    expect((await client.get(`/api/sessions/${done}/chat`)).body).toEqual([]);
  });

  it("answers 404 to anyone but the session's participants, for reading and for writing", async () => {
    const id = await startAiSession(client, coachAi);
    const sent = await client.post(`/api/sessions/${id}/chat`, { message: 'Private thoughts' });
    await waitForChat(client, id, repliedTo(sent.body.id));
    for (const email of ['member@globex.example', 'coach@example.com', 'admin@example.com']) {
      const other = await t.signIn(email);
      const read = await other.get(`/api/sessions/${id}/chat`);
      expect(read.status, email).toBe(404);
      expect(read.body).toEqual({ message: 'Session not found', code: 'NOT_FOUND' });
      expect((await other.post(`/api/sessions/${id}/chat`, { message: 'Hi' })).status, email).toBe(404);
    }
    expect((await t.anon.get(`/api/sessions/${id}/chat`)).status).toBe(401);
    expect((await client.get('/api/sessions/999999/chat')).status).toBe(404);
  });
});

describe('action items become goals', () => {
  it('adds a clicked action item as a goal once, and refuses items the reply did not offer', async () => {
    const id = await startAiSession(client, coachAi);
    const sent = await client.post(`/api/sessions/${id}/chat`, { message: 'What should I do this week?' });
    const messages = await waitForChat(client, id, repliedTo(sent.body.id));
    const reply = messages.find((m) => m.isFromAI) as ChatMessage;
    const item = STRUCTURED.actionItems[0] as string;

    const added = await client.post(`/api/sessions/${id}/chat/action-items`, { messageId: reply.id, actionItem: item });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ created: true, goal: { title: item, status: 'active', progress: 0, category: 'leadership' } });
    const again = await client.post(`/api/sessions/${id}/chat/action-items`, { messageId: reply.id, actionItem: item });
    expect(again.body).toMatchObject({ created: false, goal: { id: added.body.goal.id } });
    const goals = (await client.get('/api/goals')).body.filter((g: { title: string }) => g.title === item);
    expect(goals).toHaveLength(1);

    expect((await client.post(`/api/sessions/${id}/chat/action-items`, { messageId: reply.id, actionItem: 'Something else' })).status).toBe(400);
    expect((await client.post(`/api/sessions/${id}/chat/action-items`, { messageId: sent.body.id, actionItem: item })).status).toBe(404);
    const other = await t.signIn('member@acme.example');
    expect((await other.post(`/api/sessions/${id}/chat/action-items`, { messageId: reply.id, actionItem: item })).status).toBe(404);
  });
});

describe('dashboard AI figure', () => {
  it('counts real AI replies, not the apology for a failed one', async () => {
    const before = (await client.get('/api/dashboard/stats')).body.aiInteractions as number;
    const id = await startAiSession(client, coachAi);
    const sent = await client.post(`/api/sessions/${id}/chat`, { message: 'Count me' });
    await waitForChat(client, id, repliedTo(sent.body.id));
    expect((await client.get('/api/dashboard/stats')).body.aiInteractions).toBe(before + 1);
  });
});

describe('rate limit', () => {
  it('answers 429 to the 21st message within a minute', async () => {
    const app = await startTestApp({ ai: recordingModel().model });
    try {
      const member = await app.signIn('member@globex.example');
      const id = await startAiSession(member, await aiCoachId(app.db, 'Executive Presence AI'));
      for (let i = 1; i <= 20; i++) expect((await member.post(`/api/sessions/${id}/chat`, { message: `Message ${i}` })).status).toBe(200);
      const res = await member.post(`/api/sessions/${id}/chat`, { message: 'One too many' });
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('TOO_MANY_REQUESTS');
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      const stored = await waitForChat(member, id, (messages) => messages.filter((m) => m.isFromAI).length === 20);
      expect(stored.filter((m) => !m.isFromAI)).toHaveLength(20);
    } finally {
      await app.close();
    }
  });
});
