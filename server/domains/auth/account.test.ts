import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { migrations } from '../../../migrations';
import { hashPassword } from './passwords';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';

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
    expect(JSON.parse(entry.details!)).toEqual({ from: 'client', to: 'coach', organizationId: null });
  });

  it.each(['team_lead', 'hr_manager'])('refuses %s to anyone, in an organisation or not, with 403: it is granted, never chosen', async (role) => {
    for (const client of [await newClient(`loner-${role}@example.com`), await t.signIn('member@globex.example')]) {
      const res = await client.post('/api/auth/update-role', { role });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(res.body.message).toMatch(/granted by your organization's admin or a platform admin/);
      expect((await client.get('/api/auth/user')).body.role).toBe('client');
    }
  });

  it("refuses a member's self-promotion to organization_admin of its own organisation, so it never reads the members", async () => {
    const member = await t.signIn('member@acme.example');
    const me = (await member.get('/api/auth/user')).body;
    const res = await member.post('/api/auth/update-role', { role: 'organization_admin' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/its admin or a platform admin grants the Organization Admin role/);
    expect((await member.get('/api/auth/user')).body.role).toBe('client');
    expect((await member.get(`/api/organizations/${me.organizationId}/users`)).status).toBe(403);
  });

  it('takes a person without an organisation to organization_admin of the organisation it then sets up', async () => {
    const client = await newClient('founder@example.com');
    expect((await client.post('/api/auth/update-role', { role: 'organization_admin' })).status).toBe(200);
    const org = await client.post('/api/organizations', { name: 'Founder Co', industry: 'Consulting', size: '1-10', coachingGoals: ['Leadership Development'] });
    expect(org.status).toBe(200);
    const me = (await client.get('/api/auth/user')).body;
    expect(me).toMatchObject({ role: 'organization_admin', organizationId: org.body.id });
    const members = await client.get(`/api/organizations/${org.body.id}/users`);
    expect(members.body.map((user: { email: string }) => user.email)).toEqual(['founder@example.com']);
  });

  it("refuses an organisation's only admin leaving the role", async () => {
    const globex = await t.signIn('orgadmin@globex.example');
    const refused = await globex.post('/api/auth/update-role', { role: 'client' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("You are your organization's only admin. Make another member its admin before changing your role.");
    expect((await globex.get('/api/auth/user')).body.role).toBe('organization_admin');
  });

  it('never lets the last platform admin demote itself, even when two admins try at once', async () => {
    const admin = await t.signIn('admin@example.com');
    const alone = await admin.post('/api/auth/update-role', { role: 'client' });
    expect(alone.status).toBe(409);
    expect(alone.body).toEqual({ message: 'You are the only Platform Admin. Appoint another Platform Admin before changing your role.', code: 'CONFLICT' });
    expect((await admin.get('/api/auth/user')).body.role).toBe('admin');

    const second = await newClient('second-admin@example.com');
    await t.db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'second-admin@example.com').execute();
    const results = await Promise.all([admin.post('/api/auth/update-role', { role: 'client' }), second.post('/api/auth/update-role', { role: 'coach' })]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const admins = await t.db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
    // Put the seeded admin back for the other tests.
    await t.db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'admin@example.com').execute();
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
    ['profileImageUrl', { profileImageUrl: 'javascript:alert(1)' }, 'Enter an image address starting with https://, or upload a photo'],
    ['profileImageUrl', { profileImageUrl: 'http://insecure.example/p.png' }, 'Enter an image address starting with https://, or upload a photo'],
    ['profileImageUrl', { profileImageUrl: '/api/login?coach_referral=1' }, 'Enter an image address starting with https://, or upload a photo'],
    ['profileImageUrl', { profileImageUrl: '/api/logout' }, 'Enter an image address starting with https://, or upload a photo'],
    ['profileImageUrl', { profileImageUrl: 'https://localhost/api/logout' }, 'Use an image address on another site, or upload a photo'],
    ['profileImageUrl', { profileImageUrl: '/files/avatars/0123456789abcdef0123456789abcdef.png' }, 'Upload a photo to use a picture stored here'],
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

describe('names without invisible characters', () => {
  it('strips control, zero-width and bidi-override characters from names, keeping joiners inside words', async () => {
    const client = await newClient('bidi@example.com');
    const res = await client.patch('/api/auth/user', { firstName: '\u202eMa\u200brtin\u0007', lastName: 'Raha\u200cmi' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Martin', lastName: 'Raha\u200cmi' });
  });

  it.each(['\u202e\u200b', '\u200d\u2066\u0000', '\ufeff \u200f'])('refuses a name made only of invisible characters (%j)', async (name) => {
    const client = await newClient(`invisible-${name.codePointAt(0)}-${name.length}@example.com`);
    const res = await client.patch('/api/auth/user', { firstName: name });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: ['firstName'], message: 'First name is required' });
    const signup = await t.anon.post('/api/client-signup', { email: `invisible-signup-${name.length}-${name.codePointAt(0)}@example.com`, firstName: name, lastName: 'Lee', goals: 'Grow' });
    expect(signup.status).toBe(400);
    expect(signup.body.issues).toContainEqual({ path: ['firstName'], message: 'First name is required' });
  });

  it('refuses a goal or session title made only of invisible characters', async () => {
    const client = await newClient('invisible-title@example.com');
    const goal = await client.post('/api/goals', { title: '\u200b\u202e', description: 'd', category: 'personal', targetDate: '2027-03-01' });
    expect(goal.status).toBe(400);
    expect(goal.body.issues).toContainEqual({ path: ['title'], message: 'Title is required' });
  });
});

describe('profile pictures', () => {
  const png = () => {
    const image = new PNG({ width: 4, height: 4 });
    image.data.fill(200);
    return PNG.sync.write(image);
  };
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const upload = (client: HttpClient, bytes: Buffer | string, type: string) =>
    fetch(`${t.url}/api/auth/avatar`, { method: 'PUT', headers: { cookie: client.cookie ?? '', 'content-type': type }, body: bytes });

  it('stores an uploaded PNG and serves it with its type, nosniff and a sandboxing CSP', async () => {
    const client = await newClient('avatar@example.com');
    const bytes = png();
    const res = await upload(client, bytes, 'image/png');
    expect(res.status).toBe(200);
    const user = (await res.json()) as { profileImageUrl: string };
    expect(user.profileImageUrl).toMatch(/^\/files\/avatars\/[a-f0-9]{32}\.png$/);
    expect((await client.get('/api/auth/user')).body.profileImageUrl).toBe(user.profileImageUrl);

    const served = await fetch(`${t.url}${user.profileImageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('names the file by its bytes, not the declared type, and refuses what is not an image', async () => {
    const client = await newClient('avatar-sniff@example.com');
    const asPng = await upload(client, gif, 'image/png');
    expect(asPng.status).toBe(200);
    expect(((await asPng.json()) as { profileImageUrl: string }).profileImageUrl).toMatch(/\.gif$/);
    const html = await upload(client, '<html><script>alert(1)</script></html>', 'image/png');
    expect(html.status).toBe(400);
    expect(await html.json()).toEqual({ message: 'The file is not a PNG, JPEG, WebP or GIF image.', code: 'BAD_REQUEST' });
    expect((await upload(client, 'just text', 'text/plain')).status).toBe(415);
    expect((await upload(client, Buffer.alloc(3 * 1024 * 1024, 0x89), 'image/png')).status).toBe(413);
    expect((await upload(t.anon, png(), 'image/png')).status).toBe(401);
  });

  it('clears picture addresses saved before the rule that point at this app (migration 1101)', async () => {
    const rows = [
      ['legacy-logout@example.com', '/api/logout'],
      ['legacy-referral@example.com', '/api/login?coach_referral=1'],
      ['legacy-https@example.com', 'https://images.example.com/a.png'],
      ['legacy-demo@example.com', '/coaches/jordan-rivera.svg'],
    ] as const;
    await t.db.insertInto('users').values(rows.map(([email, url]) => ({ id: `legacy-${email}`, email, profileImageUrl: url }))).execute();
    await migrations['2026_11_24_1101_profile_image_cleanup']!.up(t.db);
    const after = await t.db.selectFrom('users').select(['email', 'profileImageUrl']).where('email', 'like', 'legacy-%').orderBy('email').execute();
    expect(after).toEqual([
      { email: 'legacy-demo@example.com', profileImageUrl: '/coaches/jordan-rivera.svg' },
      { email: 'legacy-https@example.com', profileImageUrl: 'https://images.example.com/a.png' },
      { email: 'legacy-logout@example.com', profileImageUrl: null },
      { email: 'legacy-referral@example.com', profileImageUrl: null },
    ]);
  });

  it('removes the old file when the picture is replaced or cleared', async () => {
    const client = await newClient('avatar-replace@example.com');
    const first = ((await (await upload(client, png(), 'image/png')).json()) as { profileImageUrl: string }).profileImageUrl;
    const second = ((await (await upload(client, gif, 'image/gif')).json()) as { profileImageUrl: string }).profileImageUrl;
    expect(second).not.toBe(first);
    expect((await fetch(`${t.url}${first}`)).status).toBe(404);
    expect((await fetch(`${t.url}${second}`)).status).toBe(200);
    // Saving the profile with the picture unchanged keeps it; an https address replaces and removes it.
    expect((await client.patch('/api/auth/user', { firstName: 'Pat', profileImageUrl: second })).status).toBe(200);
    expect((await fetch(`${t.url}${second}`)).status).toBe(200);
    expect((await client.patch('/api/auth/user', { profileImageUrl: 'https://images.example.com/me.png' })).status).toBe(200);
    expect((await fetch(`${t.url}${second}`)).status).toBe(404);
    const third = ((await (await upload(client, png(), 'image/png')).json()) as { profileImageUrl: string }).profileImageUrl;
    const removed = await client.delete('/api/auth/avatar');
    expect(removed.status).toBe(200);
    expect(removed.body.profileImageUrl).toBeNull();
    expect((await fetch(`${t.url}${third}`)).status).toBe(404);
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

  it.each(['password1', 'iloveyou', 'Sunshine1', 'qwertyuiop'])('refuses %s, one of the 10,000 most common passwords, saying why', async (common) => {
    const client = await newClient(`common-${common.toLowerCase()}@example.com`);
    const res = await client.post('/api/auth/password', { newPassword: common });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['newPassword'], message: expect.stringContaining('among the 10,000 most common passwords') }]);
    expect((await client.get('/api/auth/password')).body).toEqual({ hasPassword: false });
  });

  it('keeps signing in with an existing password the new rule would refuse (the rule is for new passwords)', async () => {
    expect((await t.anon.post('/api/auth/login', { email: 'lead@acme.example', password: 'catalyst-demo' })).status).toBe(200);
    await t.db.updateTable('users').set({ passwordHash: await hashPassword('password1') }).where('email', '=', 'hr@acme.example').execute();
    expect((await t.anon.post('/api/auth/login', { email: 'hr@acme.example', password: 'password1' })).status).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.anon.get('/api/auth/password')).status).toBe(401);
    expect((await t.anon.post('/api/auth/password', { newPassword: 'whatever-long' })).status).toBe(401);
  });
});
