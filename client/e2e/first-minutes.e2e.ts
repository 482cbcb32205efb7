import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

/** 'yyyy-MM-ddTHH:mm' in the browser's zone, `days` from now at 10:00. */
function localInput(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
}

describe('the rough edges of the first ten minutes', () => {
  it('answers "I forgot my password" in the help chat with the e-mailed sign-in link', async () => {
    const page = await e2e.page();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open help chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Catalyst Assistant' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('I forgot my password');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    const answer = page.locator('li[data-role="assistant"]').nth(1);
    await answer.getByText(/E-mail me a sign-in link/).waitFor();
    await answer.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).waitFor();
  });

  it('keeps the title, description, date and duration when the booking wizard goes Back and Continue', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/sessions');
    await page.getByRole('button', { name: 'Book Session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book a Coaching Session' });
    await dialog.getByRole('button', { name: /AI Coach/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('option', { name: /Mindful Balance AI/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const when = localInput(10);
    await dialog.getByLabel('Session title').fill('Kept through Back');
    await dialog.getByLabel('Description (optional)').fill('Typed once');
    await dialog.getByLabel('Date and time').fill(when);
    await dialog.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: '90 minutes' }).click();
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await dialog.getByText('Select AI Coach').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    expect(await dialog.getByLabel('Session title').inputValue()).toBe('Kept through Back');
    expect(await dialog.getByLabel('Description (optional)').inputValue()).toBe('Typed once');
    expect(await dialog.getByLabel('Date and time').inputValue()).toBe(when);
    expect(await dialog.getByRole('combobox', { name: 'Duration' }).textContent()).toContain('90 minutes');
  });

  it('shows toasts above the chat input, never over it', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    await page.goto('/ai-coaches');
    await page.getByTestId('ai-coach-card').filter({ hasText: 'Mindful Balance AI' }).getByRole('button', { name: /Chat Interface/ }).click();
    await page.getByTestId('chat-screen').waitFor();
    const toast = page.locator('li[data-state="open"]').filter({ hasText: 'Your AI coaching session has begun!' });
    await toast.waitFor();
    const composer = page.getByTestId('chat-screen').locator('form');
    await expect
      .poll(async () => {
        const [t, c] = await Promise.all([toast.boundingBox(), composer.boundingBox()]);
        return t && c ? t.y + t.height <= c.y : false;
      })
      .toBe(true);
  });
});
