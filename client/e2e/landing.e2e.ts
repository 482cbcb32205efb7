import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

const activeSlide = (page: Page) => page.locator('[data-slide][data-active="true"]').getAttribute('data-slide');
const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').textContent();

async function waitForSlide(page: Page, slide: string, timeout: number) {
  await page.waitForFunction((id) => document.querySelector(`[data-slide="${id}"]`)?.getAttribute('data-active') === 'true', slide, { timeout });
}

describe('landing page', () => {
  it('rotates the hero carousel every 5 seconds and the tab switcher follows the slide', async () => {
    const page = await e2e.page();
    // The page's clock runs on its own, and the test moves it on instead of waiting out each five seconds;
    // the 3 s allowed for each change keep the bounds the real-time version had (a slide lasts 4 to 8 s).
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('link', { name: 'Find Your Coach - $50/month' }).waitFor();
    expect(await activeSlide(page)).toBe('individuals');
    expect(await selectedTab(page)).toBe('Individuals');

    // Not after four seconds; by five.
    await page.clock.runFor(4000);
    expect(await activeSlide(page)).toBe('individuals');
    await page.clock.runFor(1000);
    await waitForSlide(page, 'organizations', 3000);
    expect(await selectedTab(page)).toBe('Organizations');
    await page.getByRole('link', { name: 'Transform Your Organization' }).first().waitFor();

    await page.clock.runFor(5000);
    await waitForSlide(page, 'coaches', 3000);
    expect(await selectedTab(page)).toBe('Coaches');
    await page.clock.runFor(5000);
    await waitForSlide(page, 'individuals', 3000);
  });

  it('selects a slide with its dot, and each call to action leads where the spec says', async () => {
    const page = await e2e.page();
    await page.goto('/');
    await page.getByRole('button', { name: 'Show slide 3: Coaches' }).click();
    expect(await activeSlide(page)).toBe('coaches');
    expect(await selectedTab(page)).toBe('Coaches');
    const coachCta = page.getByRole('link', { name: 'Join as Coach - $250/month' });
    expect(await coachCta.getAttribute('href')).toBe('/coach-onboarding');

    await page.getByRole('button', { name: 'Show slide 2: Organizations' }).click();
    expect(await activeSlide(page)).toBe('organizations');
    expect(await page.locator('[data-slide="organizations"]').getByRole('link', { name: 'Transform Your Organization' }).getAttribute('href')).toBe('/organization-setup');

    await page.getByRole('button', { name: 'Show slide 1: Individuals' }).click();
    expect(await page.getByRole('link', { name: 'Find Your Coach - $50/month' }).getAttribute('href')).toBe('/client-signup');
    expect(await page.locator('[data-slide="individuals"]').getByRole('link', { name: 'Sign In to Dashboard' }).getAttribute('href')).toBe('/api/login');
  });

  it('shows the pricing from the business constants in each tab', async () => {
    const page = await e2e.page();
    await page.goto('/');
    await page.getByRole('button', { name: 'Pause slide rotation' }).click();
    const pricing = page.locator('#pricing');
    await pricing.getByText('No credit card needed for the trial').waitFor();
    await pricing.getByRole('tab', { name: 'Coaches' }).click();
    await pricing.getByText('$250').waitFor();
    await pricing.getByText('$500').waitFor();
    await pricing.getByText('Up to 50 active clients').waitFor();
    // Said once per plan card, not twice.
    expect(await pricing.getByText('Up to 10 active clients').count()).toBe(1);
    await pricing.getByRole('tab', { name: 'Organizations' }).click();
    await pricing.getByText('Custom pricing via sales').waitFor();
    await page.locator('#features').getByRole('heading', { name: 'Video Sessions' }).waitFor();
  });

  it('opens real pages from the footer: Privacy Policy, Terms of Service, Contact Us', async () => {
    const page = await e2e.page();
    for (const [link, path] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact Us', '/contact'],
    ] as const) {
      await page.goto('/');
      await page.locator('footer').getByRole('link', { name: link }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: link }).waitFor();
    }
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const page = await e2e.page(await e2e.context({ phone: true }));
    for (const path of ['/', '/client-signup', '/privacy', '/contact', '/sign-in']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor({ state: 'attached' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
