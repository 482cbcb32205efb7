import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_STARTER_PROMPTS } from '../../shared/constants/chat';
import { type E2E, startE2E } from './support';

// The app's own builtin coach engine, as a person meets it (ai-chat.e2e.ts scripts the model instead).
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('AI coach chat with the builtin engine', () => {
  it('answers a starter prompt with a structured coaching reply, and a different message differently', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/ai-coaches');
    await page.getByTestId('ai-coach-card').filter({ hasText: 'Change Navigator AI' }).getByRole('button', { name: /Chat Interface/ }).click();
    await page.waitForURL((url) => url.searchParams.has('session'));

    await page.getByTestId('chat-welcome').getByRole('button', { name: CHAT_STARTER_PROMPTS[1] }).click();
    const replies = page.getByTestId('chat-ai-message');
    await replies.first().getByText('Action items', { exact: false }).waitFor();
    expect(await replies.first().getByRole('button', { name: /Add as goal/ }).count()).toBeGreaterThan(0);
    const first = (await replies.first().textContent()) ?? '';

    await page.getByPlaceholder('Ask your AI coach anything...').fill('I need to delegate the weekly report but I do not trust anyone to do it right.');
    await page.keyboard.press('Enter');
    await expect.poll(() => replies.count(), { timeout: 15_000 }).toBe(2);
    await replies.nth(1).getByRole('button', { name: /Add as goal/ }).first().waitFor();
    const second = (await replies.nth(1).textContent()) ?? '';
    expect(second).not.toBe(first);
    // It knows the client's own goal on this topic.
    expect(second).toContain('Improve delegation skills');
  });
});
