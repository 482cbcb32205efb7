import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in with the demo password and returns the user with a session cookie', async () => {
    const res = await t.anon.post('/api/auth/login', { email: 'Client@Example.com', password: 'catalyst-demo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'client@example.com', role: 'client', firstName: 'Casey', organizationId: null });
    expect(res.body).not.toHaveProperty('passwordHash');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('catalyst_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain http here; Secure only over HTTPS
    expect(cookie!.split(';')[0]!.split('=')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
  });

  it('marks the cookie Secure when the app is served over HTTPS', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://coach.example.com' } });
    try {
      const res = await secure.anon.post('/api/auth/login', { email: 'client@example.com', password: 'catalyst-demo' });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join()).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await t.anon.post('/api/auth/login', { email: 'coach@example.com', password: 'not-the-password' });
    const unknown = await t.anon.post('/api/auth/login', { email: 'nobody@example.com', password: 'catalyst-demo' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses a malformed e-mail and a missing password with field issues', async () => {
    const res = await t.anon.post('/api/auth/login', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['email'], message: 'Enter a valid email address' },
        { path: ['password'], message: 'Password is required' },
      ]),
    );
    expect(res.body.message).toContain('email: Enter a valid email address');
  });

  it('issues a new session id at every sign-in', async () => {
    const first = await t.signIn('coach@example.com');
    const second = await t.signIn('coach@example.com');
    expect(first.cookie).not.toEqual(second.cookie);
    expect((await first.get('/api/auth/user')).status).toBe(200);
    expect((await second.get('/api/auth/user')).status).toBe(200);
  });

  it('stores only a hash of the session id', async () => {
    const client = await t.signIn('admin@example.com');
    const token = client.cookie!.split('=')[1]!;
    const rows = await t.db.selectFrom('authSessions').select('idHash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.idHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.idHash))).toBe(true);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after 10 failures within 15 minutes, even for the right password', async () => {
    const limited = await startTestApp();
    try {
      for (let i = 0; i < 10; i += 1) {
        const res = await limited.anon.post('/api/auth/login', { email: 'member@acme.example', password: `wrong-${i}` });
        expect(res.status).toBe(401);
      }
      const res = await limited.anon.post('/api/auth/login', { email: 'member@acme.example', password: 'catalyst-demo' });
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
      // Per address too: another account from the same address is also held back.
      const other = await limited.anon.post('/api/auth/login', { email: 'lead@acme.example', password: 'catalyst-demo' });
      expect(other.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/auth/user and sign-out', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.anon.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'You are not signed in', code: 'UNAUTHORIZED' });
  });

  it('returns the current user with the documented fields', async () => {
    const client = await t.signIn('orgadmin@acme.example');
    const res = await client.get('/api/auth/user');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'organizationId', 'profileImageUrl', 'role']);
    expect(res.body.role).toBe('organization_admin');
    expect(res.body.organizationId).toEqual(expect.any(String));
  });

  it('POST /api/auth/logout ends the session on the server: the old cookie then gets 401', async () => {
    const client = await t.signIn('client@example.com');
    const oldCookie = client.cookie!;
    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const replay = await t.anon.get('/api/auth/user', { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it('GET /api/logout ends the session and redirects home', async () => {
    const client = await t.signIn('client@example.com');
    const oldCookie = client.cookie!;
    const res = await client.get('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect((await t.anon.get('/api/auth/user', { headers: { cookie: oldCookie } })).status).toBe(401);
  });

  it('GET /api/logout from another site does not sign the user out', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.get('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(302);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('expires a session idle longer than the idle limit', async () => {
    const client = await t.signIn('hr@acme.example');
    await t.db.updateTable('authSessions').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('expires a session older than the absolute limit even when active', async () => {
    const client = await t.signIn('lead@acme.example');
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await t.db.updateTable('authSessions').set({ createdAt: old, lastSeenAt: new Date().toISOString() }).execute();
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});

describe('GET /api/login', () => {
  it('redirects to the sign-in page keeping redirect and coach_referral', async () => {
    const res = await t.anon.get('/api/login?redirect=%2Fgoals%3Ftab%3D1&coach_referral=42');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, t.url);
    expect(location.pathname).toBe('/sign-in');
    expect(location.searchParams.get('redirect')).toBe('/goals?tab=1');
    expect(location.searchParams.get('coach_referral')).toBe('42');
  });

  it('never keeps an off-site redirect', async () => {
    const res = await t.anon.get('/api/login?redirect=https%3A%2F%2Fevil.example%2F');
    const location = new URL(res.headers.get('location')!, t.url);
    expect(location.searchParams.get('redirect')).toBe('/');
  });

  it('sends a signed-in user straight to the redirect', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.get('/api/login?redirect=%2Fsessions');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sessions');
  });
});

describe('tRPC', () => {
  it('serves the same procedures over /trpc with superjson and batching', async () => {
    const client = await t.signIn('coach@example.com');
    const trpc = createTestTrpc(t.url, client.cookie);
    try {
      const [user, again] = await Promise.all([trpc.client.auth.user.query(), trpc.client.auth.user.query()]);
      expect(user.email).toBe('coach@example.com');
      expect(again.id).toBe(user.id);
    } finally {
      trpc.close();
    }
  });

  it('answers an unauthenticated tRPC call with UNAUTHORIZED', async () => {
    const trpc = createTestTrpc(t.url);
    try {
      await expect(trpc.client.auth.user.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED', httpStatus: 401 } });
    } finally {
      trpc.close();
    }
  });
});
