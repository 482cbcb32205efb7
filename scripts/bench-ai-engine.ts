/**
 * Unit-level timing of the builtin coach engine (no server): CPU per composed reply, with and
 * without a conversation history. `npx tsx scripts/bench-ai-engine.ts`
 */
import { composeReply } from '../server/lib/ai/builtin/compose';
import { CLIENT, SEEDED_COACHES, turn } from '../server/lib/ai/builtin/test-fixtures';
import { TOPICS } from '../server/lib/ai/knowledge';
import type { ConversationTurn } from '../server/lib/ai/types';

const messages = TOPICS.flatMap((topic) => topic.examples);
const history: ConversationTurn[] = [];
for (const message of messages.slice(0, 10)) {
  history.push(turn('client', message), turn('coach', composeReply({ coach: SEEDED_COACHES[0]!, client: CLIENT, history, message }).message));
}

function measure(label: string, withHistory: boolean) {
  const rounds = 600;
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    const coach = SEEDED_COACHES[i % SEEDED_COACHES.length]!;
    composeReply({ coach, client: CLIENT, history: withHistory ? history : [], message: messages[i % messages.length]! });
  }
  const perReply = (performance.now() - start) / rounds;
  console.log(`${label}: ${perReply.toFixed(2)} ms per reply`);
}

measure('warm-up', false);
measure('no history', false);
measure(`history of ${history.length} turns`, true);

/** Every message new (no memoised analysis): what a real client's next message costs. */
function measureFresh(label: string, withHistory: boolean) {
  const rounds = 300;
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    const coach = SEEDED_COACHES[i % SEEDED_COACHES.length]!;
    const message = `${messages[i % messages.length]!} and Jordan said it again on day ${i + (withHistory ? 5000 : 1000)}`;
    composeReply({ coach, client: CLIENT, history: withHistory ? history : [], message });
  }
  console.log(`${label}: ${((performance.now() - start) / rounds).toFixed(2)} ms per reply`);
}
measureFresh('new message, no history', false);
measureFresh(`new message, history of ${history.length} turns`, true);

/** 50 replies started at once through the public model (safety check + engine + streaming). */
async function concurrent(sessions: number) {
  const { createCoachModel } = await import('../server/lib/ai');
  const model = createCoachModel({ ai: { provider: 'builtin', baseUrl: undefined, apiKey: undefined, model: 'builtin' } });
  const start = performance.now();
  const results = await Promise.all(
    Array.from({ length: sessions }, async (_, i) => {
      let first = 0;
      await model.reply(
        { coach: SEEDED_COACHES[i % SEEDED_COACHES.length]!, client: CLIENT, history, message: `${messages[i % messages.length]!} (session ${i})` },
        { onDelta: () => (first ||= performance.now() - start) },
      );
      return { first, done: performance.now() - start };
    }),
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `${sessions} concurrent replies: first delta median ${median(results.map((r) => r.first)).toFixed(1)} ms, ` +
      `complete median ${median(results.map((r) => r.done)).toFixed(1)} ms, max ${Math.max(...results.map((r) => r.done)).toFixed(1)} ms`,
  );
}

await concurrent(50);
await concurrent(50);
