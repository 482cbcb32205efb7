import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

/** What an integrator's script does with the token: plain fetch against /api, no cookie. */
function withToken(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  return fetch(`${e2e.app.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

describe('Settings -> API tokens', () => {
  it('creates a token shown once, which works against /api until it is revoked', async () => {
    const context = await e2e.context({ signInAs: 'client@example.com' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.app.url });
    const page = await e2e.page(context);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'API tokens', exact: true }).waitFor();
    await page.getByText('No API tokens yet.').waitFor();

    await page.getByLabel('Token name').fill('Reporting script');
    await page.getByLabel('Access').click();
    await page.getByRole('option', { name: 'Read and write' }).click();
    await page.getByRole('button', { name: 'Create Token' }).click();

    const secret = page.getByTestId('api-token-secret');
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^cat_[A-Za-z0-9_-]{43}$/);
    await page.getByText('Copy this token now: it will not be shown again.').waitFor();
    await page.getByTestId('api-token-created').getByRole('button', { name: 'Copy' }).click();
    await page.getByTestId('api-token-created').getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const row = page.getByTestId('api-token-row').filter({ hasText: 'Reporting script' });
    await row.waitFor();
    expect(await row.textContent()).toContain('write');
    expect(await row.textContent()).toContain('Never');

    // The integrator's side: reads and writes as the owner.
    const me = await withToken(token, '/api/auth/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('client@example.com');
    const goal = await withToken(token, '/api/goals', { method: 'POST', body: { title: 'Synced by a script', description: 'Created with an API token', category: 'career', targetDate: '2027-01-15' } });
    expect(goal.status).toBe(200);

    // Once: after Done (and after a reload) the secret is nowhere on the page; the list shows the use.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Create Token' }).waitFor();
    expect(await secret.count()).toBe(0);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(token);
    expect(await row.textContent()).not.toContain('Never');

    await row.getByRole('button', { name: 'Revoke Reporting script' }).click();
    await page.getByText('Token Revoked', { exact: true }).first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByText('No API tokens yet.').waitFor();

    const refused = await withToken(token, '/api/auth/user');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'This API token has been revoked' });
  });

  it('asks for a name, and fits a phone without sideways scrolling', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com', phone: true }));
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'API tokens', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create Token' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await page.getByTestId('api-token-secret').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
