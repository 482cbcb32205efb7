import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newClient(email: string) {
  const client = t.anon;
  const res = await client.post('/api/client-signup', { email, firstName: 'Pat', lastName: 'Lee', goals: 'Grow' });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status}`);
  return client;
}

describe('POST /api/auth/update-role', () => {
  it.each(['coach', 'organization_admin', 'client'])('lets any signed-in user choose %s and returns the refreshed user', async (role) => {
    const client = await newClient(`role-${role}@example.com`);
    const res = await client.post('/api/auth/update-role', { role });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe(role);
    expect((await client.get('/api/auth/user')).body.role).toBe(role);
  });

  it('records a role change in the audit log', async () => {
    const client = await newClient('audited@example.com');
    const me = (await client.get('/api/auth/user')).body;
    await client.post('/api/auth/update-role', { role: 'coach' });
    const entry = await t.db.selectFrom('auditLog').selectAll().where('subjectId', '=', me.id).where('action', '=', 'user.role_changed').executeTakeFirstOrThrow();
    expect(entry.actorId).toBe(me.id);
    expect(JSON.parse(entry.details!)).toEqual({ from: 'client', to: 'coach' });
  });

  it.each(['team_lead', 'hr_manager'])('refuses %s to a user outside any organisation with 403', async (role) => {
    const client = await newClient(`loner-${role}@example.com`);
    const res = await client.post('/api/auth/update-role', { role });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(res.body.message).toMatch(/members of an organization/);
    expect((await client.get('/api/auth/user')).body.role).toBe('client');
  });

  it.each(['team_lead', 'hr_manager'])('lets a member of an organisation choose %s', async (role) => {
    const client = await t.signIn('member@globex.example');
    const res = await client.post('/api/auth/update-role', { role });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe(role);
  });

  it('never lets anyone make themselves admin', async () => {
    for (const email of ['client@example.com', 'orgadmin@acme.example']) {
      const client = await t.signIn(email);
      const before = (await client.get('/api/auth/user')).body.role;
      const res = await client.post('/api/auth/update-role', { role: 'admin' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'The Platform Admin role cannot be chosen. Platform administrators are appointed by the Catalyst team.',
        code: 'FORBIDDEN',
      });
      expect((await client.get('/api/auth/user')).body.role).toBe(before);
    }
  });

  it('refuses an unknown role with 400 and the field issue', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/auth/update-role', { role: 'superuser' });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toEqual(['role']);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.anon.post('/api/auth/update-role', { role: 'coach' });
    expect(res.status).toBe(401);
  });
});

describe('PATCH /api/auth/user', () => {
  it('changes names and the profile image address, and clears the image with an empty address', async () => {
    const client = await newClient('profile@example.com');
    const res = await client.patch('/api/auth/user', { firstName: ' Patricia ', lastName: 'Lee-Smith', profileImageUrl: 'https://images.example.com/p.png' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Patricia', lastName: 'Lee-Smith', profileImageUrl: 'https://images.example.com/p.png' });
    const cleared = await client.patch('/api/auth/user', { profileImageUrl: '' });
    expect(cleared.body).toMatchObject({ firstName: 'Patricia', profileImageUrl: null });
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['profileImageUrl', { profileImageUrl: 'javascript:alert(1)' }, 'Enter an image address starting with https://'],
    ['profileImageUrl', { profileImageUrl: 'http://insecure.example/p.png' }, 'Enter an image address starting with https://'],
  ])('refuses an invalid %s with 400 and keeps the stored profile', async (field, body, message) => {
    const client = await t.signIn('coach@example.com');
    const before = (await client.get('/api/auth/user')).body;
    const res = await client.patch('/api/auth/user', body);
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: [field], message });
    expect((await client.get('/api/auth/user')).body).toEqual(before);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.anon.patch('/api/auth/user', { firstName: 'X' })).status).toBe(401);
  });
});

describe('passwords', () => {
  it('lets an account created at signup set a first password without a current one, then sign in with it', async () => {
    const client = await newClient('first-password@example.com');
    expect((await client.get('/api/auth/password')).body).toEqual({ hasPassword: false });
    const res = await client.post('/api/auth/password', { newPassword: 'a-brand-new-pass' });
    expect(res.status).toBe(200);
    expect((await client.get('/api/auth/password')).body).toEqual({ hasPassword: true });
    expect((await t.anon.post('/api/auth/login', { email: 'first-password@example.com', password: 'a-brand-new-pass' })).status).toBe(200);
  });

  it('requires the right current password to change an existing one', async () => {
    const client = await newClient('change-password@example.com');
    await client.post('/api/auth/password', { newPassword: 'first-password' });

    const missing = await client.post('/api/auth/password', { newPassword: 'second-password' });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: ['currentPassword'], message: 'Enter your current password' }]);

    const wrong = await client.post('/api/auth/password', { currentPassword: 'not-it', newPassword: 'second-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: ['currentPassword'], message: 'Current password is incorrect' }]);

    const right = await client.post('/api/auth/password', { currentPassword: 'first-password', newPassword: 'second-password' });
    expect(right.status).toBe(200);
    expect((await t.anon.post('/api/auth/login', { email: 'change-password@example.com', password: 'first-password' })).status).toBe(401);
    expect((await t.anon.post('/api/auth/login', { email: 'change-password@example.com', password: 'second-password' })).status).toBe(200);
  });

  it('signs out the other sessions of the account but keeps this one', async () => {
    const client = await newClient('other-sessions@example.com');
    await client.post('/api/auth/password', { newPassword: 'first-password' });
    const elsewhere = await t.signIn('other-sessions@example.com', 'first-password');
    await client.post('/api/auth/password', { currentPassword: 'first-password', newPassword: 'second-password' });
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a new password under 8 characters with the field issue', async () => {
    const client = await newClient('short-password@example.com');
    const res = await client.post('/api/auth/password', { newPassword: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: ['newPassword'], message: 'Password must be at least 8 characters' });
  });

  it('answers 401 when signed out', async () => {
    expect((await t.anon.get('/api/auth/password')).status).toBe(401);
    expect((await t.anon.post('/api/auth/password', { newPassword: 'whatever-long' })).status).toBe(401);
  });
});
