/**
 * Times the safety check (layers 1 and 2: the screen and the classifier), which runs on every chat
 * and help chat message. Prints the model load time, then per-message figures over the held-out and
 * tuning messages, first seen (no cache) and repeated (the memo a conversation's history hits).
 *   npm run bench:safety
 */
import { performance } from 'node:perf_hooks';

const loadStart = performance.now();
const { assessSafety } = await import('../server/lib/ai/safety/safety');
const { loadTuningData } = await import('../server/lib/ai/safety/train');
const heldout = (await import('../server/lib/ai/safety/test-data/heldout.json')).default;
const loadMs = performance.now() - loadStart;

const messages = [...heldout.messages.map((m) => m.text), ...loadTuningData().map((m) => m.text)];
// Unseen variants, so the memo of the first pass does not flatter the figures.
const unseen = messages.map((text, i) => `${text} (${i})`);

function time(texts: string[]): number[] {
  return texts.map((text) => {
    const start = performance.now();
    assessSafety(text, []);
    return performance.now() - start;
  });
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return `mean ${mean.toFixed(3)} ms, p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`;
};

time(messages.slice(0, 20)); // warm-up: the JIT, not the cache
const first = time(unseen);
const repeated = time(unseen);
console.log(`safety check: module and model load ${loadMs.toFixed(0)} ms (once per process)`);
console.log(`  ${unseen.length} messages seen for the first time: ${stats(first)}`);
console.log(`  the same messages again (memoised, as in a conversation's history): ${stats(repeated)}`);
