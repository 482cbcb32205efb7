import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, mailTo, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';

/** A GET with exactly these headers (fetch() adds its own Sec-Fetch-Mode). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on('error', reject);
  });
}

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

describe('sign-in limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // Behind a trusted local proxy, X-Forwarded-For says which address each attempt comes from.
    limited = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => limited.close());
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const login = (email: string, password: string, address: string, client = limited.anon) => client.post('/api/auth/login', { email, password }, from(address));

  it('holds back an account from one address after 10 failures (429 with Retry-After), but not the same address for another account', async () => {
    for (let i = 0; i < 10; i += 1) expect((await login('member@acme.example', `wrong-${i}`, '198.51.100.1')).status).toBe(401);
    const res = await login('member@acme.example', 'catalyst-demo', '198.51.100.1');
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
    expect(res.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes, or sign in with an e-mailed link\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // A colleague behind the same office address is not locked out by someone else's typos.
    expect((await login('lead@acme.example', 'catalyst-demo', '198.51.100.1')).status).toBe(200);
  });

  it('lets the owner in from another address after a short, growing delay, never a 15-minute lock from everywhere', async () => {
    // member@acme.example has 10 failures from 198.51.100.1 (previous test): the account now asks for a pause.
    const early = await login('member@acme.example', 'catalyst-demo', '203.0.113.50');
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/for this account\. Try again in \d+ seconds/);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // The pause passes (moved back in time instead of waiting) and the right password works from the owner's address.
    await limited.db.updateTable('rateEvents').set((eb) => ({ atMs: eb('atMs', '-', 5000) })).where('bucket', '=', 'login:account:member@acme.example').execute();
    expect((await login('member@acme.example', 'catalyst-demo', '203.0.113.50')).status).toBe(200);
  });

  it('keeps the e-mailed sign-in link available to the owner while passwords are held back', async () => {
    for (let i = 0; i < 10; i += 1) await login('hr@acme.example', `wrong-${i}`, '198.51.100.2');
    expect((await login('hr@acme.example', 'catalyst-demo', '198.51.100.2')).status).toBe(429);
    const asked = await limited.anon.post('/api/auth/email-link', { email: 'hr@acme.example' }, from('198.51.100.2'));
    expect(asked.status).toBe(200);
    const mail = (await mailTo(limited.db, 'hr@acme.example')).at(-1)!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const consumed = await limited.anon.post('/api/auth/email-link/consume', { token }, from('198.51.100.2'));
    expect(consumed.status).toBe(200);
    expect(consumed.body.user.email).toBe('hr@acme.example');
  });

  it('counts a parallel burst before hashing: of 60 wrong guesses at once at most 10 are checked, and the right one at position 45 is refused', async () => {
    // A fresh app: no earlier failure may hold the burst back.
    const fresh = await startTestApp();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => fresh.anon.post('/api/auth/login', { email: 'coach@example.com', password: i === 45 ? 'catalyst-demo' : `guess-${i}` })),
    ).finally(() => fresh.close());
    const checked = results.filter((res) => res.status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(results.every((res) => res.status === 401 || res.status === 429)).toBe(true);
    expect(results[45]!.status).toBe(429);
    console.info(`sign-in burst: 60 parallel attempts, ${checked} checked, ${results.length - checked} refused before hashing`);
  });

  it('lets a successful sign-in give back its own reservation, so signing in often never trips the limits', async () => {
    for (let i = 0; i < 15; i += 1) expect((await login('client@example.com', 'catalyst-demo', '198.51.100.4')).status).toBe(200);
    const rows = await limited.db.selectFrom('rateEvents').select('bucket').where('bucket', 'like', '%client@example.com%').execute();
    expect(rows).toEqual([]);
  });
});

describe('forwarded headers (TRUST_PROXY)', () => {
  const signInFrom = async (app: TestApp) => {
    const res = await app.anon.post('/api/auth/login', { email: 'client@example.com', password: 'catalyst-demo' }, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.status).toBe(200);
    const session = await app.db.selectFrom('authSessions').select('ip').orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    return session.ip;
  };

  it('ignores X-Forwarded-For by default, also when PUBLIC_URL is https', async () => {
    const app = await startTestApp({ env: { PUBLIC_URL: 'https://coach.example.com' } });
    try {
      expect(await signInFrom(app)).toBe('127.0.0.1');
    } finally {
      await app.close();
    }
  });

  it.each(['loopback', '127.0.0.1/8', '1'])('takes the client address from a proxy TRUST_PROXY=%s names', async (trust) => {
    const app = await startTestApp({ env: { TRUST_PROXY: trust } });
    try {
      expect(await signInFrom(app)).toBe('203.0.113.7');
    } finally {
      await app.close();
    }
  });

  it('does not trust a proxy that is not listed', async () => {
    const app = await startTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      expect(await signInFrom(app)).toBe('127.0.0.1');
    } finally {
      await app.close();
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

  it.each([
    ['a link on our own page', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }],
    ['a typed address', { 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }],
    ['a client without Fetch Metadata (curl)', {}],
  ])('GET /api/logout ends the session and redirects home on %s', async (_what, headers) => {
    const client = await t.signIn('client@example.com');
    const oldCookie = client.cookie!;
    // fetch() always sends Sec-Fetch-Mode: cors, so a navigation is sent with node:http as a browser would.
    const res = await rawGet(`${t.url}/api/logout`, { ...headers, cookie: oldCookie });
    expect(res.status).toBe(302);
    expect(res.location).toBe('/');
    expect((await t.anon.get('/api/auth/user', { headers: { cookie: oldCookie } })).status).toBe(401);
  });

  it.each([
    ['an <img> on our own page', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' }],
    ['a script fetch', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }],
    ['a frame', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' }],
  ])('GET /api/logout from %s does not sign the user out', async (_what, headers) => {
    const client = await t.signIn('client@example.com');
    const res = await client.get('/api/logout', { headers });
    expect(res.status).toBe(302);
    expect((await client.get('/api/auth/user')).status).toBe(200);
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
  it('redirects to the sign-in page keeping redirect', async () => {
    const res = await t.anon.get('/api/login?redirect=%2Fgoals%3Ftab%3D1');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, t.url);
    expect(location.pathname).toBe('/sign-in');
    expect(location.searchParams.get('redirect')).toBe('/goals?tab=1');
  });

  it('sends a coach_referral to the invitation page to confirm, changing nothing on the GET', async () => {
    for (const client of [t.anon, await t.signIn('client@example.com')]) {
      const before = await t.db.selectFrom('coachReferrals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const res = await client.get('/api/login?redirect=%2Fclient-onboarding&coach_referral=42');
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!, t.url);
      expect(location.pathname).toBe('/invite/42');
      expect(location.searchParams.get('confirm')).toBe('1');
      expect(location.searchParams.get('redirect')).toBe('/client-onboarding');
      expect(res.headers.getSetCookie().filter((c) => c.startsWith('catalyst_referral='))).toEqual([]);
      const after = await t.db.selectFrom('coachReferrals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    }
  });

  it('never answers 500 for a redirect with characters a Location header cannot hold', async () => {
    const client = await t.signIn('client@example.com');
    for (const redirect of ['%2F%E3%80%82evil', '%2Fgoals%20here', '%2F%ED%A0%80']) {
      const res = await client.get(`/api/login?redirect=${redirect}`);
      expect(res.status, redirect).toBe(302);
      const location = res.headers.get('location')!;
      expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true);
    }
    expect((await client.get('/api/login?redirect=%2F%E3%80%82evil')).headers.get('location')).toBe('/%E3%80%82evil');
    // A repeated parameter is not a redirect at all.
    expect((await client.get('/api/login?redirect=%2Fa&redirect=%2Fb')).headers.get('location')).toBe('/');
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
