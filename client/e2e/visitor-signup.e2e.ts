import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../server/testing/harness';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('a visitor joins as a coach or an organization right where they clicked', () => {
  it('Join as Coach: creates the account on the spot (e-mailed link, no password) and lands on coach onboarding, signed in as a coach', async () => {
    const page = await e2e.page();
    await page.goto('/');
    await page.getByRole('button', { name: 'Show slide 3: Coaches' }).click();
    await page.getByRole('link', { name: 'Join as Coach - $250/month' }).click();
    await page.waitForURL((url) => url.pathname === '/coach-onboarding');
    await page.getByRole('heading', { name: 'Join as Coach' }).waitFor();
    // Not a sign-in page offering client signup, and no "logged out" alarm for someone who never signed in.
    expect(await page.getByText('Two quick steps and you can start browsing coaches.').count()).toBe(0);
    expect(await page.getByText('You are logged out').count()).toBe(0);
    expect(await page.getByLabel('What would you like to achieve with coaching?').count()).toBe(0);

    await page.getByLabel('First name').fill('Cora');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('Email').fill('cora.quinn@example.com');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('heading', { name: 'Become a Coach' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/coach-onboarding');
    // The plan cards name each plan's client limit once (counted once the cards are drawn).
    const basic = page.getByRole('radio', { name: /Basic/ });
    await basic.waitFor();
    expect(await basic.getByText('Up to 10 active clients').count()).toBe(1);
    await page.getByText('Next: your coaching profile and plan.').first().waitFor();
    // The shell is there: the new coach is signed in, and the client welcome does not cover onboarding.
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { role: string; email: string };
    expect(me).toMatchObject({ role: 'coach', email: 'cora.quinn@example.com' });
    expect((await mailTo(e2e.app.db, 'cora.quinn@example.com'))[0]?.text).toContain('E-mail me a sign-in link');
  });

  it('Transform Your Organization: creates the account with a password and lands on organization setup as its admin-to-be', async () => {
    const page = await e2e.page();
    await page.goto('/');
    await page.getByRole('button', { name: 'Show slide 2: Organizations' }).click();
    await page.locator('[data-slide="organizations"]').getByRole('link', { name: 'Transform Your Organization' }).click();
    await page.waitForURL((url) => url.pathname === '/organization-setup');
    await page.getByRole('heading', { name: 'Transform Your Organization' }).waitFor();

    await page.getByLabel('First name').fill('Olu');
    await page.getByLabel('Last name').fill('Founder');
    await page.getByLabel('Email').fill('olu@founded.example');
    await page.getByLabel('Password (optional)').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await page.getByLabel('Password (optional)').fill('violet-harbour-lamp');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('heading', { name: 'Set Up Your Organization' }).waitFor();
    await page.getByRole('button', { name: 'Create Organization' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/organization-setup');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { role: string; organizationId: string | null };
    expect(me).toMatchObject({ role: 'organization_admin', organizationId: null });
    // The password chosen here signs in next time.
    const again = await e2e.context();
    expect((await again.request.post('/api/auth/login', { data: { email: 'olu@founded.example', password: 'violet-harbour-lamp' } })).status()).toBe(200);
  });

  it('offers sign-in instead, coming back to the same onboarding', async () => {
    const page = await e2e.page();
    await page.goto('/coach-onboarding');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/coach-onboarding');
    // Who has no account after all is sent back to make one there, not to the client signup.
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/coach-onboarding');
  });

  it('fits a phone: the signup pages scroll no wider than the screen', async () => {
    const page = await e2e.page(await e2e.context({ phone: true }));
    for (const path of ['/coach-onboarding', '/organization-setup']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Create Account' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});
