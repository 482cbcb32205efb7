import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const coach = {
  name: 'Feedback Coach',
  description: 'Helps you give and take feedback.',
  persona: 'A warm, direct former engineering manager.',
  specialties: ['Communication Skills', ' Conflict Resolution '],
  systemPrompt: 'You coach people on feedback conversations. Ask one question at a time.',
};

async function orgIdOf(email: string): Promise<string> {
  return (await t.db.selectFrom('users').select('organizationId').where('email', '=', email).executeTakeFirstOrThrow()).organizationId!;
}

const names = (body: { name: string }[]) => body.map((c) => c.name);

describe('POST /api/ai-coaches', () => {
  it('refuses each missing field with the spec message', async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await admin.post('/api/ai-coaches', { name: ' ', description: '', persona: '', specialties: [], systemPrompt: '' });
    expect(res.status).toBe(400);
    const messages = Object.fromEntries(res.body.issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      persona: 'Persona is required',
      specialties: 'At least one specialty is required',
      systemPrompt: 'System prompt is required',
    });
    const colour = await admin.post('/api/ai-coaches', { ...coach, iconColor: 'chartreuse' });
    expect(colour.body.issues).toEqual([{ path: ['iconColor'], message: 'Icon colour must be blue, green, orange, purple or a hex code like #3B82F6' }]);
  });

  it("creates a platform coach with the defaults (bot, blue), trimmed specialties, audited; every signed-in person then sees it", async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await admin.post('/api/ai-coaches', coach);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Feedback Coach', iconType: 'bot', iconColor: 'blue', isActive: true, organizationId: null, specialties: ['Communication Skills', 'Conflict Resolution'] });
    for (const email of ['client@example.com', 'member@acme.example', 'member@globex.example']) {
      expect(names((await (await t.signIn(email)).get('/api/ai-coaches')).body), email).toContain('Feedback Coach');
    }
    const audit = await t.db.selectFrom('auditLog').select('action').where('subjectType', '=', 'ai_coach').where('subjectId', '=', String(res.body.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['ai_coach.created']);
  });

  it("makes an organization admin's coach its organization's: seen by its members only", async () => {
    const orgAdmin = await t.signIn('orgadmin@acme.example');
    const res = await orgAdmin.post('/api/ai-coaches', { ...coach, name: 'Acme Onboarding Buddy', iconType: 'users', iconColor: '#10B981' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ organizationId: await orgIdOf('orgadmin@acme.example'), iconColor: '#10B981', iconType: 'users' });
    expect(names((await (await t.signIn('member@acme.example')).get('/api/ai-coaches')).body)).toContain('Acme Onboarding Buddy');
    expect(names((await (await t.signIn('member@globex.example')).get('/api/ai-coaches')).body)).not.toContain('Acme Onboarding Buddy');
    expect(names((await (await t.signIn('client@example.com')).get('/api/ai-coaches')).body)).not.toContain('Acme Onboarding Buddy');
    const elsewhere = await orgAdmin.post('/api/ai-coaches', { ...coach, organizationId: await orgIdOf('orgadmin@globex.example') });
    expect(elsewhere.status).toBe(404);
  });

  it('is refused to everyone else (Basic coaches included) with 403 naming the plan, and 401 signed out', async () => {
    for (const email of ['client@example.com', 'sarah.chen@coaches.example', 'lead@acme.example', 'hr@acme.example', 'member@acme.example']) {
      const res = await (await t.signIn(email)).post('/api/ai-coaches', coach);
      expect(res.status, email).toBe(403);
      expect(res.body.message, email).toContain('Premium coach plan');
    }
    expect((await t.anon.post('/api/ai-coaches', coach)).status).toBe(401);
  });

  it("lets a platform admin create an organization's coach", async () => {
    const admin = await t.signIn('admin@example.com');
    const globex = await orgIdOf('orgadmin@globex.example');
    const res = await admin.post('/api/ai-coaches', { ...coach, name: 'Globex Negotiator', organizationId: globex });
    expect(res.body).toMatchObject({ organizationId: globex, organizationName: 'Globex' });
    expect(names((await (await t.signIn('member@globex.example')).get('/api/ai-coaches')).body)).toContain('Globex Negotiator');
  });
});

describe('PATCH /api/ai-coaches/{id}', () => {
  it('switches a coach inactive (gone from /ai-coaches) and back, and edits it', async () => {
    const admin = await t.signIn('admin@example.com');
    const created = (await admin.post('/api/ai-coaches', { ...coach, name: 'Switchable Coach' })).body;
    const client = await t.signIn('client@example.com');
    const off = await admin.patch(`/api/ai-coaches/${created.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    expect(names((await client.get('/api/ai-coaches')).body)).not.toContain('Switchable Coach');
    await admin.patch(`/api/ai-coaches/${created.id}`, { isActive: true, name: 'Switched Coach', specialties: ['Time Management'] });
    const listed = (await client.get('/api/ai-coaches')).body.find((c: { id: number }) => c.id === created.id);
    expect(listed).toMatchObject({ name: 'Switched Coach', specialties: ['Time Management'], isActive: true });
    const actions = (await t.db.selectFrom('auditLog').select('action').where('subjectType', '=', 'ai_coach').where('subjectId', '=', String(created.id)).execute()).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['ai_coach.created', 'ai_coach.deactivated', 'ai_coach.activated']));
  });

  it("lets an organization admin edit only their organization's coaches", async () => {
    const acmeAdmin = await t.signIn('orgadmin@acme.example');
    const own = await t.db.selectFrom('aiCoaches').select('id').where('name', '=', 'Acme Leadership Compass').executeTakeFirstOrThrow();
    const globex = await t.db.selectFrom('aiCoaches').select('id').where('name', '=', 'Globex Sales Accelerator').executeTakeFirstOrThrow();
    const platform = await t.db.selectFrom('aiCoaches').select('id').where('name', '=', 'Career Compass AI').executeTakeFirstOrThrow();
    expect((await acmeAdmin.patch(`/api/ai-coaches/${own.id}`, { description: 'The Lead@Acme programme coach.' })).status).toBe(200);
    expect((await acmeAdmin.patch(`/api/ai-coaches/${globex.id}`, { isActive: false })).status).toBe(404);
    expect((await acmeAdmin.patch(`/api/ai-coaches/${platform.id}`, { isActive: false })).status).toBe(403);
    expect((await (await t.signIn('lead@acme.example')).patch(`/api/ai-coaches/${own.id}`, { isActive: false })).status).toBe(403);
    expect((await acmeAdmin.patch('/api/ai-coaches/999999', { isActive: false })).status).toBe(404);
  });
});
