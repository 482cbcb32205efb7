import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, type TestApp, mailTo, startTestApp } from '../../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The token from the last sign-in link mailed to the address. */
async function lastLinkTo(address: string): Promise<URL> {
  const mail = await mailTo(t.db, address);
  const text = mail.at(-1)?.text ?? '';
  const match = /https?:\/\/\S+\/auth\/email-link\?token=\S+/.exec(text);
  if (!match) throw new Error(`no sign-in link mailed to ${address}`);
  return new URL(match[0]);
}

const consume = (client: HttpClient, token: string) => client.post('/api/auth/email-link/consume', { token });

describe('POST /api/auth/email-link', () => {
  it('mails a known account a link to the client page, and following it signs the user in', async () => {
    const res = await t.anon.post('/api/auth/email-link', { email: 'Coach@Example.com', redirect: '/sessions?tab=past' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const mail = await mailTo(t.db, 'coach@example.com');
    expect(mail.at(-1)!.subject).toBe('Your Catalyst sign-in link');
    expect(mail.at(-1)!.text).toContain('expires in 15 minutes');
    const link = await lastLinkTo('coach@example.com');
    expect(link.origin).toBe(t.url);
    expect(link.pathname).toBe('/auth/email-link');

    const browser = t.anon;
    const signedIn = await consume(browser, link.searchParams.get('token')!);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { email: 'coach@example.com', role: 'coach' }, redirect: '/sessions?tab=past' });
    expect((await browser.get('/api/auth/user')).body.email).toBe('coach@example.com');
  });

  it('works once: the same link a second time is refused and signs nobody in', async () => {
    await t.anon.post('/api/auth/email-link', { email: 'hr@acme.example' });
    const token = (await lastLinkTo('hr@acme.example')).searchParams.get('token')!;
    expect((await consume(t.anon, token)).status).toBe(200);

    const again = t.anon;
    const res = await consume(again, token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'This sign-in link is invalid, has already been used or has expired. Request a new one from the sign-in page.',
      code: 'BAD_REQUEST',
    });
    expect(again.cookie).toBeUndefined();
  });

  it('refuses a link older than 15 minutes', async () => {
    await t.anon.post('/api/auth/email-link', { email: 'lead@acme.example' });
    const token = (await lastLinkTo('lead@acme.example')).searchParams.get('token')!;
    const row = await t.db.selectFrom('emailSignInLinks').select(['createdAt', 'expiresAt']).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    const lifetime = Date.parse(row.expiresAt) - Date.parse(row.createdAt);
    expect(lifetime).toBeGreaterThan(14.9 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);

    await t.db.updateTable('emailSignInLinks').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('usedAt', 'is', null).execute();
    const res = await consume(t.anon, token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const known = await t.anon.post('/api/auth/email-link', { email: 'member@globex.example' });
    const unknown = await t.anon.post('/api/auth/email-link', { email: 'nobody-here@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers.getSetCookie()).toEqual([]);
    expect(await mailTo(t.db, 'nobody-here@example.com')).toEqual([]);
    const links = await t.db.selectFrom('emailSignInLinks').innerJoin('users', 'users.id', 'emailSignInLinks.userId').select('users.email').execute();
    expect(links.map((l) => l.email)).not.toContain('nobody-here@example.com');
  });

  it('stores only a hash of the token', async () => {
    await t.anon.post('/api/auth/email-link', { email: 'orgadmin@globex.example' });
    const token = (await lastLinkTo('orgadmin@globex.example')).searchParams.get('token')!;
    const rows = await t.db.selectFrom('emailSignInLinks').select('tokenHash').execute();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('never keeps an off-site redirect', async () => {
    await t.anon.post('/api/auth/email-link', { email: 'member@acme.example', redirect: 'https://evil.example/' });
    const token = (await lastLinkTo('member@acme.example')).searchParams.get('token')!;
    const res = await consume(t.anon, token);
    expect(res.body.redirect).toBe('/');
  });

  it('refuses a made-up token', async () => {
    const res = await consume(t.anon, 'made-up-token');
    expect(res.status).toBe(400);
  });

  it('refuses a malformed e-mail with the field issue', async () => {
    const res = await t.anon.post('/api/auth/email-link', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: ['email'], message: 'Enter a valid email address' });
  });

  it('sends at most 5 links an hour to one address, still answering 200', async () => {
    const limited = await startTestApp();
    try {
      for (let i = 0; i < 7; i += 1) {
        const res = await limited.anon.post('/api/auth/email-link', { email: 'client@example.com' });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ok: true });
      }
      expect(await mailTo(limited.db, 'client@example.com')).toHaveLength(5);
    } finally {
      await limited.close();
    }
  });
});
