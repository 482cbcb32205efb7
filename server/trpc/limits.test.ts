import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_LIMIT_MESSAGES, STORED_LIMITS } from '@shared/constants/limits';
import { type HttpClient, type TestApp, startTestApp } from '../testing/harness';
import { listRestOperations } from './rest';
import { appRouter } from './root';

let t: TestApp;
let member: HttpClient;
let memberId: string;
beforeAll(async () => {
  t = await startTestApp();
  member = await t.signIn('member@globex.example');
  memberId = (await t.db.selectFrom('users').select('id').where('email', '=', 'member@globex.example').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

/** Mutations that change or remove what exists (no new rows per call beyond an audit entry): no quota needed. */
const NOT_CREATING = /\.(update\w*|replace|delete\w*|remove\w*|deactivate|deploy|undeploy|mark\w*|revoke\w*|set[A-Z]\w*|reschedule|favorite|stop|end|leave|logout|changePlan|changePassword|retryDeadJob|forget|consumeEmailLink)$/;
/** Who tries each quota: the first whose role may call the procedure is the one held to it. */
const QUOTA_ACTORS = ['client@example.com', 'coach@example.com', 'orgadmin@acme.example', 'admin@example.com'];
const idOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const goal = { title: 'One more goal', description: 'Beyond the quota', category: 'skills', priority: 'low', targetDate: '2027-06-01' };

async function goalCount(): Promise<number> {
  const row = await t.db.selectFrom('goals').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('write quotas and stored caps', () => {
  it('gives every creating mutation of the router a per-person write quota (or a declared limit of its own)', () => {
    const mutations = listRestOperations(appRouter).filter((op) => op.type === 'mutation');
    const creating = mutations.filter((op) => !NOT_CREATING.test(op.procedure));
    console.log(`mutations: ${mutations.length}, creating: ${creating.length}, with quota: ${creating.filter((op) => op.meta?.quota).length}, limited in their body: ${creating.filter((op) => !op.meta?.quota && op.meta?.limitedBy).length}`);
    expect(creating.length).toBeGreaterThanOrEqual(40);
    const without = creating.filter((op) => !op.meta?.quota && !op.meta?.limitedBy).map((op) => op.procedure);
    expect(without, 'creating mutations without a write quota').toEqual([]);
  });

  it('answers 429 with Retry-After in the one error shape from every quota once the person used it up, before reading the input', async () => {
    const actors = await Promise.all(QUOTA_ACTORS.map(async (email) => ({ email, id: await idOf(email), client: await t.signIn(email) })));
    const quoted = listRestOperations(appRouter).filter((op) => op.type === 'mutation' && op.meta?.quota && op.path);
    const refused: string[] = [];
    const wrong: string[] = [];
    for (const op of quoted) {
      const quota = op.meta!.quota!;
      const path = `/api${op.path!.replace(/\{[^}]+\}/g, '1')}`;
      let answered = false;
      for (const actor of actors) {
        const bucket = `quota:${op.procedure}:${actor.id}`;
        const now = Date.now();
        const rows = Array.from({ length: quota.limit }, (_, i) => ({ bucket, atMs: now - (i % 1000) }));
        for (let i = 0; i < rows.length; i += 2000) await t.db.insertInto('rateEvents').values(rows.slice(i, i + 2000)).execute();
        const res = await actor.client.request(op.method, path, {});
        await t.db.deleteFrom('rateEvents').where('bucket', '=', bucket).execute();
        if (res.status === 401 || res.status === 403) continue;
        answered = true;
        const shaped = res.status === 429 && res.body?.code === 'TOO_MANY_REQUESTS' && Object.keys(res.body).sort().join() === 'code,message' && Number(res.headers.get('retry-after')) > 0;
        if (shaped) refused.push(op.procedure);
        else wrong.push(`${op.procedure} as ${actor.email}: ${res.status} ${res.text.slice(0, 120)}`);
        break;
      }
      if (!answered) wrong.push(`${op.procedure}: no actor may call it`);
    }
    console.log(`quotas: ${quoted.length}, refused with 429: ${refused.length}, wrong: ${wrong.length}`);
    expect(wrong).toEqual([]);
    expect(refused.length).toBe(quoted.length);
  });

  it('answers 429 with Retry-After once a person created 300 goals in an hour, and stores nothing', async () => {
    const now = Date.now();
    await t.db
      .insertInto('rateEvents')
      .values(Array.from({ length: 300 }, (_, i) => ({ bucket: `quota:goals.create:${memberId}`, atMs: now - i * 1000 })))
      .execute();
    const before = await goalCount();
    const res = await member.post('/api/goals', goal);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
    expect(res.body.message).toMatch(/too many goals/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await goalCount()).toBe(before);
    // Another person's quota is their own.
    const other = await t.signIn('orgadmin@globex.example');
    expect((await other.post('/api/goals', goal)).status).toBe(200);
    await t.db.deleteFrom('rateEvents').where('bucket', '=', `quota:goals.create:${memberId}`).execute();
  });

  it(`refuses a goal beyond ${STORED_LIMITS.openGoals} open ones with 409, and keeps completing and reading working`, async () => {
    const existing = await t.db.selectFrom('goals').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', memberId).where('status', '!=', 'completed').executeTakeFirstOrThrow();
    const missing = STORED_LIMITS.openGoals - Number(existing.n);
    const rows = Array.from({ length: missing }, (_, i) => ({ userId: memberId, title: `Open goal ${i}`, description: 'Bulk', category: 'skills' as const, priority: 'low' as const, status: 'active' as const, progress: 0 }));
    for (let i = 0; i < rows.length; i += 200) await t.db.insertInto('goals').values(rows.slice(i, i + 200)).execute();

    const refused = await member.post('/api/goals', goal);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STORED_LIMIT_MESSAGES.openGoals);
    // A goal created already completed is not an open one.
    const done = await member.post('/api/goals', { ...goal, progress: 100 });
    expect(done.status).toBe(200);
    // Reopening it would be one too many.
    expect((await member.put(`/api/goals/${done.body.id}`, { progress: 10 })).status).toBe(409);
    const page = await member.get('/api/goals?limit=5');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(5);
  });

  it(`refuses a collection item beyond ${STORED_LIMITS.itemsPerCollection}, but adding one it holds stays a no-op success`, async () => {
    const collection = (await member.post('/api/resources/collections', { name: 'Big', description: 'Many items', isPublic: false })).body;
    const resources = await t.db
      .insertInto('resources')
      .values(
        Array.from({ length: STORED_LIMITS.itemsPerCollection + 1 }, (_, i) => ({
          type: 'article' as const,
          category: 'productivity' as const,
          difficulty: 'beginner' as const,
          title: `Bulk article ${i}`,
          description: 'Bulk',
          author: 'Bulk',
          durationMinutes: 5,
        })),
      )
      .returning('id')
      .execute();
    await t.db
      .insertInto('resourceCollectionItems')
      .values(resources.slice(0, STORED_LIMITS.itemsPerCollection).map((r) => ({ collectionId: collection.id, resourceId: r.id })))
      .execute();
    const again = await member.post(`/api/resources/collections/${collection.id}/items`, { resourceId: resources[0]!.id });
    expect(again.status).toBe(200);
    const beyond = await member.post(`/api/resources/collections/${collection.id}/items`, { resourceId: resources.at(-1)!.id });
    expect(beyond.status).toBe(409);
    expect(beyond.body.message).toBe(STORED_LIMIT_MESSAGES.itemsPerCollection);
  });
});
