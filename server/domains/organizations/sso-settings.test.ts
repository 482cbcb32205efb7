import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_MESSAGES } from '@shared/constants/sso';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';

let t: TestApp;
let acmeId: string;
let globexId: string;
let acmeAdmin: HttpClient;

const SECRET = 'a-very-secret-client-secret-value';
const form = (overrides: Record<string, unknown> = {}) => ({
  issuerUrl: 'https://login.acme.example/realms/staff/',
  clientId: 'catalyst',
  clientSecret: SECRET,
  allowedDomains: ['Acme.example', 'staff.acme.example'],
  enabled: true,
  ...overrides,
});

async function orgIdOf(email: string): Promise<string> {
  const row = await t.db.selectFrom('users').select('organizationId').where('email', '=', email).executeTakeFirstOrThrow();
  return row.organizationId!;
}

beforeAll(async () => {
  t = await startTestApp();
  acmeId = await orgIdOf('orgadmin@acme.example');
  globexId = await orgIdOf('orgadmin@globex.example');
  acmeAdmin = await t.signIn('orgadmin@acme.example');
});
afterAll(() => t.close());

describe('GET and PUT /api/organizations/{organizationId}/sso', () => {
  it('reads as not configured, with the redirect URI to register at the provider', async () => {
    const res = await (await t.signIn('orgadmin@globex.example')).get(`/api/organizations/${globexId}/sso`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      organizationId: globexId,
      configured: false,
      issuerUrl: null,
      clientId: null,
      hasClientSecret: false,
      allowedDomains: [],
      enabled: false,
      redirectUri: `${t.url}/api/auth/sso/callback`,
      updatedAt: null,
    });
  });

  it('saves the settings and never returns the client secret, which is stored encrypted', async () => {
    const res = await acmeAdmin.put(`/api/organizations/${acmeId}/sso`, form());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ configured: true, issuerUrl: 'https://login.acme.example/realms/staff', clientId: 'catalyst', hasClientSecret: true, allowedDomains: ['acme.example', 'staff.acme.example'], enabled: true });
    expect(res.text).not.toContain(SECRET);
    const read = await acmeAdmin.get(`/api/organizations/${acmeId}/sso`);
    expect(read.body.hasClientSecret).toBe(true);
    expect(read.text).not.toContain(SECRET);
    const trpc = createTestTrpc(t.url, acmeAdmin.cookie);
    try {
      expect(JSON.stringify(await trpc.client.organizations.sso.query({ organizationId: acmeId }))).not.toContain(SECRET);
    } finally {
      trpc.close();
    }

    const row = await t.db.selectFrom('organizationSso').select('clientSecretEncrypted').where('organizationId', '=', acmeId).executeTakeFirstOrThrow();
    expect(row.clientSecretEncrypted).not.toContain(SECRET);
    expect(row.clientSecretEncrypted).toMatch(/^v1\./);
    const audit = await t.db.selectFrom('auditLog').select('details').where('action', '=', 'organization.sso_updated').where('subjectId', '=', acmeId).execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(SECRET);
  });

  it('keeps the saved secret when the form leaves it blank, and asks for one when none is saved', async () => {
    await acmeAdmin.put(`/api/organizations/${acmeId}/sso`, form());
    const before = await t.db.selectFrom('organizationSso').select('clientSecretEncrypted').where('organizationId', '=', acmeId).executeTakeFirstOrThrow();
    const res = await acmeAdmin.put(`/api/organizations/${acmeId}/sso`, form({ clientSecret: '', enabled: false }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hasClientSecret: true, enabled: false });
    const after = await t.db.selectFrom('organizationSso').select('clientSecretEncrypted').where('organizationId', '=', acmeId).executeTakeFirstOrThrow();
    expect(after.clientSecretEncrypted).toBe(before.clientSecretEncrypted);

    const globexAdmin = await t.signIn('orgadmin@globex.example');
    const missing = await globexAdmin.put(`/api/organizations/${globexId}/sso`, form({ clientSecret: undefined, allowedDomains: ['globex-sso.example'] }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(SSO_MESSAGES.secretRequired);
  });

  it('refuses an issuer that is not https (http only for localhost) and malformed domains, naming the field', async () => {
    const http = await acmeAdmin.put(`/api/organizations/${acmeId}/sso`, form({ issuerUrl: 'http://login.acme.example' }));
    expect(http.status).toBe(400);
    expect(JSON.stringify(http.body)).toContain(SSO_MESSAGES.issuerHttps);
    expect(http.body.issues?.[0]?.path).toEqual(['issuerUrl']);
    const local = await acmeAdmin.put(`/api/organizations/${acmeId}/sso`, form({ issuerUrl: 'http://localhost:9000' }));
    expect(local.status).toBe(200);
    const domain = await acmeAdmin.put(`/api/organizations/${acmeId}/sso`, form({ allowedDomains: ['not a domain'] }));
    expect(domain.status).toBe(400);
    expect(domain.body.issues).toEqual([{ path: ['allowedDomains', 0], message: '"not a domain" is not a domain like acme.com' }]);
    const none = await acmeAdmin.put(`/api/organizations/${acmeId}/sso`, form({ allowedDomains: [] }));
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Enter at least one e-mail domain');
  });

  it('refuses an issuer on a private, link-local or metadata address: the server would call its own network', async () => {
    for (const issuerUrl of ['https://169.254.169.254/latest', 'https://10.0.0.5', 'https://192.168.1.20:8443', 'https://[fd00::1]', 'https://[::ffff:10.1.2.3]']) {
      const res = await acmeAdmin.put(`/api/organizations/${acmeId}/sso`, form({ issuerUrl }));
      expect(res.status, issuerUrl).toBe(400);
      expect(res.body.message).toContain(SSO_MESSAGES.issuerPrivate);
      expect(res.body.issues?.[0]?.path).toEqual(['issuerUrl']);
    }
    expect((await acmeAdmin.get(`/api/organizations/${acmeId}/sso`)).body.issuerUrl ?? '').not.toMatch(/169\.254|10\.0\.0\.5|192\.168|fd00|ffff/);
  });

  it('answers 409 when another organization already uses one of the domains', async () => {
    await acmeAdmin.put(`/api/organizations/${acmeId}/sso`, form());
    const globexAdmin = await t.signIn('orgadmin@globex.example');
    const res = await globexAdmin.put(`/api/organizations/${globexId}/sso`, form({ allowedDomains: ['globex.example', 'STAFF.acme.example'] }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('staff.acme.example is already used for single sign-on by another organization.');
    const globex = await globexAdmin.get(`/api/organizations/${globexId}/sso`);
    expect(globex.body.allowedDomains).not.toContain('staff.acme.example');
  });

  it("lets only the organization's admin and platform admins in: 401, 403 for other roles, 404 for another organization", async () => {
    expect((await t.anon.get(`/api/organizations/${acmeId}/sso`)).status).toBe(401);
    const lead = await t.signIn('lead@acme.example');
    const forbidden = await lead.put(`/api/organizations/${acmeId}/sso`, form());
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(SSO_MESSAGES.manageForbidden);
    expect((await lead.get(`/api/organizations/${acmeId}/sso`)).status).toBe(403);
    const other = await t.signIn('orgadmin@globex.example');
    expect((await other.get(`/api/organizations/${acmeId}/sso`)).status).toBe(404);
    expect((await other.put(`/api/organizations/${acmeId}/sso`, form({ allowedDomains: ['x.example'] }))).status).toBe(404);
    const admin = await t.signIn('admin@example.com');
    const read = await admin.get(`/api/organizations/${acmeId}/sso`);
    expect(read.status).toBe(200);
    expect(read.text).not.toContain(SECRET);
  });

  it('treats a secret sealed with another SSO_SECRET_KEY as missing: the admin is asked for it and sign-in is off', async () => {
    expect((await acmeAdmin.put(`/api/organizations/${acmeId}/sso`, form())).status).toBe(200);
    const other = await startTestApp({ sameDatabaseAs: t, env: { SSO_SECRET_KEY: 'another-key-another-key-another-key-0123' } });
    try {
      const admin = await other.signIn('orgadmin@acme.example');
      const read = await admin.get(`/api/organizations/${acmeId}/sso`);
      expect(read.body).toMatchObject({ configured: true, hasClientSecret: false });
      const blank = await admin.put(`/api/organizations/${acmeId}/sso`, form({ clientSecret: '' }));
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(SSO_MESSAGES.secretRequired);
      const start = await other.anon.get(`/api/auth/sso/start?email=someone@staff.acme.example`);
      expect(start.status).toBe(302);
      expect(new URL(start.headers.get('location')!, other.url).searchParams.get('sso_error')).toBe('not_configured');
    } finally {
      await other.close();
    }
  });
});
