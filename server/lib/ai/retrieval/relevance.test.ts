import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../../testing/harness';
import { MIN_COVERAGE } from '.';
import heldOut from './test-data/relevance-heldout.json';
import tuning from './test-data/relevance-tuning.json';
import { measure, trainSet } from './relevance.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const percent = (part: number, whole: number) => `${part}/${whole} (${((part / whole) * 100).toFixed(0)}%)`;

/**
 * The relevance gate decides whether a trained assistant quotes and cites a passage at all. Its
 * threshold was chosen on relevance-tuning.json; this gates on relevance-heldout.json, written in
 * the same sitting before the gate existed and never used to choose it. Runs on SQLite and, in CI,
 * on PostgreSQL (the api-pg project), each with its own full-text index.
 */
describe('held-out: a trained assistant cites the material that answers a message, and nothing for a message it does not answer', () => {
  it('answers at least 80% of the answerable held-out messages from the right document, cites another at most once, and cites nothing for at least 80% of the off-topic ones', async () => {
    const scope = await trainSet(t, heldOut, 'Held-out material');
    const gated = await measure(t, scope, heldOut, MIN_COVERAGE);
    const ungated = await measure(t, scope, heldOut, 0);
    const tuned = await measure(t, await trainSet(t, tuning, 'Tuning material'), tuning, MIN_COVERAGE);
    console.log(
      [
        `Relevance gate at coverage ${MIN_COVERAGE}:`,
        `  held-out: right document ${percent(gated.answered, gated.answerable)}, wrong document ${gated.wrong}, off-topic citing something ${percent(gated.falseCites, gated.offTopic)}`,
        `  held-out without the gate: right document ${percent(ungated.answered, ungated.answerable)}, off-topic citing something ${percent(ungated.falseCites, ungated.offTopic)}`,
        `  tuning (for comparison, not a gate): right document ${percent(tuned.answered, tuned.answerable)}, off-topic citing something ${percent(tuned.falseCites, tuned.offTopic)}`,
        ...gated.misses.map((miss) => `  held-out miss: ${miss}`),
      ].join('\n'),
    );
    expect(gated.answered / gated.answerable).toBeGreaterThanOrEqual(0.8);
    expect(gated.wrong).toBeLessThanOrEqual(1);
    expect(gated.falseCites / gated.offTopic).toBeLessThanOrEqual(0.2);
  }, 60_000);
});
