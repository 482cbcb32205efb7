import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, mailTo, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = (email: string) => ({ email, firstName: 'Nina', lastName: 'Novak', company: 'Novak Studio', goals: 'Become a confident team lead' });

describe('POST /api/client-signup', () => {
  it('creates a client account, stores company and goals, and signs the new user in', async () => {
    const client = t.anon;
    const res = await client.post('/api/client-signup', { ...valid('  Nina.Novak@Example.com '), firstName: ' Nina ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      email: 'nina.novak@example.com',
      firstName: 'Nina',
      lastName: 'Novak',
      role: 'client',
      profileImageUrl: null,
      organizationId: null,
    });
    expect(client.cookie).toMatch(/^catalyst_session=/);

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);

    const profile = await t.db.selectFrom('clientProfiles').selectAll().where('userId', '=', res.body.id).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ company: 'Novak Studio', goals: 'Become a confident team lead' });
    const user = await t.db.selectFrom('users').select(['role', 'passwordHash']).where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'client', passwordHash: null });
  });

  it('accepts a signup without a company and stores none', async () => {
    const res = await t.anon.post('/api/client-signup', { email: 'no-company@example.com', firstName: 'Ola', lastName: 'Berg', goals: 'Sleep better' });
    expect(res.status).toBe(200);
    const profile = await t.db.selectFrom('clientProfiles').select('company').where('userId', '=', res.body.id).executeTakeFirstOrThrow();
    expect(profile.company).toBeNull();
  });

  it('sends a welcome e-mail explaining how to sign in again', async () => {
    await t.anon.post('/api/client-signup', valid('welcome-mail@example.com'));
    const mail = await mailTo(t.db, 'welcome-mail@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Welcome to Catalyst!');
    expect(mail[0]!.text).toContain('E-mail me a sign-in link');
  });

  it('answers 409 with a message for an e-mail that already has an account, whatever its case, and signs nobody in', async () => {
    const count = async () => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const email of ['client@example.com', 'CLIENT@example.com']) {
      const client = t.anon;
      const res = await client.post('/api/client-signup', valid(email));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'An account with this email already exists. Sign in instead.', code: 'CONFLICT' });
      expect(client.cookie).toBeUndefined();
    }
    expect(await count()).toBe(before);
  });

  it('answers a second signup with the same new address with 409', async () => {
    expect((await t.anon.post('/api/client-signup', valid('twice@example.com'))).status).toBe(200);
    expect((await t.anon.post('/api/client-signup', valid('twice@example.com'))).status).toBe(409);
  });

  it.each([
    ['email', { email: undefined }, 'Email is required'],
    ['email', { email: '   ' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['firstName', { firstName: undefined }, 'First name is required'],
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['goals', { goals: undefined }, 'Please tell us about your goals'],
    ['goals', { goals: ' \n ' }, 'Please tell us about your goals'],
    ['goals', { goals: 'x'.repeat(5001) }, 'Goals must be at most 5000 characters'],
    ['company', { company: 'x'.repeat(201) }, 'Company must be at most 200 characters'],
    ['firstName', { firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
  ])('refuses an invalid %s (%j) with 400 and the field issue', async (field, override, message) => {
    const client = t.anon;
    const res = await client.post('/api/client-signup', { ...valid(`invalid-${field}@example.com`), ...override });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.issues).toContainEqual({ path: [field], message });
    expect(res.body.message).toContain(`${field}: ${message}`);
    expect(client.cookie).toBeUndefined();
  });

  it('lists every missing field at once', async () => {
    const res = await t.anon.post('/api/client-signup', {});
    expect(res.status).toBe(400);
    expect(res.body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual(['email', 'firstName', 'goals', 'lastName']);
  });

  it('replaces the session of a user who was signed in as someone else', async () => {
    const client = await t.signIn('coach@example.com');
    const res = await client.post('/api/client-signup', valid('switched@example.com'));
    expect(res.status).toBe(200);
    expect((await client.get('/api/auth/user')).body.email).toBe('switched@example.com');
  });

  it('works over tRPC too, as the browser calls it', async () => {
    const trpc = createTestTrpc(t.url);
    try {
      const user = await trpc.client.clientSignup.create.mutate(valid('via-trpc@example.com'));
      expect(user.email).toBe('via-trpc@example.com');
      await expect(trpc.client.clientSignup.create.mutate(valid('via-trpc@example.com'))).rejects.toMatchObject({
        message: 'An account with this email already exists. Sign in instead.',
        data: { code: 'CONFLICT', httpStatus: 409 },
      });
    } finally {
      trpc.close();
    }
  });
});

describe('races', () => {
  it('creates one account when the same e-mail signs up ten times at once', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => t.anon.post('/api/client-signup', valid('race@example.com'))));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(results.every((res) => res.status === 200 || typeof res.body.message === 'string')).toBe(true);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute();
    expect(users).toHaveLength(1);
    const profiles = await t.db.selectFrom('clientProfiles').select('userId').where('userId', '=', users[0]!.id).execute();
    expect(profiles).toHaveLength(1);
  });
});
