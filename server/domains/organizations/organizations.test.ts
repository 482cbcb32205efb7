import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = { name: 'Initech', domain: 'Initech.example', industry: 'Consulting', size: '51-200', description: 'Software consultancy', coachingGoals: ['Leadership Development', 'Stress Management'] };

async function newUser(email: string) {
  const client = t.anon;
  const res = await client.post('/api/client-signup', { email, firstName: 'Nova', lastName: 'Owner', goals: 'Run a coaching programme' });
  expect(res.status).toBe(200);
  return { client, id: res.body.id as string };
}

async function orgIdOf(email: string): Promise<string> {
  const row = await t.db.selectFrom('users').select('organizationId').where('email', '=', email).executeTakeFirstOrThrow();
  return row.organizationId!;
}

describe('POST /api/organizations', () => {
  it('creates the organization and makes the caller its organization_admin and member', async () => {
    const { client, id } = await newUser('founder@initech.example');
    const res = await client.post('/api/organizations', valid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Initech', domain: 'initech.example', industry: 'Consulting', size: '51-200', description: 'Software consultancy', coachingGoals: ['Leadership Development', 'Stress Management'] });

    const me = await client.get('/api/auth/user');
    expect(me.body).toMatchObject({ id, role: 'organization_admin', organizationId: res.body.id });
    const users = await client.get(`/api/organizations/${res.body.id}/users`);
    expect(users.status).toBe(200);
    expect(users.body).toEqual([expect.objectContaining({ id, email: 'founder@initech.example', role: 'organization_admin', organizationId: res.body.id })]);
    const audit = await t.db.selectFrom('auditLog').select('action').where('actorId', '=', id).execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['organization.created', 'organization.member_added', 'user.role_changed']));
  });

  it('refuses each invalid field with the spec message and stores nothing', async () => {
    const { client, id } = await newUser('invalid-org@example.com');
    const res = await client.post('/api/organizations', { name: 'A', industry: '', size: 'huge', coachingGoals: [] });
    expect(res.status).toBe(400);
    const messages = Object.fromEntries(res.body.issues.map((issue: { path: string[]; message: string }) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      name: 'Organization name must be at least 2 characters',
      industry: 'Please select an industry',
      size: 'Please select organization size',
      coachingGoals: 'Please select at least one coaching goal',
    });
    const missing = await client.post('/api/organizations', {});
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual(['coachingGoals', 'industry', 'name', 'size']);
    const badDomain = await client.post('/api/organizations', { ...valid, domain: 'not a domain' });
    expect(badDomain.body.issues).toEqual([{ path: ['domain'], message: 'Enter a domain like acme.com' }]);
    const user = await t.db.selectFrom('users').select(['role', 'organizationId']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'client', organizationId: null });
  });

  it('accepts a setup without domain and description', async () => {
    const { client } = await newUser('nodomain@example.com');
    const res = await client.post('/api/organizations', { name: 'No Domain Ltd', industry: 'Other', size: '1-10', coachingGoals: ['Team Performance'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ domain: null, description: null });
  });

  it('refuses a caller who already administers an organization with 409', async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    const res = await admin.post('/api/organizations', { ...valid, domain: null, name: 'Second Acme' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already administer an organization. Each account can run one organization.');
  });

  it('refuses a domain already claimed by another organization with 409', async () => {
    const { client, id } = await newUser('copycat@example.com');
    const res = await client.post('/api/organizations', { ...valid, name: 'Acme Copy', domain: 'ACME.example' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This domain is already claimed by another organization.');
    const user = await t.db.selectFrom('users').select('organizationId').where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.organizationId).toBeNull();
  });

  it('refuses a member of another organization and a platform admin', async () => {
    const member = await t.signIn('member@acme.example');
    expect((await member.post('/api/organizations', { ...valid, domain: null })).status).toBe(409);
    const admin = await t.signIn('admin@example.com');
    expect((await admin.post('/api/organizations', { ...valid, domain: null })).status).toBe(403);
  });

  it('answers 401 signed out', async () => {
    expect((await t.anon.post('/api/organizations', valid)).status).toBe(401);
  });

  it('works over tRPC as the client calls it', async () => {
    const { client } = await newUser('trpc-org@example.com');
    const trpc = createTestTrpc(t.url, client.cookie);
    const org = await trpc.client.organizations.create.mutate({ name: 'Trpc Org', industry: 'Retail', size: '11-50', coachingGoals: ['Sales Performance'] });
    expect(org.coachingGoals).toEqual(['Sales Performance']);
    trpc.close();
  });
});

describe('GET /api/organizations/{organizationId}/users', () => {
  it("lists the organization's members for its admin, team lead and HR manager", async () => {
    const acme = await orgIdOf('orgadmin@acme.example');
    for (const email of ['orgadmin@acme.example', 'lead@acme.example', 'hr@acme.example']) {
      const res = await (await t.signIn(email)).get(`/api/organizations/${acme}/users`);
      expect(res.status).toBe(200);
      const emails = res.body.map((user: { email: string }) => user.email);
      expect(emails).toEqual(expect.arrayContaining(['orgadmin@acme.example', 'member@acme.example', 'lead@acme.example', 'hr@acme.example']));
      expect(emails).not.toContain('orgadmin@globex.example');
      expect(res.body.every((user: { organizationId: string }) => user.organizationId === acme)).toBe(true);
    }
  });

  it('answers 404 to other organizations and outsiders (the organization is invisible to them), 403 to plain members, 401 signed out', async () => {
    const acme = await orgIdOf('orgadmin@acme.example');
    for (const email of ['orgadmin@globex.example', 'member@globex.example', 'coach@example.com', 'client@example.com']) {
      const res = await (await t.signIn(email)).get(`/api/organizations/${acme}/users`);
      expect(res.status, email).toBe(404);
      expect(res.body).toEqual({ message: 'Organization not found', code: 'NOT_FOUND' });
    }
    // Another organisation's list answers exactly as an organisation that does not exist.
    const globex = await t.signIn('orgadmin@globex.example');
    expect((await globex.get('/api/organizations/no-such-org/users')).body).toEqual({ message: 'Organization not found', code: 'NOT_FOUND' });
    const member = await (await t.signIn('member@acme.example')).get(`/api/organizations/${acme}/users`);
    expect(member.status).toBe(403);
    expect((await t.anon.get(`/api/organizations/${acme}/users`)).status).toBe(401);
  });

  it('is open to platform admins, who get 404 for an unknown organization', async () => {
    const admin = await t.signIn('admin@example.com');
    const acme = await orgIdOf('orgadmin@acme.example');
    expect((await admin.get(`/api/organizations/${acme}/users`)).status).toBe(200);
    expect((await admin.get('/api/organizations/no-such-org/users')).status).toBe(404);
  });
});

describe('GET /api/organizations/{organizationId}', () => {
  it('is read by its members and platform admins; another organization is a 404', async () => {
    const acme = await orgIdOf('orgadmin@acme.example');
    for (const email of ['member@acme.example', 'lead@acme.example', 'admin@example.com']) {
      const res = await (await t.signIn(email)).get(`/api/organizations/${acme}`);
      expect(res.status, email).toBe(200);
      expect(res.body.name).toBe('Acme Corp');
    }
    for (const email of ['member@globex.example', 'client@example.com']) {
      expect((await (await t.signIn(email)).get(`/api/organizations/${acme}`)).status, email).toBe(404);
    }
  });
});

describe('GET /api/organizations', () => {
  it('lists every organization with its member count for platform admins only', async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await admin.get('/api/organizations?search=acme');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ name: 'Acme Corp', memberCount: 4 })]);
    expect((await (await t.signIn('orgadmin@acme.example')).get('/api/organizations')).status).toBe(403);
  });
});

describe('organization-wide feature visibility', () => {
  it("is set by the organization's admin, read by its members, audited", async () => {
    const acme = await orgIdOf('orgadmin@acme.example');
    const admin = await t.signIn('orgadmin@acme.example');
    expect((await admin.get(`/api/organizations/${acme}/features`)).body).toEqual({ hiddenFeatures: [] });
    const saved = await admin.put(`/api/organizations/${acme}/features`, { hiddenFeatures: ['billing', 'analytics', 'billing'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ hiddenFeatures: ['billing', 'analytics'] });
    const member = await t.signIn('member@acme.example');
    expect((await member.get(`/api/organizations/${acme}/features`)).body).toEqual({ hiddenFeatures: ['billing', 'analytics'] });
    const audit = await t.db.selectFrom('auditLog').select('details').where('action', '=', 'organization.features_changed').where('subjectId', '=', acme).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toEqual({ from: [], to: ['billing', 'analytics'] });
    await admin.put(`/api/organizations/${acme}/features`, { hiddenFeatures: [] });
  });

  it('refuses unknown ids, members and leads (403), other organizations (404)', async () => {
    const acme = await orgIdOf('orgadmin@acme.example');
    const bad = await (await t.signIn('orgadmin@acme.example')).put(`/api/organizations/${acme}/features`, { hiddenFeatures: ['teleport'] });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].message).toBe('Unknown feature id');
    for (const email of ['member@acme.example', 'lead@acme.example']) {
      expect((await (await t.signIn(email)).put(`/api/organizations/${acme}/features`, { hiddenFeatures: ['team'] })).status, email).toBe(403);
    }
    expect((await (await t.signIn('orgadmin@globex.example')).put(`/api/organizations/${acme}/features`, { hiddenFeatures: ['team'] })).status).toBe(404);
    expect((await (await t.signIn('member@globex.example')).get(`/api/organizations/${acme}/features`)).status).toBe(404);
    expect((await (await t.signIn('admin@example.com')).put(`/api/organizations/${acme}/features`, { hiddenFeatures: [] })).status).toBe(200);
  });
});

describe('GET /api/organizations/{organizationId}/users pages', () => {
  it('answers a page with a Link header', async () => {
    const acme = await orgIdOf('orgadmin@acme.example');
    const res = await (await t.signIn('orgadmin@acme.example')).get(`/api/organizations/${acme}/users?limit=2`);
    expect(res.body).toHaveLength(2);
    expect(res.headers.get('link')).toMatch(/rel="next"/);
  });
});
