import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@shared/schemas/jobs';
import { deadMailJob, jobRows } from '../../lib/jobs.testkit';
import { type TestApp, mailTo, startTestApp } from '../../testing/harness';
import { aiCoachId, booking, coachId } from '../sessions/sessions.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function idOf(email: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
async function orgIdOf(email: string): Promise<string> {
  return (await t.db.selectFrom('users').select('organizationId').where('email', '=', email).executeTakeFirstOrThrow()).organizationId!;
}

let counter = 0;
async function newClient() {
  const email = `person.${++counter}.${Date.now()}@admin-tests.example`;
  const client = t.anon;
  const res = await client.post('/api/client-signup', { email, firstName: 'Tess', lastName: 'Person', goals: 'Become a better manager' });
  expect(res.status).toBe(200);
  return { client, email, id: res.body.id as string };
}

const NON_ADMINS = ['client@example.com', 'coach@example.com', 'orgadmin@acme.example', 'lead@acme.example', 'hr@acme.example', 'member@globex.example'];

describe('the admin panel API is for platform admins', () => {
  it('answers 403 to every other role and 401 signed out', async () => {
    const paths = ['/api/admin/stats', '/api/admin/users', '/api/admin/ai-coaches', '/api/admin/audit-log', `/api/admin/users/${await idOf('client@example.com')}`];
    for (const email of NON_ADMINS) {
      const http = await t.signIn(email);
      for (const path of paths) {
        const res = await http.get(path);
        expect(res.status, `${email} ${path}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      expect((await http.put('/api/admin/settings', { allowAiCoaches: false })).status).toBe(403);
      expect((await http.put(`/api/admin/users/${await idOf('client@example.com')}`, { role: 'admin', organizationId: null })).status).toBe(403);
      expect((await http.patch(`/api/admin/users/${await idOf('client@example.com')}/status`, { status: 'deactivated' })).status).toBe(403);
    }
    for (const path of paths) expect((await t.anon.get(path)).status).toBe(401);
    expect((await t.db.selectFrom('users').select('role').where('email', '=', 'client@example.com').executeTakeFirstOrThrow()).role).toBe('client');
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users, AI coaches and the sessions in progress right now', async () => {
    const admin = await t.signIn('admin@example.com');
    const before = (await admin.get('/api/admin/stats')).body;
    const users = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(before.totalUsers).toBe(Number(users.n));
    expect(before.aiCoaches).toBeGreaterThanOrEqual(9);

    const { client } = await newClient();
    const started = await client.post('/api/sessions', { ...booking({ aiCoachId: await aiCoachId(t.db, 'Career Compass AI') }), type: 'ai', status: 'in_progress' });
    expect(started.status).toBe(200);
    const after = (await admin.get('/api/admin/stats')).body;
    expect(after).toEqual({ totalUsers: before.totalUsers + 1, aiCoaches: before.aiCoaches, activeSessions: before.activeSessions + 1 });
    await client.patch(`/api/sessions/${started.body.id}/status`, { status: 'completed' });
    expect((await admin.get('/api/admin/stats')).body.activeSessions).toBe(before.activeSessions);
  });
});

describe('GET /api/admin/users', () => {
  it('searches, filters by role and organization, and pages', async () => {
    const admin = await t.signIn('admin@example.com');
    const search = await admin.get('/api/admin/users?search=acheson');
    expect(search.body).toEqual([expect.objectContaining({ email: 'orgadmin@acme.example', role: 'organization_admin', organizationName: 'Acme Corp', deactivatedAt: null })]);
    const leads = await admin.get('/api/admin/users?role=team_lead');
    expect(leads.body.map((u: { email: string }) => u.email)).toEqual(['lead@acme.example']);
    const globex = await admin.get(`/api/admin/users?organizationId=${await orgIdOf('member@globex.example')}`);
    expect(globex.body.map((u: { email: string }) => u.email).sort()).toEqual(['member@globex.example', 'orgadmin@globex.example']);
    const first = await admin.get('/api/admin/users?limit=3');
    expect(first.body).toHaveLength(3);
    expect(first.headers.get('link')).toMatch(/rel="next"/);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it("changes a person's role and organization, audited, and ends their sessions when they leave one", async () => {
    const admin = await t.signIn('admin@example.com');
    const { client, id } = await newClient();
    const acme = await orgIdOf('orgadmin@acme.example');
    const joined = await admin.put(`/api/admin/users/${id}`, { role: 'team_lead', organizationId: acme });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ role: 'team_lead', organizationId: acme, organizationName: 'Acme Corp' });
    // Joining keeps the person signed in, now as a team lead of Acme.
    expect((await client.get('/api/auth/user')).body).toMatchObject({ role: 'team_lead', organizationId: acme });

    const globex = await orgIdOf('orgadmin@globex.example');
    const moved = await admin.put(`/api/admin/users/${id}`, { role: 'client', organizationId: globex });
    expect(moved.body).toMatchObject({ role: 'client', organizationName: 'Globex' });
    expect((await client.get('/api/auth/user')).status).toBe(401);

    const audit = await t.db.selectFrom('auditLog').select(['action', 'details']).where('subjectId', '=', id).orderBy('createdAt').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['user.role_changed', 'organization.member_added', 'organization.member_removed']));
    const log = await admin.get('/api/admin/audit-log?filter=roles');
    expect(log.body.find((e: { subjectId: string }) => e.subjectId === id)).toMatchObject({
      action: 'user.role_changed',
      actor: { name: 'Avery Admin', email: 'admin@example.com' },
      subjectName: 'Tess Person',
      details: { from: 'team_lead', to: 'client', organizationId: globex },
    });
  });

  it('refuses an organization role without an organization, an admin inside one, and an unknown organization', async () => {
    const admin = await t.signIn('admin@example.com');
    const { id } = await newClient();
    const noOrg = await admin.put(`/api/admin/users/${id}`, { role: 'hr_manager', organizationId: null });
    expect(noOrg.status).toBe(400);
    expect(noOrg.body.issues).toEqual([{ path: ['organizationId'], message: 'Choose the organization this role belongs to' }]);
    const adminInOrg = await admin.put(`/api/admin/users/${id}`, { role: 'admin', organizationId: await orgIdOf('orgadmin@acme.example') });
    expect(adminInOrg.body.issues).toEqual([{ path: ['organizationId'], message: 'Platform admins belong to no organization' }]);
    expect((await admin.put(`/api/admin/users/${id}`, { role: 'client', organizationId: 'nope' })).status).toBe(404);
    expect((await admin.put('/api/admin/users/nobody', { role: 'client', organizationId: null })).status).toBe(404);
  });

  it("keeps the last platform admin and an organization's last admin", async () => {
    const admin = await t.signIn('admin@example.com');
    const self = await admin.put(`/api/admin/users/${await idOf('admin@example.com')}`, { role: 'client', organizationId: null });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('This is the only Platform Admin. Appoint another Platform Admin before changing your role.');
    const globexAdmin = await idOf('orgadmin@globex.example');
    const demote = await admin.put(`/api/admin/users/${globexAdmin}`, { role: 'client', organizationId: await orgIdOf('orgadmin@globex.example') });
    expect(demote.status).toBe(409);
    const moveOut = await admin.put(`/api/admin/users/${globexAdmin}`, { role: 'organization_admin', organizationId: await orgIdOf('orgadmin@acme.example') });
    expect(moveOut.status).toBe(409);
    expect((await t.db.selectFrom('users').select('role').where('id', '=', globexAdmin).executeTakeFirstOrThrow()).role).toBe('organization_admin');
  });
});

describe('PATCH /api/admin/users/{id}/status', () => {
  it('deactivates an account (sessions end, sign-in refused) and reactivates it', async () => {
    const admin = await t.signIn('admin@example.com');
    const coach = await t.signIn('priya.patel@coaches.example');
    const id = await idOf('priya.patel@coaches.example');
    const off = await admin.patch(`/api/admin/users/${id}/status`, { status: 'deactivated' });
    expect(off.status).toBe(200);
    expect(off.body.deactivatedAt).toEqual(expect.any(String));
    expect((await coach.get('/api/auth/user')).status).toBe(401);
    const login = await t.anon.post('/api/auth/login', { email: 'priya.patel@coaches.example', password: 'catalyst-demo' });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This account has been deactivated. Contact support to have it reactivated.');
    const on = await admin.patch(`/api/admin/users/${id}/status`, { status: 'active' });
    expect(on.body.deactivatedAt).toBeNull();
    expect((await t.anon.post('/api/auth/login', { email: 'priya.patel@coaches.example', password: 'catalyst-demo' })).status).toBe(200);
    const actions = (await admin.get('/api/admin/audit-log?filter=accounts')).body.filter((e: { subjectId: string }) => e.subjectId === id).map((e: { action: string }) => e.action);
    expect(actions).toEqual(['user.reactivated', 'user.deactivated']);
  });

  it("refuses to deactivate the admin's own account", async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await admin.patch(`/api/admin/users/${await idOf('admin@example.com')}/status`, { status: 'deactivated' });
    expect(res.status).toBe(409);
    expect((await admin.get('/api/auth/user')).status).toBe(200);
  });
});

describe('settings', () => {
  it('are read by everyone signed in and changed by platform admins, audited', async () => {
    const client = await t.signIn('client@example.com');
    expect((await client.get('/api/settings')).body).toEqual({ allowAiCoaches: true, requireSessionApproval: false });
    expect((await t.anon.get('/api/settings')).status).toBe(401);
    const admin = await t.signIn('admin@example.com');
    const empty = await admin.put('/api/admin/settings', {});
    expect(empty.status).toBe(400);
    const changed = await admin.put('/api/admin/settings', { requireSessionApproval: true });
    expect(changed.body).toEqual({ allowAiCoaches: true, requireSessionApproval: true });
    const entry = (await admin.get('/api/admin/audit-log?filter=settings')).body[0];
    expect(entry).toMatchObject({ action: 'platform.settings_changed', details: { requireSessionApproval: { from: false, to: true } } });
    await admin.put('/api/admin/settings', { requireSessionApproval: false });
  });

  it("'Allow AI Coaches' off: no AI coach listed, no AI session started, no chat message sent", async () => {
    const admin = await t.signIn('admin@example.com');
    const client = await t.signIn('client@example.com');
    const session = await client.post('/api/sessions', { ...booking({ aiCoachId: await aiCoachId(t.db, 'Career Compass AI') }), type: 'ai', status: 'in_progress' });
    expect(session.status).toBe(200);
    await admin.put('/api/admin/settings', { allowAiCoaches: false });
    try {
      expect((await client.get('/api/ai-coaches')).body).toEqual([]);
      const start = await client.post('/api/sessions', { ...booking({ aiCoachId: await aiCoachId(t.db, 'Career Compass AI') }), type: 'ai', status: 'in_progress' });
      expect(start.status).toBe(403);
      expect(start.body.message).toBe('AI coaches are turned off on this platform. Ask an administrator to turn them on.');
      const chat = await client.post(`/api/sessions/${session.body.id}/chat`, { message: 'Hello coach' });
      expect(chat.status).toBe(403);
      // Human coaching goes on.
      const human = await client.post('/api/sessions', booking({ coachId: await coachId(t.db, 'noah.williams@coaches.example'), scheduledAt: new Date(Date.now() + 86_400_000 * 3).toISOString() }));
      expect(human.status).toBe(200);
    } finally {
      await admin.put('/api/admin/settings', { allowAiCoaches: true });
    }
    expect(((await client.get('/api/ai-coaches')).body as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/ai-coaches', () => {
  it('lists every AI coach, inactive ones too, optionally of one organization', async () => {
    const admin = await t.signIn('admin@example.com');
    const all = (await admin.get('/api/admin/ai-coaches')).body;
    expect(all.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Negotiation Lab AI', 'Acme Leadership Compass', 'Globex Sales Accelerator']));
    expect(all.find((c: { name: string }) => c.name === 'Negotiation Lab AI').isActive).toBe(false);
    expect(all.find((c: { name: string }) => c.name === 'Acme Leadership Compass').organizationName).toBe('Acme Corp');
    const platform = (await admin.get('/api/admin/ai-coaches?organizationId=platform')).body;
    expect(platform.every((c: { organizationId: string | null }) => c.organizationId === null)).toBe(true);
  });
});

describe('POST /api/admin/jobs/{id}/retry', () => {
  it('queues a dead job again with fresh attempts, audited; it leaves the dead letters, runs, and mails once', async () => {
    const admin = await t.signIn('admin@example.com');
    const label = `retry-${Date.now()}`;
    const id = await deadMailJob(t.db, label);
    expect((await admin.get('/api/admin/jobs/dead')).body).toContainEqual(expect.objectContaining({ id, name: 'mail.send', key: `mail:${label}`, attempts: 8, lastError: 'connect ECONNREFUSED 127.0.0.1:1' }));

    const retried = await admin.post(`/api/admin/jobs/${id}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ id, name: 'mail.send', key: `mail:${label}`, status: 'queued' });
    expect((await admin.get('/api/admin/jobs/dead')).body.map((job: { id: string }) => job.id)).not.toContain(id);
    const mails = await mailTo(t.db, `${label}@dead-letters.example`);
    expect(mails.map((mail) => mail.subject)).toEqual([`Dead letter ${label}`]);
    expect(await jobRows(t.db, { id })).toEqual([expect.objectContaining({ status: 'done', attempts: 1 })]);

    const audit = (await admin.get('/api/admin/audit-log')).body.find((entry: { action: string; subjectId: string }) => entry.action === 'job.retried' && entry.subjectId === id);
    expect(audit).toMatchObject({ actor: { email: 'admin@example.com' }, details: { name: 'mail.send', key: `mail:${label}`, attempts: 8, lastError: 'connect ECONNREFUSED 127.0.0.1:1' } });
    const again = await admin.post(`/api/admin/jobs/${id}/retry`);
    expect([again.status, again.body.message]).toEqual([409, JOB_MESSAGES.notDead]);
  });

  it('is for platform admins only (403, signed out 401); an unknown id is a 404 and a malformed one a 400', async () => {
    const id = await deadMailJob(t.db, `refused-${Date.now()}`);
    for (const email of NON_ADMINS) {
      const res = await (await t.signIn(email)).post(`/api/admin/jobs/${id}/retry`);
      expect([res.status, res.body.code], email).toEqual([403, 'FORBIDDEN']);
    }
    expect((await t.anon.post(`/api/admin/jobs/${id}/retry`)).status).toBe(401);
    expect(await jobRows(t.db, { id })).toEqual([expect.objectContaining({ status: 'dead', attempts: 8 })]);
    const admin = await t.signIn('admin@example.com');
    const unknown = await admin.post('/api/admin/jobs/987654321/retry');
    expect([unknown.status, unknown.body.message]).toEqual([404, JOB_MESSAGES.notFound]);
    expect((await admin.post('/api/admin/jobs/abc/retry')).status).toBe(400);
  });
});
