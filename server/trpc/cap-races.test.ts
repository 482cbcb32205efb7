import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_LIMIT_MESSAGES, STORED_LIMITS } from '@shared/constants/limits';
import { SETUP, upload } from '../domains/ai-assistants/ai-assistants.testkit';
import { type TestApp, startTestApp } from '../testing/harness';

/**
 * Stored caps hold against a parallel burst: the owner is seeded a few short of the cap, then more
 * creations than fit are sent at once over HTTP; exactly the free places are taken. Without the
 * (cap, owner) lock, on PostgreSQL (project api-pg), 8 collections and 9 knowledge files went in where
 * 5 and 3 fitted: its transactions counted the same rows side by side. SQLite runs one write
 * transaction at a time, so there the lock only matters where a check and its insert were apart.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const statuses = (results: { status: number }[]) => results.reduce<Record<number, number>>((counts, res) => ({ ...counts, [res.status]: (counts[res.status] ?? 0) + 1 }), {});

describe('stored caps under parallel creates', () => {
  it(`keeps ${STORED_LIMITS.openGoals} open goals when 30 are created at once with 10 places left`, async () => {
    const member = await t.signIn('member@globex.example');
    const userId = await idOf('member@globex.example');
    const open = async () => Number((await t.db.selectFrom('goals').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', userId).where('status', '!=', 'completed').executeTakeFirstOrThrow()).n);
    const missing = STORED_LIMITS.openGoals - 10 - (await open());
    const rows = Array.from({ length: missing }, (_, i) => ({ userId, title: `Seeded goal ${i}`, description: 'Bulk', category: 'skills' as const, priority: 'low' as const, status: 'active' as const, progress: 0 }));
    for (let i = 0; i < rows.length; i += 200) await t.db.insertInto('goals').values(rows.slice(i, i + 200)).execute();

    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => member.post('/api/goals', { title: `Burst goal ${i}`, description: 'At once', category: 'skills', priority: 'low', targetDate: '2030-01-01' })),
    );
    const counts = statuses(burst);
    console.log('open goals burst:', counts);
    expect(counts).toEqual({ 200: 10, 409: 20 });
    expect(burst.find((res) => res.status === 409)?.body).toEqual({ message: STORED_LIMIT_MESSAGES.openGoals, code: 'CONFLICT' });
    expect(await open()).toBe(STORED_LIMITS.openGoals);
  });

  it(`keeps ${STORED_LIMITS.collectionsPerOwner} collections when 20 are created at once with 5 places left`, async () => {
    const client = await t.signIn('client@example.com');
    const ownerId = await idOf('client@example.com');
    const owned = async () => Number((await t.db.selectFrom('resourceCollections').select((eb) => eb.fn.countAll<number>().as('n')).where('ownerId', '=', ownerId).executeTakeFirstOrThrow()).n);
    const missing = STORED_LIMITS.collectionsPerOwner - 5 - (await owned());
    await t.db.insertInto('resourceCollections').values(Array.from({ length: missing }, (_, i) => ({ ownerId, name: `Seeded collection ${i}`, description: '', isPublic: false }))).execute();

    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => client.post('/api/resources/collections', { name: `Burst collection ${i}`, description: 'At once' })));
    const counts = statuses(burst);
    console.log('collections burst:', counts);
    expect(counts).toEqual({ 200: 5, 409: 15 });
    expect(await owned()).toBe(STORED_LIMITS.collectionsPerOwner);
  });

  it(`keeps ${STORED_LIMITS.knowledgeSourcesPerAssistant} knowledge sources when 12 files are uploaded at once with 3 places left`, async () => {
    const coach = await t.signIn('coach@example.com');
    const created = await coach.post('/api/ai-assistants', SETUP);
    expect(created.status).toBe(200);
    const assistantId = created.body.id as number;
    const sources = async () => Number((await t.db.selectFrom('aiKnowledgeSources').select((eb) => eb.fn.countAll<number>().as('n')).where('assistantId', '=', assistantId).executeTakeFirstOrThrow()).n);
    const missing = STORED_LIMITS.knowledgeSourcesPerAssistant - 3 - (await sources());
    await t.db.insertInto('aiKnowledgeSources').values(Array.from({ length: missing }, (_, i) => ({ assistantId, kind: 'text' as const, title: `Seeded ${i}`, content: 'Seeded text' }))).execute();

    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => upload(coach, assistantId, 'delegation-canvas.md', `canvas-${i}.md`)));
    const counts = statuses(burst);
    console.log('knowledge files burst:', counts);
    expect(counts).toEqual({ 200: 3, 409: 9 });
    expect(burst.find((res) => res.status === 409)?.body).toEqual({ message: STORED_LIMIT_MESSAGES.knowledgeSourcesPerAssistant, code: 'CONFLICT' });
    expect(await sources()).toBe(STORED_LIMITS.knowledgeSourcesPerAssistant);
  });
});
