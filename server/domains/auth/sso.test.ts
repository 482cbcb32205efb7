import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shared/constants/auth';
import { SSO_CALLBACK_PATH } from '@shared/constants/sso';
import { HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { startOidcProvider, type TestOidcProvider, type TestPerson } from '../../testing/oidc-provider';
import { RedirectBrowser } from '../../testing/redirect-browser';

let t: TestApp;
let provider: TestOidcProvider;
let acmeId: string;
const DOMAIN = 'acme-sso.example';
let sequence = 0;

function person(overrides: Partial<TestPerson> = {}): TestPerson {
  const n = ++sequence;
  return { sub: `subject-${n}`, email: `person${n}@${DOMAIN}`, email_verified: true, given_name: 'Sso', family_name: `Person ${n}`, ...overrides };
}

const startUrl = (email: string, redirect = '/goals') => `${t.url}/api/auth/sso/start?${new URLSearchParams({ email, redirect })}`;
const onApp = (next: string) => next.startsWith(t.url) && !next.startsWith(`${t.url}/api/`);
const atCallback = (next: string) => next.startsWith(`${t.url}${SSO_CALLBACK_PATH}`);

/** Signs in through the provider; returns where the app sent the browser at the end. */
async function signIn(browser: RedirectBrowser, who: TestPerson, email = who.email): Promise<string> {
  provider.signInAs(who);
  return browser.follow(startUrl(email), onApp);
}

/** The app's session in this browser, as an API client. */
function apiOf(browser: RedirectBrowser): HttpClient {
  const token = browser.cookiesFor(t.url).get(SESSION_COOKIE);
  return new HttpClient(t.url, token ? `${SESSION_COOKIE}=${token}` : undefined);
}

function errorOf(location: string): string | null {
  const url = new URL(location);
  expect(url.pathname).toBe('/sign-in');
  return url.searchParams.get('sso_error');
}

beforeAll(async () => {
  t = await startTestApp();
  provider = await startOidcProvider({ redirectUri: `${t.url}${SSO_CALLBACK_PATH}` });
  const admin = await t.signIn('orgadmin@acme.example');
  const me = await admin.get('/api/auth/user');
  acmeId = me.body.organizationId;
  const saved = await admin.put(`/api/organizations/${acmeId}/sso`, {
    issuerUrl: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    allowedDomains: [DOMAIN],
    enabled: true,
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await provider?.close();
  await t?.close();
});

describe('single sign-on with the organisation provider', () => {
  it('signs a new person in, creates them as a member of the organisation and returns to the page they asked for', async () => {
    const browser = new RedirectBrowser();
    const who = person();
    const end = await signIn(browser, who);
    expect(end).toBe(`${t.url}/goals`);
    const me = await apiOf(browser).get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: who.email, organizationId: acmeId, role: 'client', firstName: 'Sso' });
    const row = await t.db.selectFrom('users').select(['organizationStatus', 'passwordHash']).where('email', '=', who.email).executeTakeFirstOrThrow();
    expect(row).toEqual({ organizationStatus: 'active', passwordHash: null });
    // The attempt's cookie is gone and the attempt itself is used up.
    expect(browser.cookiesFor(t.url).has('catalyst_sso')).toBe(false);
  });

  it('links the same account at the second sign-in', async () => {
    const who = person();
    await signIn(new RedirectBrowser(), who);
    const second = new RedirectBrowser();
    expect(await signIn(second, who)).toBe(`${t.url}/goals`);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', who.email).execute();
    expect(users).toHaveLength(1);
    const me = await apiOf(second).get('/api/auth/user');
    expect(me.body.id).toBe(users[0]!.id);
    const identities = await t.db.selectFrom('ssoIdentities').select(['userId', 'lastSignInAt']).where('subject', '=', who.sub).execute();
    expect(identities).toEqual([{ userId: users[0]!.id, lastSignInAt: expect.any(String) }]);
  });

  it('links an existing member of the organisation by e-mail without creating another account', async () => {
    const existing = await t.db.selectFrom('users').select(['id', 'email']).where('email', '=', 'member@acme.example').executeTakeFirstOrThrow();
    const admin = await t.signIn('orgadmin@acme.example');
    const current = await admin.get(`/api/organizations/${acmeId}/sso`);
    await admin.put(`/api/organizations/${acmeId}/sso`, { issuerUrl: current.body.issuerUrl, clientId: current.body.clientId, allowedDomains: [DOMAIN, 'acme.example'], enabled: true });
    const browser = new RedirectBrowser();
    expect(await signIn(browser, person({ email: existing.email }))).toBe(`${t.url}/goals`);
    expect((await apiOf(browser).get('/api/auth/user')).body.id).toBe(existing.id);
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const browser = new RedirectBrowser();
    provider.signInAs(person());
    const callback = new URL(await browser.follow(startUrl(`someone@${DOMAIN}`), atCallback));
    callback.searchParams.set('state', 'forged-state');
    const res = await browser.get(callback.href);
    expect(res.status).toBe(302);
    expect(errorOf(res.location!)).toBe('state_mismatch');
    expect(browser.cookiesFor(t.url).has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses an ID token whose nonce is not the one this attempt sent', async () => {
    // The request to the provider is changed on its way (as by someone who swapped the link): the provider
    // then signs a token for another nonce, which the callback must refuse even though state and PKCE match.
    const browser = new RedirectBrowser();
    const who = person();
    provider.signInAs(who);
    const authorize = new URL(await browser.follow(startUrl(who.email), (next) => next.startsWith(provider.issuer)));
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    authorize.searchParams.set('nonce', 'a-nonce-this-attempt-never-sent');
    const callback = await browser.follow(authorize.href, atCallback);
    const res = await browser.get(callback);
    expect(errorOf(res.location!)).toBe('provider_error');
    expect(browser.cookiesFor(t.url).has(SESSION_COOKIE)).toBe(false);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', who.email).execute()).toHaveLength(0);
  });

  it('refuses a replayed authorization code, in the same browser and with a new attempt', async () => {
    const browser = new RedirectBrowser();
    const who = person();
    provider.signInAs(who);
    const callback = await browser.follow(startUrl(who.email), atCallback);
    const first = await browser.get(callback);
    expect(first.location).toBe(`${t.url}/goals`);

    // The same callback again: the attempt was used up.
    const replay = await new RedirectBrowser().get(callback);
    expect(errorOf(replay.location!)).toBe('expired');

    // The old code with a fresh attempt's state: the provider refuses a code it already exchanged.
    const attacker = new RedirectBrowser();
    const fresh = new URL(await attacker.follow(startUrl(who.email), atCallback));
    const replayed = new URL(callback);
    replayed.searchParams.set('state', fresh.searchParams.get('state')!);
    const res = await attacker.get(replayed.href);
    expect(errorOf(res.location!)).toBe('provider_error');
    expect(attacker.cookiesFor(t.url).has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses an e-mail outside the allowed domains', async () => {
    const browser = new RedirectBrowser();
    const end = await signIn(browser, person({ email: 'intruder@elsewhere.example' }), `start@${DOMAIN}`);
    expect(errorOf(end)).toBe('email_not_allowed');
    const users = await t.db.selectFrom('users').select('id').where('email', '=', 'intruder@elsewhere.example').execute();
    expect(users).toHaveLength(0);
  });

  it('refuses an e-mail the provider says is not verified', async () => {
    const end = await signIn(new RedirectBrowser(), person({ email_verified: false }));
    expect(errorOf(end)).toBe('email_unverified');
  });

  it('refuses an account of another organisation', async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    const current = await admin.get(`/api/organizations/${acmeId}/sso`);
    await admin.put(`/api/organizations/${acmeId}/sso`, { issuerUrl: current.body.issuerUrl, clientId: current.body.clientId, allowedDomains: [DOMAIN, 'globex.example'], enabled: true });
    const end = await signIn(new RedirectBrowser(), person({ email: 'member@globex.example' }), `x@${DOMAIN}`);
    expect(errorOf(end)).toBe('other_organization');
  });

  it('sends an unknown domain or a malformed e-mail back to the sign-in page with the reason', async () => {
    const browser = new RedirectBrowser();
    const unknown = await browser.get(startUrl('someone@unknown-domain.example'));
    expect(errorOf(unknown.location!)).toBe('not_configured');
    expect(new URL(unknown.location!).searchParams.get('redirect')).toBe('/goals');
    const malformed = await browser.get(`${t.url}/api/auth/sso/start?email=not-an-email`);
    expect(errorOf(malformed.location!)).toBe('invalid_email');
    const noAttempt = await browser.get(`${t.url}${SSO_CALLBACK_PATH}?code=x&state=y`);
    expect(errorOf(noAttempt.location!)).toBe('expired');
  });

  it('keeps an off-site redirect from taking the person away after signing in', async () => {
    const browser = new RedirectBrowser();
    provider.signInAs(person());
    const end = await browser.follow(`${t.url}/api/auth/sso/start?${new URLSearchParams({ email: `p@${DOMAIN}`, redirect: '//evil.example/x' })}`, onApp);
    expect(end).toBe(`${t.url}/`);
  });

  it('sends people to the provider with PKCE, state, nonce and a redirect URI on the trusted origin, not the Host header', async () => {
    const res = await fetch(startUrl(`p@${DOMAIN}`), { redirect: 'manual', headers: { host: 'evil.example' } });
    // An unknown Host is refused outright by the host guard or ignored for the redirect URI.
    if (res.status === 302) {
      const url = new URL(res.headers.get('location')!);
      expect(url.searchParams.get('redirect_uri')).not.toContain('evil.example');
    } else expect(res.status).toBeGreaterThanOrEqual(400);
    const ok = await new RedirectBrowser().get(startUrl(`p@${DOMAIN}`));
    const auth = new URL(ok.location!);
    expect(auth.origin).toBe(provider.issuer);
    expect(auth.searchParams.get('redirect_uri')).toBe(`${t.url}${SSO_CALLBACK_PATH}`);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('state')).toBeTruthy();
    expect(auth.searchParams.get('nonce')).toBeTruthy();
  });
});
