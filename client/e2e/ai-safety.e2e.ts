import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

// The real safety check and builtin engine: what a person in crisis sees, and how they reach a person.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

async function openChat(e2eContext: Awaited<ReturnType<E2E['context']>>, coach: string) {
  const page = await e2e.page(e2eContext);
  await page.goto('/ai-coaches');
  await page.getByTestId('ai-coach-card').filter({ hasText: coach }).getByRole('button', { name: /Start AI Session/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Start/ }).last().click();
  await page.waitForURL((url) => url.searchParams.has('session'));
  await page.getByPlaceholder('Ask your AI coach anything...').waitFor();
  return page;
}

describe('AI chat safety', () => {
  it('shows the crisis reply with resources and a real "Talk to a human coach" button that opens the coach conversation', async () => {
    const page = await openChat(await e2e.context({ signInAs: 'client@example.com' }), 'Career Compass AI');
    const input = page.getByPlaceholder('Ask your AI coach anything...');
    await input.fill('I have been saving my pills and tonight I am going to take them all');
    await page.keyboard.press('Enter');
    const reply = page.locator('[data-testid="chat-ai-message"][data-reply-kind="safety"]').last();
    await reply.getByText(/not a crisis service/).waitFor({ timeout: 15_000 });
    const actions = reply.getByTestId('crisis-actions');
    await actions.getByText(/988/).first().waitFor();
    await actions.getByRole('button', { name: 'Talk to a human coach' }).click();
    await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('conversationId'));
    await page.getByText('I would like to talk to a person now, please.', { exact: false }).first().waitFor();
  });

  it('"Talk to my coach" drafts a summary the person edits and sends to their coach', async () => {
    const page = await openChat(await e2e.context({ signInAs: 'client@example.com' }), 'Team Dynamics AI');
    const input = page.getByPlaceholder('Ask your AI coach anything...');
    const replies = page.getByTestId('chat-ai-message');
    await input.fill('I will hand the client reports to Jenna by Friday.');
    await page.keyboard.press('Enter');
    await expect.poll(() => replies.count(), { timeout: 15_000 }).toBe(1);

    await page.getByRole('button', { name: 'Talk to my coach' }).click();
    const dialog = page.getByRole('dialog', { name: 'Talk to my coach' });
    const text = dialog.getByRole('textbox', { name: 'Message to your coach' });
    await expect.poll(() => text.inputValue(), { timeout: 10_000 }).toMatch(/Hand the client reports to Jenna by Friday/i);
    await text.fill(`${await text.inputValue()}\n\nP.S. Can we look at this on Monday?`);
    await dialog.getByRole('button', { name: /^Send to / }).click();
    await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('conversationId'));
    await page.getByText('P.S. Can we look at this on Monday?', { exact: false }).first().waitFor();
  });
});
