import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

const sidebar = '[aria-label="Sidebar"]';

describe('signed-in shell', () => {
  it('shows the dashboard at / inside the shell, with the standard sidebar and the active item', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/');
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Casey!$/ }).waitFor();
    const nav = page.locator(`${sidebar} [data-sidebar="standard"]`);
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Progress' }).getAttribute('href')).toBe('/reports');
    expect(await nav.getByText('Enterprise Plan').count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    // The same dashboard at /dashboard: its item is the active one there too.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Casey!$/ }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await page.goto('/goals');
    await page.getByRole('heading', { name: 'Goals', level: 1 }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the booking wizard from Quick Book in the header', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Quick Book' }).click();
    await page.getByRole('dialog', { name: 'Book a Coaching Session' }).waitFor();
  });

  it('opens the help assistant from the Support page', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/support');
    await page.getByRole('button', { name: 'Ask the Assistant' }).click();
    await page.getByRole('dialog', { name: 'Catalyst Assistant' }).getByRole('textbox', { name: 'Message' }).waitFor();
  });

  it('remembers the compact sidebar and its collapsed state across a reload', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/settings');
    await page.locator('[data-sidebar="standard"]').waitFor();
    await page.getByRole('radio', { name: 'Compact sidebar' }).click();
    await page.locator('[data-sidebar="compact"]').waitFor();
    await page.getByRole('button', { name: 'Quick Book Session' }).waitFor();

    await page.reload();
    await page.locator('[data-sidebar="compact"]').waitFor();
    expect(await page.locator('[data-sidebar="standard"]').count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Compact sidebar' }).getAttribute('aria-checked')).toBe('true');

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.locator('[data-sidebar="compact"][data-collapsed="true"]').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-sidebar="compact"]')?.getBoundingClientRect().width === 64);
    await page.reload();
    await page.locator('[data-sidebar="compact"][data-collapsed="true"]').waitFor();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.waitForFunction(() => document.querySelector('[data-sidebar="compact"]')?.getBoundingClientRect().width === 256);

    await page.getByRole('radio', { name: 'Standard sidebar' }).click();
    await page.locator('[data-sidebar="standard"]').waitFor();
  });

  it('hides a feature from the navigation once saved in /feature-config, and Reset All Settings brings it back', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/feature-config');
    const save = page.getByRole('button', { name: 'Save Configuration' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    const goalsLink = page.locator(`${sidebar} a[data-feature="goals"]`);
    expect(await goalsLink.count()).toBe(1);

    await page.getByRole('switch', { name: 'Goals' }).click();
    expect(await save.isEnabled()).toBe(true);
    expect(await goalsLink.count()).toBe(1); // nothing changes before saving
    await save.click();
    await page.getByText('Configuration Saved').first().waitFor();
    expect(await save.isDisabled()).toBe(true);
    await goalsLink.waitFor({ state: 'detached' });
    expect(await page.locator(`${sidebar} [data-nav-group="core"] button[aria-expanded]`).textContent()).toContain('5');

    await page.reload();
    await page.locator(`${sidebar} a[data-feature="calendar"]`).waitFor();
    expect(await goalsLink.count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Goals' }).getAttribute('aria-checked')).toBe('false');

    await page.getByRole('button', { name: 'Sidebar options' }).click();
    await page.getByRole('menuitem', { name: 'Reset All Settings' }).click();
    await goalsLink.waitFor();
  });

  it('collapses and expands a navigation group', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/');
    const header = page.locator(`${sidebar} [data-nav-group="coaching"] button[aria-expanded]`);
    await header.click();
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(`${sidebar} a[data-feature="ai-coaches"]`).count()).toBe(0);
    await page.reload();
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    await header.click();
    await page.locator(`${sidebar} a[data-feature="ai-coaches"]`).waitFor();
  });

  it('shows the Admin Panel link to admins only', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'admin@example.com' }));
    await page.goto('/settings');
    expect(await page.locator(sidebar).getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin');
  });

  it('tells a signed-out visitor on a signed-in route, sends them to sign-in, and back there afterwards', async () => {
    const page = await e2e.page();
    await page.goto('/settings?tab=profile');
    // Shown for half a second before the page leaves: checked every frame, not on the locator's slower polls.
    await page.waitForFunction((text) => document.body.innerText.includes(text), 'You are logged out. Logging in again...', { polling: 'raf', timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings?tab=profile');
    await page.getByLabel('Email').fill('coach@example.com');
    await page.getByLabel('Password').fill('catalyst-demo');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('button', { name: 'Explore on My Own' }).click(); // first visit on this device
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  });

  it('shows Page Not Found for an unknown path, signed in too', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it('opens the navigation as a drawer on a phone, without sideways scrolling', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com', phone: true }));
    for (const path of ['/', '/role-selection', '/feature-config', '/settings', '/support', '/subscription']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await drawer.waitFor({ state: 'detached' });
  });
});
