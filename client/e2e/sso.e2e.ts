import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_CALLBACK_PATH, SSO_ERRORS, SSO_MESSAGES } from '@shared/constants/sso';
import { startOidcProvider, type TestOidcProvider } from '../../server/testing/oidc-provider';
import { type E2E, startE2E } from './support';

let e2e: E2E;
let provider: TestOidcProvider;
beforeAll(async () => {
  e2e = await startE2E();
  provider = await startOidcProvider({ redirectUri: `${e2e.app.url}${SSO_CALLBACK_PATH}` });
});
afterAll(async () => {
  await provider?.close();
  await e2e?.close();
});

describe('single sign-on', () => {
  it('lets an organisation admin save the provider settings, which come back without the secret', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example' }));
    await page.goto('/team');
    const card = page.locator('form').filter({ has: page.getByLabel('Issuer URL') });
    await page.getByRole('heading', { name: 'Single sign-on' }).waitFor();
    await card.getByText(`${e2e.app.url}${SSO_CALLBACK_PATH}`).waitFor();

    await card.getByLabel('Issuer URL').fill('http://login.acme.example');
    await card.getByRole('button', { name: 'Save single sign-on' }).click();
    await card.getByText(SSO_MESSAGES.issuerHttps).waitFor();
    await card.getByText('Enter at least one e-mail domain').waitFor();

    await card.getByLabel('Issuer URL').fill(provider.issuer);
    await card.getByLabel('Client ID').fill(provider.clientId);
    await card.getByLabel('Client secret').fill(provider.clientSecret);
    await card.getByLabel('Allowed e-mail domains').fill('acme-staff.example, ACME-people.example');
    await card.getByRole('switch', { name: 'Enabled' }).click();
    await card.getByRole('button', { name: 'Save single sign-on' }).click();
    await page.getByText(SSO_MESSAGES.saved, { exact: true }).waitFor();

    await page.reload();
    const again = page.locator('form').filter({ has: page.getByLabel('Issuer URL') });
    await expect.poll(() => again.getByLabel('Client ID').inputValue()).toBe(provider.clientId);
    expect(await again.getByLabel('Issuer URL').inputValue()).toBe(provider.issuer);
    expect(await again.getByLabel('Allowed e-mail domains').inputValue()).toBe('acme-people.example, acme-staff.example');
    expect(await again.getByLabel('Client secret').inputValue()).toBe('');
    expect(await again.getByLabel('Client secret').getAttribute('placeholder')).toBe('Saved (leave blank to keep it)');
    expect(await again.getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.content()).not.toContain(provider.clientSecret);
  });

  it('signs a person in through the provider from the sign-in page, and explains an unknown domain', async () => {
    // The provider as the first test saves it, so this test stands alone.
    const admin = await e2e.app.signIn('orgadmin@acme.example');
    const { organizationId } = (await admin.get('/api/auth/user')).body as { organizationId: string };
    const settings = { issuerUrl: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, allowedDomains: ['acme-staff.example'], enabled: true };
    expect((await admin.put(`/api/organizations/${organizationId}/sso`, settings)).status).toBe(200);

    const page = await e2e.page(await e2e.context());
    await page.goto('/sign-in?redirect=/goals');
    await page.getByLabel('Email').fill('nobody@unknown-sso.example');
    await page.getByRole('button', { name: 'Continue with your organization (SSO)' }).click();
    await page.getByRole('alert').filter({ hasText: SSO_ERRORS.not_configured }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody@unknown-sso.example');

    provider.signInAs({ sub: 'e2e-person', email: 'jamie@acme-staff.example', email_verified: true, given_name: 'Jamie', family_name: 'Rivera' });
    await page.getByLabel('Email').fill('jamie@acme-staff.example');
    await page.getByRole('button', { name: 'Continue with your organization (SSO)' }).click();
    await page.waitForURL((url) => url.pathname === '/goals');
    const me = await page.request.get('/api/auth/user');
    expect(await me.json()).toMatchObject({ email: 'jamie@acme-staff.example', firstName: 'Jamie' });
  });
});
