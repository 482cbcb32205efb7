import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
let member: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
  member = await t.signIn('member@acme.example');
});
afterAll(() => t.close());

async function resourceId(title: string): Promise<number> {
  return (await t.db.selectFrom('resources').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
}

async function collectionId(name: string): Promise<number> {
  return (await t.db.selectFrom('resourceCollections').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

describe('GET /api/resources/collections', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.anon.get('/api/resources/collections')).status).toBe(401);
    expect((await t.anon.post('/api/resources/collections', { name: 'x', description: 'y' })).status).toBe(401);
  });

  it("returns the caller's collections first, then other people's public ones", async () => {
    const res = await client.get('/api/resources/collections');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['My Leadership Toolkit', 'New Manager Starter Kit']);
    expect(res.body[0]).toMatchObject({ isOwner: true, isPublic: false, resourceCount: 4, ownerName: 'Casey Client' });
    expect(res.body[1]).toMatchObject({ isOwner: false, isPublic: true, resourceCount: 5, ownerName: 'Jordan Rivera' });
    expect(res.body[0].resourceIds).toHaveLength(4);
    expect(Object.keys(res.body[0]).sort()).toEqual(['createdAt', 'description', 'id', 'isOwner', 'isPublic', 'name', 'ownerName', 'resourceCount', 'resourceIds']);
  });

  it("never lists another person's private collection", async () => {
    for (const other of [member, coach, await t.signIn('admin@example.com')]) {
      const names = (await other.get('/api/resources/collections')).body.map((c: { name: string }) => c.name);
      expect(names).not.toContain('My Leadership Toolkit');
    }
  });
});

describe('POST /api/resources/collections', () => {
  it('creates a private collection by default, owned by the caller', async () => {
    const res = await member.post('/api/resources/collections', { name: '  Strategy reading  ', description: 'For the offsite' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Strategy reading', description: 'For the offsite', isPublic: false, resourceCount: 0, isOwner: true, ownerName: 'Marcus Bell' });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    expect((await member.get('/api/resources/collections')).body[0].id).toBe(res.body.id);
    expect((await client.get(`/api/resources/collections/${res.body.id}`)).status).toBe(404);
  });

  it('requires a name and a description (spec section 5)', async () => {
    for (const body of [{}, { name: '', description: '   ' }]) {
      const res = await member.post('/api/resources/collections', body);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual(
        expect.arrayContaining([
          { path: ['name'], message: 'Name is required' },
          { path: ['description'], message: 'Description is required' },
        ]),
      );
    }
    const longName = await member.post('/api/resources/collections', { name: 'x'.repeat(101), description: 'd' });
    expect(longName.body.issues).toEqual([{ path: ['name'], message: 'Name must be at most 100 characters' }]);
    const textFlag = await member.post('/api/resources/collections', { name: 'n', description: 'd', isPublic: 'true' });
    expect(textFlag.body.issues).toEqual([{ path: ['isPublic'], message: 'isPublic must be true or false' }]);
  });
});

describe('reading one collection', () => {
  it('shows the resources in the order they were added, for the owner', async () => {
    const res = await client.get(`/api/resources/collections/${await collectionId('My Leadership Toolkit')}`);
    expect(res.status).toBe(200);
    expect(res.body.resources.map((r: { title: string }) => r.title)).toEqual([
      'Dare to Lead',
      'GROW Coaching Conversation Worksheet',
      'One-on-One Meeting Agenda',
      'What Makes a Leader?',
    ]);
  });

  it("answers 404 for another person's private collection, for every action, and lets an admin read it", async () => {
    const id = await collectionId('My Leadership Toolkit');
    const resource = await resourceId('Deep Work');
    expect((await member.get(`/api/resources/collections/${id}`)).status).toBe(404);
    expect((await member.patch(`/api/resources/collections/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await member.delete(`/api/resources/collections/${id}`)).status).toBe(404);
    expect((await member.post(`/api/resources/collections/${id}/items`, { resourceId: resource })).status).toBe(404);
    expect((await member.delete(`/api/resources/collections/${id}/items/${resource}`)).status).toBe(404);
    expect((await t.anon.get(`/api/resources/collections/${id}`)).status).toBe(401);

    const admin = await t.signIn('admin@example.com');
    expect((await admin.get(`/api/resources/collections/${id}`)).body).toMatchObject({ name: 'My Leadership Toolkit', isOwner: false });
    expect((await admin.delete(`/api/resources/collections/${id}`)).status).toBe(403);
    expect((await client.get(`/api/resources/collections/${id}`)).body.resourceCount).toBe(4);
  });

  it("lets anyone signed in read a public collection but only its owner change it", async () => {
    const id = await collectionId('New Manager Starter Kit');
    const read = await member.get(`/api/resources/collections/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.resources).toHaveLength(5);
    expect((await member.post(`/api/resources/collections/${id}/items`, { resourceId: await resourceId('Deep Work') })).status).toBe(403);
    expect((await member.patch(`/api/resources/collections/${id}`, { isPublic: false })).status).toBe(403);
    expect((await member.delete(`/api/resources/collections/${id}`)).status).toBe(403);
    expect((await coach.get(`/api/resources/collections/${id}`)).body.resourceCount).toBe(5);
  });

  it('answers 404 for a collection that does not exist and 400 for a malformed id', async () => {
    expect((await client.get('/api/resources/collections/99999')).status).toBe(404);
    expect((await client.get('/api/resources/collections/abc')).status).toBe(400);
  });
});

describe('collection items', () => {
  it('adds and removes resources; adding twice keeps one', async () => {
    const id = (await client.post('/api/resources/collections', { name: 'Focus', description: 'Deep work reading', isPublic: false })).body.id;
    const deepWork = await resourceId('Deep Work');
    const gtd = await resourceId('Getting Things Done');
    expect((await client.post(`/api/resources/collections/${id}/items`, { resourceId: deepWork })).body).toMatchObject({ resourceCount: 1, resourceIds: [deepWork] });
    expect((await client.post(`/api/resources/collections/${id}/items`, { resourceId: deepWork })).body.resourceCount).toBe(1);
    expect((await client.post(`/api/resources/collections/${id}/items`, { resourceId: gtd })).body.resourceIds).toEqual([deepWork, gtd]);

    const removed = await client.delete(`/api/resources/collections/${id}/items/${deepWork}`);
    expect(removed.body).toMatchObject({ resourceCount: 1, resourceIds: [gtd] });
    const listed = (await client.get('/api/resources/collections')).body.find((c: { id: number }) => c.id === id);
    expect(listed.resourceCount).toBe(1);
  });

  it('refuses an unknown resource and a missing resource id', async () => {
    const id = (await client.post('/api/resources/collections', { name: 'Empty', description: 'Nothing yet' })).body.id;
    expect((await client.post(`/api/resources/collections/${id}/items`, { resourceId: 99999 })).status).toBe(404);
    const missing = await client.post(`/api/resources/collections/${id}/items`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: ['resourceId'], message: 'resourceId is required' }]);
  });

  it("counts only the resources a reader can see, and refuses adding another organisation's resource", async () => {
    const app = await startTestApp();
    try {
      const acme = (await app.db.selectFrom('organizations').select('id').where('name', '=', 'Acme Corp').executeTakeFirstOrThrow()).id;
      await app.db.updateTable('users').set({ organizationId: acme }).where('email', '=', 'coach@example.com').execute();
      const acmeCoach = await app.signIn('coach@example.com');
      const internal = await acmeCoach.post('/api/resources', {
        title: 'Acme onboarding handbook',
        type: 'document',
        category: 'team-building',
        difficulty: 'beginner',
        description: 'How we work at Acme.',
        duration: 40,
        content: 'Welcome to Acme.',
      });
      const kit = (await app.db.selectFrom('resourceCollections').select('id').where('name', '=', 'New Manager Starter Kit').executeTakeFirstOrThrow()).id;
      expect((await acmeCoach.post(`/api/resources/collections/${kit}/items`, { resourceId: internal.body.id })).body.resourceCount).toBe(6);

      const acmeMember = await app.signIn('member@acme.example');
      expect((await acmeMember.get(`/api/resources/collections/${kit}`)).body.resourceCount).toBe(6);
      const outsider = await app.signIn('member@globex.example');
      const seen = (await outsider.get(`/api/resources/collections/${kit}`)).body;
      expect(seen.resourceCount).toBe(5);
      expect(seen.resources.map((r: { id: number }) => r.id)).not.toContain(internal.body.id);

      const own = (await outsider.post('/api/resources/collections', { name: 'Mine', description: 'Globex reading' })).body.id;
      expect((await outsider.post(`/api/resources/collections/${own}/items`, { resourceId: internal.body.id })).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('changing and deleting a collection', () => {
  it('lets the owner rename it and make it public, then others can read it', async () => {
    const id = (await client.post('/api/resources/collections', { name: 'Draft', description: 'Work in progress' })).body.id;
    expect((await member.get(`/api/resources/collections/${id}`)).status).toBe(404);
    const res = await client.patch(`/api/resources/collections/${id}`, { name: 'Feedback essentials', isPublic: true });
    expect(res.body).toMatchObject({ name: 'Feedback essentials', description: 'Work in progress', isPublic: true });
    expect((await member.get(`/api/resources/collections/${id}`)).body.name).toBe('Feedback essentials');
    expect((await client.patch(`/api/resources/collections/${id}`, { name: ' ' })).body.issues).toEqual([{ path: ['name'], message: 'Name is required' }]);
  });

  it('lets the owner delete it, keeping the resources in the library, and records who did', async () => {
    const deepWork = await resourceId('Deep Work');
    const id = (await client.post('/api/resources/collections', { name: 'Short-lived', description: 'To delete' })).body.id;
    await client.post(`/api/resources/collections/${id}/items`, { resourceId: deepWork });
    expect((await client.delete(`/api/resources/collections/${id}`)).body).toEqual({ ok: true });
    expect((await client.get(`/api/resources/collections/${id}`)).status).toBe(404);
    expect((await client.get(`/api/resources/${deepWork}`)).status).toBe(200);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('subjectType', '=', 'resource_collection').where('subjectId', '=', String(id)).executeTakeFirst();
    expect(audit).toMatchObject({ action: 'resource_collection.deleted' });
  });
});
