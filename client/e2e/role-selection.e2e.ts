import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('role selection', () => {
  it('asks for a choice, then updates the role and goes to coach setup for a coach', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/role-selection');
    await page.getByRole('heading', { name: 'Choose Your Role' }).waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Roles' }).getByRole('radio').count()).toBe(6);
    expect(await page.getByRole('link', { name: 'Contact our team' }).getAttribute('href')).toBe('/contact');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Selection Required').first().waitFor();
    await page.getByText('Please select a role to continue.').first().waitFor();

    await page.getByRole('radio', { name: /^Coach/ }).click();
    expect(await page.getByRole('radio', { name: /^Coach/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/coach-onboarding');
    await page.getByText('Role Updated').first().waitFor();
    expect((await (await page.request.get('/api/auth/user')).json()).role).toBe('coach');
  });

  it('shows the error toast when the server refuses the role', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/role-selection');
    await page.getByRole('radio', { name: /^Platform Admin/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Failed to update role. Please try again.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/role-selection');
    expect((await (await page.request.get('/api/auth/user')).json()).role).toBe('coach');
  });
});
