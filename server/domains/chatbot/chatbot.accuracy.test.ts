import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import heldout from './test-data/heldout-questions.json';
import heldoutSecond from './test-data/heldout-questions-2.json';
import heldoutThird from './test-data/heldout-questions-3.json';
import labelled from './test-data/labelled-questions.json';
import { loadTrainingData, type TrainingQuestion } from './classifier/training-data';

interface LabelledQuestion {
  question: string;
  page: string;
  /** Demo account asking, or null for an anonymous visitor. */
  as: string | null;
  intent: string;
}

/** Tuning: the questions the knowledge base, weights and threshold were fitted on. Printed, never a gate. */
const TUNING = labelled as LabelledQuestion[];
const asked = (q: TrainingQuestion): LabelledQuestion => ({ question: q.text, page: q.page ?? '/', as: null, intent: q.intent });
const blind = loadTrainingData();
/** The blind-written tuning set's training part (the model learnt from it) and its validation part (never trained on). Printed, never a gate. */
const BLIND_TRAINING = blind.train.filter((q) => q.source === 'blind').map(asked);
const BLIND_VALIDATION = blind.validation.map(asked);
/** Held out: written before the new intents and never used to tune them. The gate. */
const HELD_OUT = heldout as LabelledQuestion[];
/**
 * Held out, second set: 79 questions written by another person before the second tuning round (committed
 * before it), phrased as people ask on the pages they are on; never read by whoever tunes the assistant.
 */
const HELD_OUT_SECOND = heldoutSecond as LabelledQuestion[];
/**
 * Held out, third set: 139 questions (58 from visitors) written blind, by someone who read neither the
 * assistant's code nor any of its data, committed before its first run. Only its figure is ever printed.
 */
const HELD_OUT_THIRD = heldoutThird as LabelledQuestion[];
const REQUIRED_HELD_OUT_ACCURACY = 0.85;

let t: TestApp;
const clients = new Map<string, HttpClient>();
beforeAll(async () => {
  t = await startTestApp();
  for (const email of new Set([...TUNING, ...HELD_OUT, ...HELD_OUT_SECOND, ...HELD_OUT_THIRD].flatMap((q) => (q.as ? [q.as] : [])))) clients.set(email, await t.signIn(email));
});
afterAll(() => t.close());

async function measure(questions: LabelledQuestion[]) {
  const misses: string[] = [];
  const times: number[] = [];
  for (const [index, q] of questions.entries()) {
    // One address asks every question here; the per-address limit has its own test.
    if (index % 25 === 0) await t.db.deleteFrom('rateEvents').where('bucket', 'like', 'chatbot:%').execute();
    const client = q.as ? clients.get(q.as)! : t.anon;
    const started = performance.now();
    const res = await client.post('/api/chatbot/ask', { message: q.question, context: { currentPage: q.page } });
    times.push(performance.now() - started);
    expect(res.status).toBe(200);
    expect(res.body.confidence).toBeGreaterThanOrEqual(0);
    expect(res.body.confidence).toBeLessThanOrEqual(1);
    if (res.body.intent !== q.intent) misses.push(`  "${q.question}" (${q.as ?? 'visitor'} on ${q.page}): expected ${q.intent}, got ${res.body.intent} at ${res.body.confidence}`);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)] ?? 0;
  return { right: questions.length - misses.length, total: questions.length, misses, latency: `p50 ${p50.toFixed(1)} ms per question over HTTP` };
}

const pct = (right: number, total: number) => `${right}/${total} = ${((100 * right) / total).toFixed(1)}%`;

describe('help assistant accuracy', () => {
  it('prints the tuning figure (labelled-questions.json, used to fit the knowledge base)', async () => {
    expect(TUNING.length).toBeGreaterThanOrEqual(60);
    const { right, total, misses, latency } = await measure(TUNING);
    console.log(`help chat, tuning questions: ${pct(right, total)}; ${latency}${misses.length ? `\nmisses:\n${misses.join('\n')}` : ''}`);
  });

  it('prints the figures on the blind-written tuning set: its training part and its validation part (never trained on)', async () => {
    expect(BLIND_VALIDATION.length).toBeGreaterThanOrEqual(100);
    const trained = await measure(BLIND_TRAINING);
    console.log(`help chat, blind tuning set, training part: ${pct(trained.right, trained.total)}; ${trained.latency}`);
    const validated = await measure(BLIND_VALIDATION);
    // Only the figure: the validation part chooses between variants of the model, so its misses must not steer the knowledge base.
    console.log(`help chat, blind tuning set, validation part (never trained on): ${pct(validated.right, validated.total)}, ${validated.misses.length} missed; ${validated.latency}`);
  });

  it(`gates on the held-out questions: at least ${REQUIRED_HELD_OUT_ACCURACY * 100}% answered with the labelled intent (or an honest "I don't know")`, async () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(100);
    expect(HELD_OUT.filter((q) => q.as === null).length).toBeGreaterThanOrEqual(30);
    const { right, total, misses, latency } = await measure(HELD_OUT);
    // Only the figure, as for the other held-out sets: misses seen while tuning would turn this set into tuning data.
    console.log(`help chat, held-out questions (written before tuning): ${pct(right, total)}, ${misses.length} missed; ${latency}`);
    expect(right / total).toBeGreaterThanOrEqual(REQUIRED_HELD_OUT_ACCURACY);
  });

  it(`gates on the second held-out set the same way: at least ${REQUIRED_HELD_OUT_ACCURACY * 100}%`, async () => {
    expect(HELD_OUT_SECOND.length).toBeGreaterThanOrEqual(75);
    const { right, total, misses, latency } = await measure(HELD_OUT_SECOND);
    // Only the figure is printed: the misses would tell whoever tunes what to fit.
    console.log(`help chat, second held-out set (written before the second tuning round): ${pct(right, total)}, ${misses.length} missed; ${latency}`);
    expect(right / total).toBeGreaterThanOrEqual(REQUIRED_HELD_OUT_ACCURACY);
  });

  it(`gates on the third held-out set, written blind: at least ${REQUIRED_HELD_OUT_ACCURACY * 100}%`, async () => {
    expect(HELD_OUT_THIRD.length).toBeGreaterThanOrEqual(100);
    expect(HELD_OUT_THIRD.filter((q) => q.as === null).length).toBeGreaterThanOrEqual(30);
    const { right, total, misses, latency } = await measure(HELD_OUT_THIRD);
    console.log(`help chat, third held-out set (written blind): ${pct(right, total)}, ${misses.length} missed; ${latency}`);
    expect(right / total).toBeGreaterThanOrEqual(REQUIRED_HELD_OUT_ACCURACY);
  });
});
