import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../server/testing/harness';
import { allowErrors, type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('sign-in by e-mailed link', () => {
  it('e-mails a link from the sign-in page; following it signs in and returns to the page asked for', async () => {
    const page = await e2e.page();
    await page.goto('/support');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByLabel('Email').fill('hr@acme.example');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByText('Check your inbox').waitFor();

    const mail = await mailTo(e2e.app.db, 'hr@acme.example');
    const link = /https?:\/\/\S+\/auth\/email-link\?token=\S+/.exec(mail.at(-1)!.text)![0];
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/support');
    await page.getByRole('button', { name: 'Explore on My Own' }).click(); // first visit on this device
    await page.getByRole('heading', { name: 'Help & Support' }).waitFor();

    // The same link a second time explains itself instead of signing in.
    const other = await e2e.page();
    allowErrors(other, /^response: 400 POST \S+\/trpc\/auth\.consumeEmailLink/);
    await other.goto(link);
    await other.getByText('This link did not work').waitFor();
    await other.getByText(/already been used or has expired/).waitFor();
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  });

  it('offers the link right under the password for someone who forgot it', async () => {
    const page = await e2e.page();
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('lead@acme.example');
    await page.getByText('Forgot your password?').waitFor();
    await page.getByRole('button', { name: 'Send a sign-in link instead' }).click();
    await page.getByText('Check your inbox').waitFor();
    expect((await mailTo(e2e.app.db, 'lead@acme.example')).at(-1)!.text).toMatch(/\/auth\/email-link\?token=/);
  });

  it('asks for a valid e-mail before sending a link', async () => {
    const page = await e2e.page();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByText('Email is required').waitFor();
    expect(await page.getByText('Check your inbox').count()).toBe(0);
  });
});
