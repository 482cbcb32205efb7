import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('coach directory', () => {
  it('a visitor on /browse-coaches filters by specialty and minimum rating, then clears the filters', async () => {
    const page = await e2e.page();
    await page.goto('/browse-coaches');
    await page.getByText('13 coaches found').waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login?redirect=%2Fbrowse-coaches');
    expect(await page.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/api/login?redirect=%2Fclient-onboarding');

    await page.getByRole('combobox', { name: 'Specialty' }).click();
    await page.getByRole('option', { name: 'Change Management' }).click();
    await page.getByText('3 coaches found').waitFor();

    await page.getByRole('combobox', { name: 'Minimum rating' }).click();
    await page.getByRole('option', { name: '4.5+ stars' }).click();
    await page.getByText('2 coaches found').waitFor();
    const names = await page.getByTestId('coach-card').locator('h3').allTextContents();
    expect(names.sort()).toEqual(['David Okonkwo', 'Jordan Rivera']);

    await page.getByRole('combobox', { name: 'Minimum rating' }).click();
    await page.getByRole('option', { name: '5 stars' }).click();
    await page.getByText('No coaches found').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).last().click();
    await page.getByText('13 coaches found').waitFor();
    await page.getByLabel('Search').fill('Jordan Rivera');
    await page.getByText('1 coach found').waitFor();
  });

  it('a visitor who books signs in first and comes back to the booking dialog with that coach', async () => {
    const page = await e2e.page();
    await page.goto('/browse-coaches');
    const card = page.getByTestId('coach-card').filter({ hasText: 'Priya Patel' });
    await card.getByRole('button', { name: /Book Session/ }).click();
    await page.waitForURL(/\/sign-in\?redirect=/);
    await page.getByLabel('Email').fill('member@globex.example');
    await page.getByLabel('Password').fill('catalyst-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/browse-coaches');
    const dialog = page.getByRole('dialog', { name: 'Book a Coaching Session' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Priya Patel').waitFor();
    await dialog.getByRole('button', { name: 'Change' }).waitFor();
  });

  it('View Profile opens the coach profile from the API', async () => {
    const page = await e2e.page();
    await page.goto('/browse-coaches');
    await page.getByTestId('coach-card').filter({ hasText: 'Fatima Al-Sayed' }).getByRole('button', { name: 'View Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fatima Al-Sayed' });
    await dialog.getByText('Background').waitFor();
    expect(await dialog.textContent()).toContain('(71 reviews)');
  });

  it('/coaches filters by chip, searches, sorts and shows the empty state', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/coaches');
    await page.getByText('13 coaches found').waitFor();
    await page.getByRole('button', { name: 'Startup', exact: true }).click();
    await page.getByText('2 coaches found').waitFor();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Lowest price' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="coach-card"] h3')?.textContent === 'Lena Novak');
    expect(await page.getByTestId('coach-card').first().textContent()).not.toContain('Starting at');
    await page.getByLabel('Search coaches').fill('no such coach');
    await page.getByText('No coaches found').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByText('13 coaches found').waitFor();
    const unavailable = page.getByTestId('coach-card').filter({ hasText: 'Elena Rossi' }).getByRole('button', { name: /unavailable/i });
    expect(await unavailable.isDisabled()).toBe(true);
    expect(await unavailable.textContent()).toContain('Unavailable');
  });
});
