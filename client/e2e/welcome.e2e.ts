import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('welcome dialog and Quick Start Guide', () => {
  it('welcomes a user once on this device', async () => {
    const context = await e2e.context({ signInAs: 'member@acme.example', showWelcome: true });
    const page = await e2e.page(context);
    await page.goto('/');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Catalyst, Marcus!' });
    await welcome.waitFor();
    await welcome.getByText('95%').waitFor();
    await welcome.getByRole('button', { name: 'Explore on My Own' }).click();
    await welcome.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Marcus!$/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('takes the quick tour: steps, completion count, and actions that open their page', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'member@globex.example', showWelcome: true }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Take the Quick Tour' }).click();
    const guide = page.getByRole('dialog', { name: 'Quick Start Guide' });
    await guide.getByText('0 of 6 completed').waitFor();
    expect(await guide.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await guide.getByRole('button', { name: 'Mark as Complete & Continue' }).click();
    await guide.getByText('1 of 6 completed').waitFor();
    await guide.getByText('Step 2 of 6').waitFor();
    await guide.getByRole('button', { name: 'Next Step' }).click();
    await guide.getByText('Step 3 of 6').waitFor();
    await guide.getByRole('button', { name: 'Previous' }).click();
    await guide.getByText('Step 2 of 6').waitFor();

    await guide.getByRole('button', { name: 'Set a Goal' }).click();
    await page.waitForURL((url) => url.pathname === '/goals');
    await guide.waitFor({ state: 'detached' });

    // Progress is kept: reopening resumes at 2 of 6.
    await page.goto('/settings');
    await page.locator('[aria-label="Sidebar"]').getByRole('button', { name: /Quick Start Guide/ }).click();
    await guide.getByText('2 of 6 completed').waitFor();
    for (let i = 0; i < 4; i += 1) await guide.getByRole('button', { name: 'Mark as Complete & Continue' }).click();
    await guide.getByText('6 of 6 completed').waitFor();
    await guide.getByRole('button', { name: 'Complete Tutorial' }).click();
    await guide.waitFor({ state: 'detached' });
  });
});
