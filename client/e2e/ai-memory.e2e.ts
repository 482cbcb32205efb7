import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

// The builtin engine and the real memory: what the person tells the coach shows under "What I remember".
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('AI coach memory in the chat screen', () => {
  it('shows what the coach remembers from the chat and forgets an item on request', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/ai-coaches');
    await page.getByTestId('ai-coach-card').filter({ hasText: 'Team Dynamics AI' }).getByRole('button', { name: /Chat Interface/ }).click();
    // The seeded session with this coach is still open: continue it.
    await page.getByRole('dialog', { name: 'Continue your session?' }).getByRole('button', { name: 'Continue session' }).click();
    await page.waitForURL((url) => url.searchParams.has('session'));

    const input = page.getByPlaceholder('Ask your AI coach anything...');
    await input.waitFor();
    // The seeded conversation may already hold replies: wait for the one to this message.
    await page.getByTestId('chat-welcome').or(page.getByRole('list', { name: 'Messages' })).first().waitFor();
    const replies = page.getByTestId('chat-ai-message');
    const before = await replies.count();
    await input.fill('My manager Priya keeps adding work to my plate. I will talk to Priya about priorities on Monday.');
    await page.keyboard.press('Enter');
    await expect.poll(() => replies.count(), { timeout: 15_000 }).toBe(before + 1);
    await replies.last().getByRole('button', { name: /Add as goal/ }).first().waitFor();
    // The reply uses the name and the date the person gave.
    const reply = (await replies.last().textContent()) ?? '';
    expect(reply).toContain('Priya');
    expect(reply).toContain('Monday');

    await page.getByTestId('ai-memory-open').click();
    const panel = page.getByTestId('ai-memory');
    await panel.getByRole('heading', { name: 'What your AI coach remembers' }).waitFor();
    const items = panel.getByTestId('ai-memory-item');
    await items.filter({ hasText: 'Priya: your manager' }).waitFor();
    await items.filter({ hasText: 'Talk to Priya about priorities on Monday' }).waitFor();

    await panel.getByRole('button', { name: 'Forget this: Talk to Priya about priorities on Monday' }).click();
    await page.getByText('Forgotten', { exact: true }).first().waitFor();
    await expect.poll(() => items.filter({ hasText: 'Talk to Priya about priorities on Monday' }).count()).toBe(0);
    expect(await items.filter({ hasText: 'Priya: your manager' }).count()).toBe(1);

    // Gone for good: a fresh load shows the same.
    await page.reload();
    await page.getByTestId('ai-memory-open').click();
    await page.getByTestId('ai-memory-item').filter({ hasText: 'Priya: your manager' }).waitFor();
    expect(await page.getByTestId('ai-memory-item').filter({ hasText: 'Talk to Priya' }).count()).toBe(0);
  });

  it('shows an empty state to someone the coach knows nothing about, on a phone', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'member@globex.example', phone: true }));
    await page.goto('/ai-coaches');
    await page.getByTestId('ai-coach-card').first().getByRole('button', { name: /Chat Interface/ }).click();
    await page.waitForURL((url) => url.searchParams.has('session'));
    await page.getByTestId('ai-memory-open').click();
    await page.getByText('Nothing yet.', { exact: false }).waitFor();
  });
});
