// npm run bench:chat — live AI chat latency: websocket delivery versus the spec's 1-second poll.
// Starts the real app (buildApp) over a temporary SQLite file on its own port, with the configured
// coach model (AI_PROVIDER, builtin by default). For N = 1, 50 and 200 clients, each on its own AI
// session, subscribed over the websocket AND polling GET /api/sessions/{id}/chat every second, as the
// chat screen does: each client sends messages at random moments, and we time, on the client side,
// POST -> first delta over the socket, POST -> completed reply over the socket, POST -> reply seen by
// the poll. Users, AI sessions and sign-in sessions are made directly in the database (sign-in is rate
// limited), through the auth domain's startSession.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SESSION_COOKIE } from '../shared/constants/auth';
import type { ChatMessage } from '../shared/schemas/chat';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDb } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { startSession } from '../server/domains/auth/sessions';
import { syncSessionParticipants } from '../server/domains/sessions/session-participants';
import { seedDemoData } from '../server/seed';
import { createTestTrpc } from '../server/testing/trpc';

const ROUNDS = [1, 50, 200];
/** Messages per client and round; the chat allows 20 a minute per user. */
const MESSAGES = { 1: 20, 50: 4, 200: 2 } as Record<number, number>;
/** Each client waits a random time up to this before each message: steady load, not one burst. */
const SPREAD_MS = 2000;
const POLL_MS = 1000;
const WAIT_MS = 5000;
const TARGETS = { firstDeltaMedianMs: 100, completedMedianMs: 500, wsVsPollFactor: 5, atN: 50 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

interface Pending {
  t0: number;
  userMessageId: number | null;
  firstDelta?: number;
  completed?: number;
  polled?: number;
}

interface BenchClient {
  sessionId: number;
  cookie: string;
  trpc: ReturnType<typeof createTestTrpc>;
  pending: Pending | null;
}

const dir = mkdtempSync(path.join(tmpdir(), 'catalyst-bench-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATABASE_URL: path.join(dir, 'bench.db'), DATA_DIR: dir, LOG_LEVEL: 'warn' });
const database = createDb(config);
await migrateToLatest(database.db);
await seedDemoData(database.db);
const app = await buildApp(config, { database, clientDir: path.join(dir, 'no-client') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const url = `http://127.0.0.1:${address.port}`;
const aiCoach = await database.db.selectFrom('aiCoaches').select('id').where('organizationId', 'is', null).where('isActive', '=', true).orderBy('id').executeTakeFirstOrThrow();

async function makeClient(round: number, index: number): Promise<BenchClient> {
  const db = database.db;
  const userId = randomUUID();
  await db.insertInto('users').values({ id: userId, email: `bench-${round}-${index}@bench.example`, firstName: 'Bench', lastName: `User ${index}`, role: 'client', organizationId: null, profileImageUrl: null, passwordHash: null }).execute();
  const now = new Date().toISOString();
  const session = await db
    .insertInto('sessions')
    .values({ type: 'ai', title: 'Benchmark chat', status: 'in_progress', scheduledAt: now, duration: 30, endsAt: new Date(Date.parse(now) + 30 * 60_000).toISOString(), aiCoachId: aiCoach.id, clientId: userId, bookedById: userId, startedAt: now, description: null, coachId: null, timezone: null, completedAt: null, cancelledAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncSessionParticipants(db, [session.id]);
  const { token } = await startSession(db, config, userId, { ip: '127.0.0.1', userAgent: 'bench-chat' });
  const cookie = `${SESSION_COOKIE}=${token}`;
  return { sessionId: session.id, cookie, trpc: createTestTrpc(url, cookie), pending: null };
}

function subscribe(client: BenchClient): Promise<void> {
  return new Promise((resolve, reject) => {
    client.trpc.client.chat.onSessionEvent.subscribe(
      { sessionId: client.sessionId },
      {
        onStarted: () => resolve(),
        onError: reject,
        onData: ({ data }) => {
          const pending = client.pending;
          if (!pending) return;
          const at = performance.now();
          if (data.type === 'delta' && pending.firstDelta === undefined) pending.firstDelta = at;
          if (data.type === 'message' && data.message.isFromAI && pending.completed === undefined) pending.completed = at;
        },
      },
    );
  });
}

/** The screen's poll: GET .../chat every second from a random phase; notes when the reply first shows. */
function startPolling(client: BenchClient): () => void {
  let stopped = false;
  const loop = async () => {
    await sleep(Math.random() * POLL_MS);
    while (!stopped) {
      const started = performance.now();
      const res = await fetch(`${url}/api/sessions/${client.sessionId}/chat`, { headers: { cookie: client.cookie } }).catch(() => null);
      const at = performance.now();
      const pending = client.pending;
      if (res?.ok) {
        const messages = (await res.json()) as ChatMessage[];
        if (pending && pending.userMessageId !== null && pending.polled === undefined && messages.some((m) => m.replyToId === pending.userMessageId)) pending.polled = at;
      }
      await sleep(Math.max(0, POLL_MS - (performance.now() - started)));
    }
  };
  void loop();
  return () => {
    stopped = true;
  };
}

async function converse(client: BenchClient, count: number, samples: Pending[]): Promise<void> {
  for (let i = 0; i < count; i++) {
    await sleep(Math.random() * SPREAD_MS);
    const pending: Pending = { t0: performance.now(), userMessageId: null };
    client.pending = pending;
    const res = await fetch(`${url}/api/sessions/${client.sessionId}/chat`, {
      method: 'POST',
      headers: { cookie: client.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ message: `How do I prepare for a difficult conversation with my team? (${i})` }),
    });
    if (!res.ok) throw new Error(`POST failed: ${res.status} ${await res.text()}`);
    pending.userMessageId = ((await res.json()) as ChatMessage).id;
    const deadline = performance.now() + WAIT_MS;
    while ((pending.completed === undefined || pending.polled === undefined) && performance.now() < deadline) await sleep(5);
    samples.push(pending);
    client.pending = null;
  }
}

interface RoundResult {
  n: number;
  samples: number;
  firstDelta: number[];
  completed: number[];
  polled: number[];
  missing: number;
}

async function runRound(n: number): Promise<RoundResult> {
  const clients: BenchClient[] = [];
  for (let i = 0; i < n; i++) clients.push(await makeClient(n, i));
  await Promise.all(clients.map(subscribe));
  const stops = clients.map(startPolling);
  const samples: Pending[] = [];
  await Promise.all(clients.map((client) => converse(client, MESSAGES[n] ?? 2, samples)));
  for (const stop of stops) stop();
  for (const client of clients) client.trpc.close();
  const since = (key: 'firstDelta' | 'completed' | 'polled') => samples.flatMap((s) => (s[key] === undefined ? [] : [(s[key] as number) - s.t0]));
  return {
    n,
    samples: samples.length,
    firstDelta: since('firstDelta'),
    completed: since('completed'),
    polled: since('polled'),
    missing: samples.filter((s) => s.completed === undefined || s.polled === undefined).length,
  };
}

const fmt = (ms: number) => (Number.isNaN(ms) ? '   -   ' : `${ms.toFixed(1).padStart(7)}`);
console.log(`bench:chat — provider '${app.services.ai.provider}', ${ROUNDS.join('/')} clients, ${platform()}\n`);
console.log('   N  samples | ws first delta  p50     p95 | ws completed  p50     p95 | poll (1 s)  p50     p95 | ws vs poll');
const results: RoundResult[] = [];
for (const n of ROUNDS) {
  const r = await runRound(n);
  results.push(r);
  const factor = percentile(r.polled, 50) / percentile(r.completed, 50);
  console.log(
    `${String(n).padStart(4)} ${String(r.samples).padStart(8)} |          ${fmt(percentile(r.firstDelta, 50))} ${fmt(percentile(r.firstDelta, 95))} |       ${fmt(percentile(r.completed, 50))} ${fmt(percentile(r.completed, 95))} |     ${fmt(percentile(r.polled, 50))} ${fmt(percentile(r.polled, 95))} | ${factor.toFixed(1)}x${r.missing ? `  (${r.missing} samples incomplete)` : ''}`,
  );
}

const target = results.find((r) => r.n === TARGETS.atN);
if (target) {
  const firstDelta = percentile(target.firstDelta, 50);
  const completed = percentile(target.completed, 50);
  const factor = percentile(target.polled, 50) / completed;
  const line = (ok: boolean, text: string) => console.log(`${ok ? 'MET   ' : 'NOT MET'} ${text}`);
  console.log(`\nTargets at N = ${TARGETS.atN} (times in ms from POST, measured on the client side):`);
  line(firstDelta < TARGETS.firstDeltaMedianMs, `first delta median ${firstDelta.toFixed(1)} < ${TARGETS.firstDeltaMedianMs}`);
  line(completed < TARGETS.completedMedianMs, `completed reply median ${completed.toFixed(1)} < ${TARGETS.completedMedianMs} (p95 ${percentile(target.completed, 95).toFixed(1)})`);
  line(factor >= TARGETS.wsVsPollFactor, `websocket completed-reply median ${factor.toFixed(1)}x faster than the poll's (>= ${TARGETS.wsVsPollFactor}x)`);
}

function platform(): string {
  return `${cpus().length} cores, ${process.platform} ${process.arch}, node ${process.version}`;
}

await app.close();
rmSync(dir, { recursive: true, force: true });
