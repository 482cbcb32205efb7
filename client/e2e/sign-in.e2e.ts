import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowErrors, type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('sign-in', () => {
  it('signs in as client@example.com through /api/login and lands on the requested page', async () => {
    const page = await e2e.page();
    await page.goto('/api/login?redirect=%2F%3Fwelcome%3D1');
    await page.waitForURL(/\/sign-in\?redirect=/);
    await page.getByLabel('Email').fill('client@example.com');
    await page.getByLabel('Password').fill('catalyst-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('welcome') === '1');
    await page.getByText(/Casey/).first().waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'catalyst_session')?.httpOnly).toBe(true);
  });

  it('shows a wrong password inline and stays on the sign-in page', async () => {
    const page = await e2e.page();
    allowErrors(page, /^response: 401 POST \S+\/trpc\/auth\.login/);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('client@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('shows Page Not Found for an unknown path', async () => {
    const page = await e2e.page();
    const res = await page.goto('/definitely/not/here');
    expect(res?.status()).toBe(200); // the SPA renders its own 404 page
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });
});
