import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowErrors, type E2E, startE2E } from './support';
import { mailTo } from '../../server/testing/harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('client signup', () => {
  it('signs a visitor up in two steps and lands them on /browse-coaches, signed in', async () => {
    const page = await e2e.page();
    await page.goto('/');
    await page.getByRole('link', { name: 'Find Your Coach - $50/month' }).click();
    await page.waitForURL('**/client-signup');

    const next = page.getByRole('button', { name: 'Continue to Goals' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Meyer');
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('robin.meyer@example.com');
    await page.getByLabel('Company (optional)').fill('Meyer & Co');
    expect(await next.isEnabled()).toBe(true);
    await next.click();

    const goals = page.getByLabel('What would you like to achieve with coaching?');
    await goals.waitFor();
    expect(await goals.evaluate((el) => parseFloat(getComputedStyle(el).minHeight))).toBe(100);
    const submit = page.getByRole('button', { name: 'Create Account' });
    expect(await submit.isDisabled()).toBe(true);

    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe('robin.meyer@example.com');
    await next.click();

    await goals.fill('Lead my new team with confidence');
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/browse-coaches');
    await page.getByText('Welcome to Catalyst!').first().waitFor();
    await page.getByText('Your account has been created. You can now browse coaches and book sessions.').first().waitFor();

    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'robin.meyer@example.com', firstName: 'Robin', lastName: 'Meyer', role: 'client' });
    const profile = await e2e.app.db.selectFrom('clientProfiles').innerJoin('users', 'users.id', 'clientProfiles.userId').select(['company', 'goals']).where('users.email', '=', 'robin.meyer@example.com').executeTakeFirstOrThrow();
    expect(profile).toEqual({ company: 'Meyer & Co', goals: 'Lead my new team with confidence' });
  });

  it('shows Signup Failed with the server message for an e-mail that has an account, and keeps the form', async () => {
    const page = await e2e.page();
    allowErrors(page, /^response: 409 POST \S+\/trpc\/clientSignup\.create/);
    await page.goto('/client-signup');
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Email').fill('client@example.com');
    await page.getByRole('button', { name: 'Continue to Goals' }).click();
    await page.getByLabel('What would you like to achieve with coaching?').fill('Anything');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Signup Failed').first().waitFor();
    // Back at the e-mail, marked, with the way in: an e-mailed sign-in link.
    const emailField = page.getByLabel('Email');
    await page.locator('#email-error').getByText('An account with this email already exists. Sign in instead.').waitFor();
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/client-signup');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await page.getByRole('button', { name: 'Sign in instead' }).click();
    await page.getByTestId('signup-email-clash').getByText('Check your inbox').waitFor();
    await expect.poll(async () => (await mailTo(e2e.app.db, 'client@example.com')).some((mail) => /\/auth\/email-link\?token=/.test(mail.text))).toBe(true);
    // What was typed is kept.
    await page.getByRole('button', { name: 'Continue to Goals' }).click();
    expect(await page.getByLabel('What would you like to achieve with coaching?').inputValue()).toBe('Anything');
  });

  it('explains an invalid e-mail before leaving step 1', async () => {
    const page = await e2e.page();
    await page.goto('/client-signup');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Lima');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue to Goals' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    expect(await page.getByLabel('What would you like to achieve with coaching?').count()).toBe(0);
  });
});
