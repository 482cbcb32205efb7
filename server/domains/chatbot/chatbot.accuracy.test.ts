import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import labelled from './test-data/labelled-questions.json';

interface LabelledQuestion {
  question: string;
  page: string;
  /** Demo account asking, or null for an anonymous visitor. */
  as: string | null;
  intent: string;
}

const QUESTIONS = labelled as LabelledQuestion[];
const REQUIRED_ACCURACY = 0.9;

let t: TestApp;
const clients = new Map<string, HttpClient>();
beforeAll(async () => {
  t = await startTestApp();
  for (const email of new Set(QUESTIONS.flatMap((q) => (q.as ? [q.as] : [])))) clients.set(email, await t.signIn(email));
});
afterAll(() => t.close());

describe('help chat classifier on the labelled questions', () => {
  it('has a labelled set of at least 60 questions from visitors and members', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(QUESTIONS.filter((q) => q.as === null).length).toBeGreaterThanOrEqual(20);
    expect(QUESTIONS.filter((q) => q.as !== null).length).toBeGreaterThanOrEqual(20);
    expect(QUESTIONS.some((q) => q.intent === 'fallback')).toBe(true);
  });

  it(`answers at least ${REQUIRED_ACCURACY * 100}% of them with the labelled intent over POST /api/chatbot/ask`, async () => {
    const misses: string[] = [];
    for (const [index, q] of QUESTIONS.entries()) {
      // One address asks every question here; the per-address limit has its own test.
      if (index % 25 === 0) await t.db.deleteFrom('rateEvents').where('bucket', 'like', 'chatbot:%').execute();
      const client = q.as ? clients.get(q.as)! : t.anon;
      const res = await client.post('/api/chatbot/ask', { message: q.question, context: { currentPage: q.page } });
      expect(res.status).toBe(200);
      expect(res.body.confidence).toBeGreaterThanOrEqual(0);
      expect(res.body.confidence).toBeLessThanOrEqual(1);
      if (res.body.intent !== q.intent) {
        misses.push(`  "${q.question}" (${q.as ?? 'visitor'} on ${q.page}): expected ${q.intent}, got ${res.body.intent} at ${res.body.confidence}`);
      }
    }
    const accuracy = (QUESTIONS.length - misses.length) / QUESTIONS.length;
    console.log(
      `help chat accuracy: ${QUESTIONS.length - misses.length}/${QUESTIONS.length} = ${(accuracy * 100).toFixed(1)}%` +
        (misses.length ? `\nmisses:\n${misses.join('\n')}` : ''),
    );
    expect(accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });
});
