import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, type HttpResponse, type TestApp, startTestApp, testDialect } from '../testing/harness';
import { toCurrentUser } from '../domains/users/users.queries';
import type { Context } from './context';
import { createCallerFactory } from './init';
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

/** Malformed payloads each mutation meets in-process (see that test): all of them on SQLite, a sample on PostgreSQL. */
const MALFORMED_PER_MUTATION = testDialect === 'postgres' ? 60 : 300;
const GENERATED_PER_MUTATION = testDialect === 'postgres' ? 80 : 340;

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
  'video_settings',
  'video_session_types',
  'call_messages',
  'session_recordings',
];

/** Tables keyed by pairs (no id column): their row count alone. */
const WITHOUT_ID = new Set(['resource_collection_items', 'resource_ratings', 'video_settings', 'video_session_types']);

/** Row count and largest id of every table, in one statement (on either dialect). */
const DIGEST = sql.join(
  TABLES.map((table) =>
    WITHOUT_ID.has(table)
      ? sql`(select cast(count(*) as text) from ${sql.table(table)})`
      : sql`(select cast(count(*) as text) || ':' || coalesce(cast(max(id) as text), '') from ${sql.table(table)})`,
  ),
  sql` || '|' || `,
);

async function digest(): Promise<string> {
  const row = await sql<{ digest: string }>`select ${DIGEST} as digest`.execute(t.db);
  return row.rows[0]!.digest;
}

/** Limiter bookkeeping, not data: a refused call may count against a quota. */
const NOT_DATA = new Set(['rate_events', 'kysely_migration', 'kysely_migration_lock']);

/** SHA-256 of every row of every table (SQLite or PostgreSQL), in a stable order. */
async function wholeDatabaseHash(): Promise<string> {
  const tables =
    testDialect === 'postgres'
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(t.db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by 1`.execute(t.db)).rows;
  const hash = createHash('sha256');
  for (const { name } of tables) {
    if (NOT_DATA.has(name)) continue;
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)).rows;
    const lines = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).sort();
    hash.update(`${name}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
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
  // Grows with the API (60+ mutations, thousands of payloads): beyond the default 30 s on a busy 2-core machine.
  it('never answers 5xx to malformed payloads on any mutation, always the one error body, and changes nothing when it refuses', { timeout: 180_000 }, async () => {
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
        ...bodies(fields, 12).map((body) => ({ body, type: 'application/json', url })),
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
    expect(counts.payloads).toBeGreaterThanOrEqual(20 * counts.operations);
  });

  // In-process (createCaller), so each mutation meets 300+ malformed payloads in seconds; the HTTP sample above covers the transport.
  // Validation runs before any query and is the same code on both dialects: the full 300+ run on SQLite; on
  // PostgreSQL (three times slower per call: every call's limiter write is a round trip) a sample of 60+ per
  // mutation looks for what only that dialect could do (an error of its own answered as a 5xx, a write kept).
  it(`refuses ${MALFORMED_PER_MUTATION}+ malformed payloads per mutation in-process: no 5xx, no invalid payload accepted, no stored row changed`, { timeout: 150_000 }, async () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string; inputs: { safeParse(value: unknown): { success: boolean } }[]; meta?: { quota?: unknown } } }>;
    const actors = await Promise.all(['client@example.com', 'coach@example.com', 'orgadmin@acme.example', 'admin@example.com'].map(async (email) => {
      const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      return { email, user: toCurrentUser(user) };
    }));
    let sequence = 0;
    const ctxOf = (user: (typeof actors)[number]['user']): Context =>
      ({
        ...t.app.services,
        user,
        sessionIdHash: null,
        request: { ip: `10.7.${(sequence >> 8) & 255}.${sequence++ & 255}`, userAgent: 'bad-input', origin: t.url, cookies: {} },
        cookies: { set() {}, clear() {}, setReferral() {} },
        exposeErrorDetails: false,
      }) as Context;
    const callOf = (procedure: string, ctx: Context) =>
      procedure.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], createCallerFactory(appRouter)(ctx)) as (input: unknown) => Promise<unknown>;
    const counts = { mutations: 0, payloads: 0, serverErrors: 0, wrongShape: 0, acceptedInvalid: 0, dataChanged: 0, validSkipped: 0 };
    const problems: string[] = [];
    // The hash sees a change of one field of one row (and its undoing).
    const untouched = await wholeDatabaseHash();
    const probe = await t.db.selectFrom('goals').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('goals').set({ title: `${probe.title}!` }).where('id', '=', probe.id).execute();
    expect(await wholeDatabaseHash()).not.toBe(untouched);
    await t.db.updateTable('goals').set({ title: probe.title }).where('id', '=', probe.id).execute();
    expect(await wholeDatabaseHash()).toBe(untouched);
    const mutations = Object.entries(procedures).filter(([name, p]) => p._def.type === 'mutation' && p._def.inputs.length > 0 && name !== 'auth.logout');
    for (const [name, procedure] of mutations) {
      // The first actor whose role may call it (others are refused before the input is read).
      let actor = actors[0]!;
      for (const candidate of actors) {
        try {
          await callOf(name, ctxOf(candidate.user))(Symbol('not json'));
          actor = candidate;
          break;
        } catch (error) {
          if (!(error instanceof TRPCError) || !['FORBIDDEN', 'UNAUTHORIZED'].includes(error.code)) {
            actor = candidate;
            break;
          }
        }
      }
      const payloads = bodies(inputFields(name), GENERATED_PER_MUTATION).flatMap((body) => {
        try {
          return [JSON.parse(body) as unknown];
        } catch {
          return [];
        }
      });
      counts.mutations += 1;
      const sentBefore = counts.payloads;
      const before = await wholeDatabaseHash();
      for (const payload of payloads) {
        if (procedure._def.inputs.every((schema) => schema.safeParse(payload).success)) {
          counts.validSkipped += 1;
          continue;
        }
        counts.payloads += 1;
        try {
          await callOf(name, ctxOf(actor.user))(payload);
          counts.acceptedInvalid += 1;
          if (problems.length < 20) problems.push(`${name} accepted ${JSON.stringify(payload)?.slice(0, 120)}`);
        } catch (error) {
          if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') {
            counts.serverErrors += 1;
            if (problems.length < 20) problems.push(`${name} 5xx ${String(error).slice(0, 120)} for ${JSON.stringify(payload)?.slice(0, 80)}`);
          } else if (!error.message || /\/work\/|node_modules/.test(error.message)) {
            counts.wrongShape += 1;
            if (problems.length < 20) problems.push(`${name} ${error.code} without a plain message`);
          }
        }
        if (procedure._def.meta?.quota) await t.db.deleteFrom('rateEvents').where('bucket', 'like', `quota:${name}:%`).execute();
      }
      if (counts.payloads - sentBefore < MALFORMED_PER_MUTATION) problems.push(`${name}: only ${counts.payloads - sentBefore} malformed payloads`);
      if ((await wholeDatabaseHash()) !== before) {
        counts.dataChanged += 1;
        problems.push(`${name}: refused payloads changed stored rows`);
      }
    }
    console.log(
      `bad input in-process: ${counts.mutations} mutations, ${counts.payloads} malformed payloads, ${counts.serverErrors} 5xx, ${counts.wrongShape} wrong shape, ${counts.acceptedInvalid} accepted invalid, ${counts.dataChanged} mutations that changed data (${counts.validSkipped} generated payloads were valid and not sent)`,
    );
    expect(problems).toEqual([]);
    expect(counts.payloads).toBeGreaterThanOrEqual(MALFORMED_PER_MUTATION * counts.mutations);
  });

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
