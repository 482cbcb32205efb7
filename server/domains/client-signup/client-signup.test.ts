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

describe('signup with an intent: coach or organization', () => {
  const person = (email: string) => ({ email, firstName: 'Cora', lastName: 'Quinn' });
  const stored = (id: string) => t.db.selectFrom('users').select(['role', 'organizationId', 'passwordHash']).where('id', '=', id).executeTakeFirstOrThrow();

  it('creates a coach, without goals or a client profile, signed in and on the way to coach onboarding', async () => {
    const client = t.anon;
    const res = await client.post('/api/client-signup', { ...person('new.coach@example.com'), intent: 'coach' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'new.coach@example.com', role: 'coach', organizationId: null });
    expect((await client.get('/api/auth/user')).body.role).toBe('coach');
    expect(await t.db.selectFrom('clientProfiles').select('userId').where('userId', '=', res.body.id).executeTakeFirst()).toBeUndefined();
    // The coach profile comes next: onboarding accepts the new coach.
    expect((await client.get('/api/coach/profile')).body).toBeNull();
    const mail = await mailTo(t.db, 'new.coach@example.com');
    expect(mail[0]!.text).toContain('Your coach account is ready.');
    expect(mail[0]!.text).toContain('/coach-onboarding');
  });

  it('creates the admin-to-be of an organization that does not exist yet, who can then set it up', async () => {
    const client = t.anon;
    const res = await client.post('/api/client-signup', { ...person('founder@signup-org.example'), intent: 'organization', password: 'violet-harbour-lamp' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'organization_admin', organizationId: null });
    const user = await stored(res.body.id);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    // The password works for the next sign-in.
    expect((await t.anon.post('/api/auth/login', { email: 'founder@signup-org.example', password: 'violet-harbour-lamp' })).status).toBe(200);
    const org = await client.post('/api/organizations', { name: 'Signup Org', industry: 'Technology', size: '11-50', coachingGoals: ['Team Performance'] });
    expect(org.status).toBe(200);
    expect(await stored(res.body.id)).toMatchObject({ role: 'organization_admin', organizationId: org.body.id });
    expect((await mailTo(t.db, 'founder@signup-org.example'))[0]!.text).toContain('/organization-setup');
  });

  it('still makes a client by default and with intent client, and asks a client for goals', async () => {
    const res = await t.anon.post('/api/client-signup', { ...valid('intent-client@example.com'), intent: 'client' });
    expect(res.body.role).toBe('client');
    const noGoals = await t.anon.post('/api/client-signup', { ...person('intent-client-2@example.com'), intent: 'client' });
    expect(noGoals.status).toBe(400);
    expect(noGoals.body.issues).toContainEqual({ path: ['goals'], message: 'Please tell us about your goals' });
  });

  it.each(['admin', 'organization_admin', 'team_lead', 'hr_manager', 'Coach', ''])('refuses the intent %j with 400 and creates nobody', async (intent) => {
    const client = t.anon;
    const email = `intent-${intent || 'empty'}@example.com`.toLowerCase();
    const res = await client.post('/api/client-signup', { ...person(email), intent });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: ['intent'], message: 'Choose client, coach or organization' });
    expect(client.cookie).toBeUndefined();
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('ignores a role sent alongside: nobody signs up as an admin', async () => {
    const res = await t.anon.post('/api/client-signup', { ...valid('wants-admin@example.com'), role: 'admin' });
    expect(res.status).toBe(200);
    expect((await stored(res.body.id)).role).toBe('client');
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['password123', 'This password is among the 10,000 most common passwords'],
  ])('refuses the password %j with 400 naming the field', async (password, message) => {
    const res = await t.anon.post('/api/client-signup', { ...person(`pw-${password}@example.com`), intent: 'coach', password });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: ['password'], message: expect.stringContaining(message) });
  });

  it('works over tRPC with an intent, as the browser calls it', async () => {
    const trpc = createTestTrpc(t.url);
    try {
      const user = await trpc.client.clientSignup.create.mutate({ ...person('trpc-coach@example.com'), intent: 'coach' });
      expect(user.role).toBe('coach');
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
