import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, type HttpResponse, type TestApp, startTestApp } from '../testing/harness';
import { listRestOperations } from './rest';
import { appRouter } from './root';

/**
 * Malformed input generated from each mutation's zod input schema, sent over real HTTP as an
 * integrator's client would: never a 5xx, always the one error body, and a refused request
 * changes nothing that was stored.
 */

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
});
afterAll(() => t.close());

interface ZodDef {
  type: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  innerType?: { _zod: { def: ZodDef } };
  in?: { _zod: { def: ZodDef } };
}

/** The field names of a procedure's object input (under optional/default/pipe wrappers). */
function inputFields(procedure: string): string[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs: { _zod: { def: ZodDef } }[] } }>;
  let def: ZodDef | undefined = procedures[procedure]?._def.inputs[0]?._zod.def;
  for (let depth = 0; def && depth < 10; depth++) {
    if (def.type === 'object') return Object.keys(def.shape ?? {});
    def = (def.innerType ?? def.in)?._zod.def;
  }
  return [];
}

function deepNest(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { nested: value };
  return value;
}

/** Values of the wrong type or shape for any field: strings where numbers go, huge and hostile text, extreme numbers. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('x'.repeat(100_000), '\u202e\u200b\u0000', '💥'.repeat(500), '<script>alert(1)</script>', "'; drop table users; --", '../../etc/passwd', 'NaN', 'Infinity'),
  fc.integer(),
  fc.constantFrom(1e308, -1, -0, 2 ** 53 + 1, 0.5, Number.MIN_VALUE),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.constant(deepNest(40)),
);

/** Whole bodies: wrong types per field, bodies that are not objects, extra keys. */
function bodies(fields: string[], count: number): string[] {
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('unexpected');
  const body = fc.oneof(
    fc.dictionary(field, wrongValue, { minKeys: 1, maxKeys: Math.max(1, fields.length) }),
    fc.record({ key: field, value: wrongValue }).map(({ key, value }) => ({ [key]: value })),
    wrongValue,
  );
  const generated = fc.sample(body, { numRuns: count, seed: 20261124 }).map((value) => JSON.stringify(value) ?? 'null');
  return [
    ...generated,
    '"hello"',
    '42',
    'null',
    '[]',
    'true',
    '{"__proto__":{"role":"admin","isAdmin":true}}',
    `{"constructor":{"prototype":{"role":"admin"}}${fields[0] ? `,"${fields[0]}":{"__proto__":{"x":1}}` : ''}}`,
    JSON.stringify(deepNest(200)),
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
    '{"unterminated": ',
    `{"${fields[0] ?? 'a'}": "${'y'.repeat(1_100_000)}"}`,
  ];
}

const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'];
const GARBAGE_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', '%E2%80%AE', 'NaN'];

/** Domain tables whose row counts and newest ids must not move when a request is refused. */
const TABLES = [
  'users',
  'goals',
  'sessions',
  'session_messages',
  'calendar_events',
  'resources',
  'resource_collections',
  'resource_collection_items',
  'resource_ratings',
  'conversations',
  'messages',
  'progress_reports',
  'ai_memory_items',
  'coaches',
  'organizations',
  'coach_invitations',
  'activities',
];

async function digest(): Promise<string> {
  const parts = await Promise.all(
    TABLES.map(async (table) => {
      const row = await sql<{ n: number; last: unknown }>`select count(*) as n, max(rowid) as last from ${sql.table(table)}`.execute(t.db);
      return `${table}:${row.rows[0]?.n}:${String(row.rows[0]?.last)}`;
    }),
  );
  return parts.join('|');
}

/** A real object of the caller's for each path parameter, so validation runs past the 404. */
async function ownIds(): Promise<Record<string, string>> {
  const goal = (await client.post('/api/goals', { title: 'Fuzz target', description: 'Kept unchanged', category: 'skills', priority: 'low', targetDate: '2027-01-01' })).body;
  const session = (await client.get('/api/sessions?view=upcoming&limit=1')).body[0];
  const resource = (await client.get('/api/resources?limit=1')).body[0];
  const collection = (await client.post('/api/resources/collections', { name: 'Fuzz', description: 'Kept unchanged', isPublic: false })).body;
  const event = (await client.post('/api/calendar/events', { title: 'Fuzz', type: 'meeting', startTime: '2027-01-01T10:00:00Z', endTime: '2027-01-01T11:00:00Z' })).body;
  const conversation = (await client.get('/api/conversations?limit=1')).body[0];
  const coachProfile = (await t.anon.get('/api/coaches?limit=1')).body[0];
  return {
    '/goals/{id}': String(goal.id),
    '/sessions/{sessionId}': String(session.id),
    '/sessions/{id}': String(session.id),
    '/resources/{id}': String(resource.id),
    '/resources/collections/{id}': String(collection.id),
    '/calendar/events/{id}': String(event.sourceId),
    '/conversations/{id}': String(conversation.id),
    '/coach/track-invitation-click/{coachId}': String(coachProfile.id),
    '/ai-memory/{id}': '1',
    '{resourceId}': String(resource.id),
  };
}

function fillPath(path: string, ids: Record<string, string>, garbage?: string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (garbage !== undefined) return garbage;
    const prefix = path.slice(0, path.indexOf(`{${name}}`) + name.length + 2);
    return ids[prefix] ?? ids[`{${name}}`] ?? '1';
  });
}

function expectOneErrorShape(res: HttpResponse, what: string) {
  expect(res.status, `${what} -> ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status < 400) return;
  expect(typeof res.body?.message, `${what}: error body ${res.text.slice(0, 200)}`).toBe('string');
  expect(typeof res.body?.code, `${what}: error code`).toBe('string');
  expect(Object.keys(res.body).every((key) => ['message', 'code', 'issues'].includes(key)), `${what}: only message, code, issues`).toBe(true);
  expect(res.text).not.toMatch(/\/work\/|node_modules|at .+\(.+:\d+:\d+\)/);
}

describe('generated bad input', () => {
  it('never answers 5xx to malformed payloads on any mutation, always the one error body, and changes nothing when it refuses', async () => {
    const ids = await ownIds();
    // Sign-out last: it would end the session the other calls use.
    const mutations = listRestOperations(appRouter)
      .filter((op) => op.type === 'mutation' && op.path)
      .sort((a, b) => Number(a.procedure === 'auth.logout') - Number(b.procedure === 'auth.logout'));
    const counts = { operations: mutations.length, payloads: 0, refused: 0, accepted: 0 };
    // Procedures without input ignore a body, and objects of unknown keys are empty updates: accepted, listed below.
    const accepted = new Map<string, number>();
    for (const op of mutations) {
      const http = op.path!.startsWith('/coach/') ? coach : client;
      const fields = inputFields(op.procedure);
      const url = `/api${fillPath(op.path!, ids)}`;
      const cases: { body: string; type: string; url: string }[] = [
        ...bodies(fields, 40).map((body) => ({ body, type: 'application/json', url })),
        ...WRONG_TYPES.map((type) => ({ body: '{"a":1}', type, url })),
        ...(op.path!.includes('{') ? GARBAGE_IDS.map((id) => ({ body: '{}', type: 'application/json', url: `/api${fillPath(op.path!, ids, id)}` })) : []),
      ];
      for (const { body, type, url: target } of cases) {
        const before = await digest();
        const res = await http.request(op.method, target, undefined, { raw: body, headers: { 'content-type': type } });
        counts.payloads += 1;
        expectOneErrorShape(res, `${op.method} ${target} ${type} ${body.slice(0, 120)}`);
        if (res.status >= 400) {
          counts.refused += 1;
          expect(await digest(), `${op.method} ${target} refused but changed stored rows: ${body.slice(0, 120)}`).toBe(before);
        } else {
          counts.accepted += 1;
          accepted.set(op.procedure, (accepted.get(op.procedure) ?? 0) + 1);
        }
      }
    }
    console.log(
      `bad input: ${counts.operations} mutations, ${counts.payloads} payloads, ${counts.refused} refused with the one error body, ${counts.accepted} accepted as valid, 0 server errors`,
    );
    console.log(`accepted as valid: ${[...accepted].map(([procedure, n]) => `${procedure} ${n}`).join(', ')}`);
    expect(counts.payloads).toBeGreaterThanOrEqual(300 * 5);
    // Grows with the API (about 50 payloads per mutation): more than the default 30 s on a busy machine.
  }, 180_000);

  it('answers malformed tRPC calls with a client error, never a 5xx or a stack', async () => {
    const client = await t.signIn('member@acme.example');
    let calls = 0;
    for (const procedure of ['goals.create', 'sessions.create', 'calendar.create', 'messages.send', 'resources.collections.create']) {
      for (const body of bodies(inputFields(procedure), 20)) {
        const res = await client.request('POST', `/trpc/${procedure}`, undefined, { raw: `{"json":${body}}`, headers: { 'content-type': 'application/json' } });
        calls += 1;
        expect(res.status, `${procedure} ${body.slice(0, 100)} -> ${res.text.slice(0, 200)}`).toBeLessThan(500);
        expect(res.text).not.toMatch(/"stack"|\/work\/|node_modules/);
      }
    }
    console.log(`bad input over tRPC: ${calls} calls, 0 server errors`);
  });
});
