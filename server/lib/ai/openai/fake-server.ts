import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server does with the next request. */
export interface FakeScenario {
  /** Non-200 answers with an OpenAI-style error body. */
  status?: number;
  errorMessage?: string;
  /** Content pieces streamed as chat.completion.chunk deltas. */
  chunks?: string[];
  /** Milliseconds between chunks. */
  delayMs?: number;
  /** Cut the connection after this many chunks, without finish, usage or [DONE]. */
  dropAfter?: number;
}

/** What the fake /moderations endpoint answers next. */
export interface FakeModeration {
  status?: number;
  delayMs?: number;
  flagged?: boolean;
  categories?: Record<string, boolean>;
  scores?: Record<string, number>;
}

export interface FakeOpenAiServer {
  baseUrl: string;
  /** Request bodies received, in order (coaching and help answers; not the safety check's). */
  requests: Record<string, unknown>[];
  /** The safety check's layer 3: moderation inputs and classification requests received. */
  moderationRequests: Record<string, unknown>[];
  safetyRequests: Record<string, unknown>[];
  /** What the classification prompt answers next (default: level none), and what /moderations answers. */
  enqueueSafety(...scenarios: FakeScenario[]): void;
  enqueueModeration(...results: FakeModeration[]): void;
  /** Forgets queued answers no request took (a request aborted before it arrived leaves its answer queued). */
  dropQueued(): void;
  /** Inputs sent to /embeddings, one entry per request. */
  embeddingRequests: { model: string; input: string[] }[];
  /**
   * Holds the /embeddings requests with an input containing `text` until released: a training caught
   * while it runs. `reached` resolves when the first such request arrives.
   */
  holdEmbeddings(text: string): EmbeddingHold;
  /** Times (ms, performance.now) at which each content chunk was written, per request. */
  writes: number[][];
  enqueue(...scenarios: FakeScenario[]): void;
  close(): Promise<void>;
}

export interface EmbeddingHold {
  reached: Promise<void>;
  release(): void;
}

const USAGE = { prompt_tokens: 321, completion_tokens: 87, total_tokens: 408 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const part of req) body += String(part);
  return body;
}

/**
 * The fake /embeddings answer: a hashed bag of words (64 dimensions, normalised), so texts sharing
 * words are close, as with a real embeddings model, and the answer is the same every time.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(64).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []) {
    let hash = 2166136261;
    for (const char of word) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    vector[(hash >>> 0) % 64]! += 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

/** Splits text into pieces of `size` characters, as a model's tokens split words, escapes and emoji. */
export function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/**
 * A local server speaking the chat-completions protocol for tests: with `stream: true`, server-sent
 * events with chat.completion.chunk objects, a final usage chunk with no choices, then `data: [DONE]`;
 * otherwise one chat.completion object.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAiServer> {
  const queue: FakeScenario[] = [];
  const safetyQueue: FakeScenario[] = [];
  const moderationQueue: FakeModeration[] = [];
  const requests: Record<string, unknown>[] = [];
  const moderationRequests: Record<string, unknown>[] = [];
  const safetyRequests: Record<string, unknown>[] = [];
  const writes: number[][] = [];
  const embeddingRequests: { model: string; input: string[] }[] = [];
  const holds: { text: string; arrived(): void; released: Promise<void>; release(): void }[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (req.method === 'POST' && req.url?.endsWith('/moderations')) {
        moderationRequests.push(JSON.parse(body) as Record<string, unknown>);
        const result = moderationQueue.shift() ?? {};
        if (result.delayMs) await sleep(result.delayMs);
        if (result.status && result.status !== 200) {
          res.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'moderation failed' } }));
          return;
        }
        const categories = { 'self-harm': false, 'self-harm/intent': false, 'self-harm/instructions': false, violence: false, ...result.categories };
        const scores = { 'self-harm': 0.001, 'self-harm/intent': 0.001, 'self-harm/instructions': 0.001, violence: 0.001, ...result.scores };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'modr-fake', model: 'omni-moderation-latest', results: [{ flagged: result.flagged ?? false, categories, category_scores: scores }] }));
        return;
      }
      if (req.method === 'POST' && req.url?.endsWith('/embeddings')) {
        const parsed = JSON.parse(body) as { model: string; input: string | string[]; encoding_format?: string };
        const input = Array.isArray(parsed.input) ? parsed.input : [parsed.input];
        embeddingRequests.push({ model: parsed.model, input });
        const hold = holds.find((h) => input.some((text) => text.includes(h.text)));
        if (hold) {
          hold.arrived();
          await hold.released;
        }
        const encode = (vector: number[]) => (parsed.encoding_format === 'base64' ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector);
        const data = input.map((text, index) => ({ object: 'embedding', index, embedding: encode(fakeEmbedding(text)) }));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data, model: parsed.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
        return;
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const parsed = JSON.parse(body) as { messages?: { content?: unknown }[] } & Record<string, unknown>;
      const isSafetyCheck = String(parsed.messages?.[0]?.content ?? '').startsWith('You are a safety classifier');
      (isSafetyCheck ? safetyRequests : requests).push(parsed);
      const times: number[] = [];
      if (!isSafetyCheck) writes.push(times);
      const scenario = isSafetyCheck
        ? (safetyQueue.shift() ?? { chunks: ['{"level": "none", "category": null}'] })
        : (queue.shift() ?? { chunks: ['{"message": "Hello", "suggestions": [], "actionItems": [], "followUpQuestions": []}'] });
      if (scenario.status && scenario.status !== 200) {
        res.writeHead(scenario.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: scenario.errorMessage ?? 'The server had an error', type: 'server_error', code: null } }));
        return;
      }
      const created = Math.floor(Date.now() / 1000);
      if (scenario.delayMs && parsed.stream !== true) await sleep(scenario.delayMs);
      if (parsed.stream !== true) {
        // Non-streaming request: one chat.completion with the chunks joined.
        const message = { role: 'assistant', content: (scenario.chunks ?? []).join('') };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion', created, model: 'fake-model', choices: [{ index: 0, message, finish_reason: 'stop' }], usage: USAGE }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created, model: 'fake-model' };
      const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
      const chunks = scenario.chunks ?? [];
      for (const [index, content] of chunks.entries()) {
        if (scenario.dropAfter !== undefined && index >= scenario.dropAfter) {
          res.socket?.destroy();
          return;
        }
        if (scenario.delayMs) await sleep(scenario.delayMs);
        send({ ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] });
        times.push(performance.now());
      }
      send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
      send({ ...base, choices: [], usage: USAGE });
      res.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    moderationRequests,
    safetyRequests,
    embeddingRequests,
    writes,
    holdEmbeddings(text) {
      let arrived = () => {};
      let open = () => {};
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (open = resolve));
      const hold = {
        text,
        arrived,
        released,
        release() {
          const at = holds.indexOf(hold);
          if (at >= 0) holds.splice(at, 1);
          open();
        },
      };
      holds.push(hold);
      return { reached, release: hold.release };
    },
    enqueue: (...scenarios) => queue.push(...scenarios),
    enqueueSafety: (...scenarios) => safetyQueue.push(...scenarios),
    enqueueModeration: (...results) => moderationQueue.push(...results),
    dropQueued: () => {
      queue.length = 0;
      safetyQueue.length = 0;
      moderationQueue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A held request would keep its connection (and a training waiting on it) open.
        for (const hold of [...holds]) hold.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
