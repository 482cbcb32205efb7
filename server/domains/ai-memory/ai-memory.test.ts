import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiMemoryItem } from '@shared/schemas/ai-memory';
import type { ChatMessage } from '@shared/schemas/chat';
import type { CoachRequest } from '../../lib/ai';
import { createBuiltinModel } from '../../lib/ai';
import type { CoachModel } from '../../lib/ai';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';
import { repliedTo, startAiSession, waitForChat } from '../chat/chat.testkit';
import { aiCoachId } from '../sessions/sessions.testkit';

/** The real builtin engine, recording what each request carried (memory included). */
function recordingBuiltin() {
  const builtin = createBuiltinModel();
  const calls: CoachRequest[] = [];
  const model: CoachModel = {
    provider: 'builtin',
    reply(request, options) {
      calls.push(request);
      return builtin.reply(request, options);
    },
  };
  return { model, calls };
}

let t: TestApp;
let client: HttpClient;
let other: HttpClient;
let recorder: ReturnType<typeof recordingBuiltin>;
let coachAi: number;
beforeAll(async () => {
  recorder = recordingBuiltin();
  t = await startTestApp({ ai: recorder.model });
  client = await t.signIn('client@example.com');
  other = await t.signIn('member@acme.example');
  coachAi = await aiCoachId(t.db, 'Team Dynamics AI');
});
afterAll(() => t.close());

async function say(sessionId: number, message: string): Promise<ChatMessage> {
  const sent = await client.post(`/api/sessions/${sessionId}/chat`, { message });
  expect(sent.status).toBe(200);
  const messages = await waitForChat(client, sessionId, repliedTo(sent.body.id));
  return messages.find((m) => m.isFromAI && m.replyToId === sent.body.id)!;
}

describe('AI memory the person can see: GET and DELETE /api/ai-memory', () => {
  let first: number;

  it('remembers the goals, people and commitments stated in a chat, and shows them to their owner only', async () => {
    first = await startAiSession(client, coachAi);
    await say(first, 'My manager Priya keeps adding work to my plate. I want to become a team lead within a year.');
    await say(first, 'I will hand the weekly report to Sam by Friday');

    const res = await client.get('/api/ai-memory');
    expect(res.status).toBe(200);
    const items = res.body as AiMemoryItem[];
    expect(items.map((item) => [item.kind, item.text])).toEqual(
      expect.arrayContaining([
        ['context', 'Priya: your manager'],
        ['goal', 'Become a team lead within a year'],
        ['commitment', 'Hand the weekly report to Sam by Friday'],
      ]),
    );
    for (const item of items) expect(item).toMatchObject({ sessionId: first, followedUpAt: null });

    // Someone else sees none of it and cannot forget it.
    const theirs = await other.get('/api/ai-memory');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    const stolen = await other.delete(`/api/ai-memory/${items[0]!.id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ code: 'NOT_FOUND', message: 'Memory item not found' });
    expect((await t.anon.get('/api/ai-memory')).status).toBe(401);
    expect((await t.anon.delete(`/api/ai-memory/${items[0]!.id}`)).status).toBe(401);
  });

  it('stores a fact said twice once', async () => {
    await say(first, 'To be clear, I will hand the weekly report to Sam by Friday');
    const items = (await client.get('/api/ai-memory')).body as AiMemoryItem[];
    expect(items.filter((item) => item.text === 'Hand the weekly report to Sam by Friday')).toHaveLength(1);
  });

  it('follows up a commitment in the next session, in both the reply and the model\'s context, then only once', async () => {
    const second = await startAiSession(client, coachAi);
    const reply = await say(second, 'Hi');
    expect(reply.parsedResponse?.message).toMatch(/hand the weekly report to Sam by Friday/);
    expect(reply.parsedResponse?.message).toMatch(/how did (?:it|that) go/i);
    const call = recorder.calls.at(-1)!;
    expect(call.conversationId).toBe(String(second));
    expect(call.client.memory?.find((item) => item.text === 'Hand the weekly report to Sam by Friday')).toMatchObject({ kind: 'commitment', followUp: true });

    const items = (await client.get('/api/ai-memory')).body as AiMemoryItem[];
    expect(items.find((item) => item.kind === 'commitment')?.followedUpAt).not.toBeNull();
    const third = await startAiSession(client, coachAi);
    const later = await say(third, 'Hello');
    expect(later.parsedResponse?.message).not.toMatch(/weekly report/);
  });

  it('forgets an item through REST and tRPC, and the coach stops using it', async () => {
    const items = (await client.get('/api/ai-memory')).body as AiMemoryItem[];
    const goal = items.find((item) => item.kind === 'goal')!;
    const context = items.find((item) => item.kind === 'context')!;

    const forgotten = await client.delete(`/api/ai-memory/${goal.id}`);
    expect(forgotten.status).toBe(200);
    expect(forgotten.body).toEqual({ ok: true });
    expect((await client.delete(`/api/ai-memory/${goal.id}`)).status).toBe(404);

    const trpc = createTestTrpc(t.url, client.cookie);
    try {
      await expect(trpc.client.aiMemory.forget.mutate({ id: context.id })).resolves.toEqual({ ok: true });
      const left = (await trpc.client.aiMemory.list.query()).items;
      expect(left.map((item) => item.id)).not.toContain(goal.id);
      expect(left.map((item) => item.id)).not.toContain(context.id);
    } finally {
      trpc.close();
    }

    const session = await startAiSession(client, coachAi);
    await say(session, 'Something else came up today with the roadmap');
    const memory = recorder.calls.at(-1)!.client.memory ?? [];
    expect(memory.map((item) => item.text)).not.toContain(goal.text);
    expect(memory.map((item) => item.text)).not.toContain(context.text);
  });

  it('refuses a malformed id with a clear 400', async () => {
    const res = await client.delete('/api/ai-memory/abc');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('remembers nothing from a crisis message or a refused request', async () => {
    const before = ((await client.get('/api/ai-memory')).body as AiMemoryItem[]).length;
    const session = await startAiSession(client, coachAi);
    await say(session, 'I will hack into my manager\'s email tonight');
    await say(session, 'I want to kill myself');
    const after = (await client.get('/api/ai-memory')).body as AiMemoryItem[];
    expect(after.length).toBe(before);
  });
});
