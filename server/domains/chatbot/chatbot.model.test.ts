import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAi } from '../../lib/ai/openai/fake-server';
import { type TestApp, startTestApp } from '../../testing/harness';

let fake: FakeOpenAiServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({ env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'test-key', AI_MODEL: 'help-model' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ask = (message: string) => t.anon.post('/api/chatbot/ask', { message, context: { currentPage: '/', role: 'anonymous' } });

describe('help chat with AI_PROVIDER=openai', () => {
  it('answers with the model\'s text, grounded in the knowledge, keeping the classifier\'s intent and actions', async () => {
    fake.enqueue({ chunks: ['{"message": "Catalyst costs $50/month after a 7-day free trial."}'] });
    const res = await ask('How much does Catalyst cost?');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Catalyst costs $50/month after a 7-day free trial.', intent: 'pricing' });
    expect(res.body.suggestedActions.length).toBeGreaterThan(0);
    const body = fake.requests.at(-1)!;
    expect(body).toMatchObject({ model: 'help-model', response_format: { type: 'json_object' } });
    const system = (body.messages as { role: string; content: string }[])[0]!.content;
    expect(system).toContain('$50/month');
  });

  it('gives the built-in answer when the model fails or answers without JSON', async () => {
    fake.enqueue({ status: 500 });
    const failed = await ask('How much does Catalyst cost?');
    expect(failed.status).toBe(200);
    expect(failed.body.intent).toBe('pricing');
    expect(failed.body.message).toContain('$50/month');

    fake.enqueue({ chunks: ['I think it is cheap!'] });
    const prose = await ask('How much does Catalyst cost?');
    expect(prose.body.message).not.toContain('I think it is cheap');
    expect(prose.body.message).toContain('$50/month');
  });

  it('runs the safety check first (with the provider\'s moderation) and never sends a crisis message to the answering model', async () => {
    const before = fake.requests.length;
    const moderated = fake.moderationRequests.length;
    const res = await ask('I want to kill myself');
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('988');
    expect(res.body.intent).toBe('crisis_self_harm');
    expect(fake.requests.length).toBe(before);
    expect(fake.moderationRequests.length).toBe(moderated + 1);
  });

  it('lets the provider\'s moderation raise a message the local layers let through', async () => {
    fake.enqueueModeration({ flagged: true, categories: { 'self-harm/intent': true }, scores: { 'self-harm/intent': 0.93 } });
    const res = await ask('blue whale challenge day 50 tonight');
    expect(res.body.intent).toBe('crisis_self_harm');
  });
});
