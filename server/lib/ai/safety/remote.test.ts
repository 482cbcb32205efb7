import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSafetyCheck } from '..';
import { type FakeOpenAiServer, startFakeOpenAi } from '../openai/fake-server';
import { createRemoteSafety } from './remote';

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
// Each test answers from its own queue: on a loaded machine a request aborted at its timeout may never
// have reached the fake server, and its answer would otherwise be the next test's.
beforeEach(() => fake.dropQueued());

const config = () => ({ ai: { provider: 'openai' as const, baseUrl: fake.baseUrl, apiKey: 'k', model: 'fake-model' } });

describe('safety check layer 3 (AI_PROVIDER=openai)', () => {
  it('asks the moderation endpoint and a short classification prompt, and raises the level when either sees risk', async () => {
    fake.enqueueModeration({ flagged: true, categories: { 'self-harm/intent': true } });
    const moderated = await createSafetyCheck(config()).check('the quiet way out, soon', []);
    expect(moderated).toMatchObject({ step: 'crisis', category: 'self_harm' });
    expect(moderated.signals.map((s) => s.layer)).toContain('moderation');
    expect(fake.moderationRequests.at(-1)).toMatchObject({ input: 'the quiet way out, soon' });

    fake.enqueueSafety({ chunks: ['{"level": "crisis", "category": "harm_to_others"}'] });
    const classified = await createSafetyCheck(config()).check('he will get what is coming to him on monday', []);
    expect(classified).toMatchObject({ step: 'crisis', category: 'harm_to_others' });
    const prompt = fake.safetyRequests.at(-1) as { messages: { role: string; content: string }[]; temperature: number };
    expect(prompt.messages[0]?.content).toContain('safety classifier');
    expect(prompt.temperature).toBe(0);
  });

  it('never lowers what layers 1 and 2 decided: a failure, a timeout or a "none" leaves the crisis reply', async () => {
    fake.enqueueModeration({ status: 500 });
    fake.enqueueSafety({ chunks: ['{"level": "none", "category": null}'] });
    expect((await createSafetyCheck(config()).check('I want to kill myself', [])).step).toBe('crisis');

    fake.enqueueModeration({ delayMs: 400 });
    fake.enqueueSafety({ chunks: ['{"level": "crisis", "category": "self_harm"}'], delayMs: 400 });
    const remote = createRemoteSafety({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'fake-model', timeoutMs: 100 });
    const started = performance.now();
    expect(await remote('hello')).toEqual([]);
    expect(performance.now() - started).toBeLessThan(350);

    // A server without /moderations (llama.cpp, Ollama) and a prose answer: no signal, no error.
    const dead = createRemoteSafety({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'x', timeoutMs: 200 });
    expect(await dead('I want to kill myself')).toEqual([]);
  });

  it('leaves ordinary messages alone when the provider sees nothing', async () => {
    expect((await createSafetyCheck(config()).check('How do I delegate better?', [])).step).toBeNull();
  });
});
