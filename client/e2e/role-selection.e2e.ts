import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowErrors, type E2E, startE2E } from './support';

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
    allowErrors(page, /^response: 403 POST \S+\/trpc\/auth\.updateRole/);
    await page.goto('/role-selection');
    await page.getByRole('radio', { name: /^Platform Admin/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    // The server's reason, not a generic retry.
    await page.getByText('The Platform Admin role cannot be chosen. Platform administrators are appointed by the Catalyst team.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/role-selection');
    expect((await (await page.request.get('/api/auth/user')).json()).role).toBe('coach');
  });

  it('asks before a change that drops the person\'s own admin rights, and Settings leads to the role choice', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example' }));
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Role' }).waitFor();
    await page.getByText('You are signed in as Organization Admin.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Change role' }).click();
    await page.waitForURL((url) => url.pathname === '/role-selection');

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.locator('[role="radio"][data-role="client"]').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe('Change your role from Organization Admin to Client? You will lose your Organization Admin rights, and only another admin can give them back.');
    expect((await (await page.request.get('/api/auth/user')).json()).role).toBe('organization_admin');
    expect(new URL(page.url()).pathname).toBe('/role-selection');
  });
});
