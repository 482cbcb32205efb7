import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('no dead ends in the sidebar', () => {
  // Every role sees the spec's features (all visible by default); the admin also the Admin Panel.
  it.each(['client@example.com', 'admin@example.com'])(
    'lands every sidebar link of %s on a working screen, never Page Not Found',
    async (email) => {
      // A feature the role may not use reads its data as 403 and explains that on its screen (the spec's sidebar shows every feature).
      const page = await e2e.page(await e2e.context({ signInAs: email }), { allowErrors: [/^response: 403 GET /] });
      await page.goto('/dashboard');
      const nav = page.locator('[aria-label="Sidebar"] [data-sidebar="standard"]');
      await nav.waitFor();
      // Screens of the app (sign-out and other /api addresses are not screens).
      const hrefs = [...new Set(await nav.locator('a[href^="/"]:not([href^="/api/"])').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))];
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) {
        // Clicked as a person would (no reload); the new screen is the first heading that was not there before.
        await page.locator('main h1').evaluateAll((headings) => headings.forEach((h) => h.setAttribute('data-seen', '')));
        await nav.locator(`a[href="${href}"]`).first().click();
        await page.waitForURL((url) => url.pathname + url.search === href);
        const heading = page.locator('main h1:not([data-seen])').first();
        await heading.waitFor();
        expect(await heading.textContent(), `${email}: ${href}`).not.toBe('Page Not Found');
      }
    },
  );
});
