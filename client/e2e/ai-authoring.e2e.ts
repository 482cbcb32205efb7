import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

const METHOD =
  'The Feedback Ladder has four rungs, always climbed in order. Rung one, clarify: ask questions until you understand what the person was trying to do. Rung two, value: name what works. Rung three, concerns: ask about what worries you. Rung four, suggest: offer one idea the person may take or leave.';
const SHOTS = process.env.AUTHORING_SHOTS;

async function tabStates(page: Page): Promise<Record<string, boolean>> {
  const states: Record<string, boolean> = {};
  for (const name of ['Setup', 'Training', 'Testing', 'Deployment']) states[name] = await page.getByRole('tab', { name, exact: true }).isEnabled();
  return states;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('AI authoring in the browser', () => {
  it('builds an AI coach with the live preview showing two specialties then +N more', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/ai-coach-builder');
    await page.getByRole('button', { name: 'Create AI Coach' }).click();
    await page.getByText('AI coach name is required').waitFor();
    await page.getByText('Persona must be at least 50 characters').waitFor();
    await page.getByLabel('AI coach name').fill('Focus Friend');
    const preview = page.getByTestId('builder-preview');
    await preview.getByText('Focus Friend').waitFor();
    for (const specialty of ['Time Management', 'Stress Management', 'Strategic Planning', 'Team Building']) await page.getByRole('checkbox', { name: specialty }).click();
    await preview.getByText('+2 more').waitFor();
    expect(await preview.getByRole('listitem').count()).toBe(3);
    await page.getByLabel('Description', { exact: true }).fill('Helps my clients protect their focus every week.');
    await page.getByLabel('Persona', { exact: true }).fill('Calm, precise and a little playful; a former product lead who believes in fewer, better priorities.');
    await page.getByLabel('System prompt', { exact: true }).fill('Help people plan a week with two deep-work blocks a day. Ask what matters most first, then what to drop or defer, and end with one commitment.');
    await page.getByRole('radio', { name: 'green' }).click();
    await page.getByRole('button', { name: 'Create AI Coach' }).click();
    await page.getByText('AI Coach Created').first().waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Focus Friend' }).getByText('Active').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/builder-desktop.png`, fullPage: true });
  });

  it('walks the generator stepper with its tab rules, trains on real text, tests with a cited reply, deploys; a client of the coach sees it in /ai-coaches and chats', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/ai-assistant-generator');
    await page.getByRole('tab', { name: 'Setup' }).waitFor();
    expect(await tabStates(page)).toEqual({ Setup: true, Training: false, Testing: false, Deployment: false });

    await page.getByRole('button', { name: 'Create Assistant' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Personality type is required').waitFor();
    await page.getByText('Response style is required').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Ladder Guide');
    await page.getByLabel('Description', { exact: true }).fill('Answers questions about my feedback method.');
    await choose(page, 'Personality', 'Empathetic');
    await choose(page, 'Coaching style', 'Solution-focused');
    await choose(page, 'Response style', 'Concise');
    await page.getByRole('checkbox', { name: 'Communication Skills' }).click();
    expect(await page.getByLabel('Proactive check-ins').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByLabel('Goal tracking').getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Create Assistant' }).click();
    await page.getByText('AI Assistant Created').first().waitFor();
    await page.getByText('Your AI coaching assistant has been created and training has begun.').first().waitFor();
    expect(await tabStates(page)).toEqual({ Setup: true, Training: true, Testing: false, Deployment: false });

    await page.getByRole('tab', { name: 'Text' }).click();
    await page.locator('#knowledge-title').fill('Feedback Ladder');
    await page.locator('#knowledge-text').fill(METHOD);
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.getByRole('list', { name: 'Knowledge sources' }).getByText('Feedback Ladder').waitFor();
    await page.getByRole('button', { name: 'Start Training' }).click();
    await page.getByText('Training Started').first().waitFor();
    await page.getByTestId('training-progress').getByText('100%').waitFor();
    await page.getByRole('button', { name: 'Test Assistant' }).waitFor();
    expect(await tabStates(page)).toEqual({ Setup: true, Training: true, Testing: true, Deployment: false });

    await page.getByRole('button', { name: 'Test Assistant' }).click();
    await page.locator('#chat-input').fill('What are the four rungs of the feedback ladder?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('chat-ai-message').getByText(/From: Feedback Ladder/).waitFor();
    await page.getByRole('list', { name: 'Passages used by each reply' }).getByText('From: Feedback Ladder').waitFor();
    await page.getByRole('button', { name: 'Thumbs up' }).click();
    await page.getByLabel('Assistant metrics').getByText('Thumbs up').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/generator-testing-desktop.png`, fullPage: true });

    await page.getByRole('button', { name: 'Deploy Assistant' }).click();
    await page.getByText('Assistant Deployed').first().waitFor();
    expect(await tabStates(page)).toEqual({ Setup: true, Training: true, Testing: true, Deployment: true });
    await page.getByRole('button', { name: 'Undeploy' }).waitFor();

    const client = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await client.goto('/ai-coaches');
    const card = client.getByTestId('ai-coach-card').filter({ hasText: 'Ladder Guide' });
    await card.waitFor();
    await card.getByRole('button', { name: /Chat Interface/ }).click();
    await client.waitForURL((url) => url.searchParams.has('session'));
    await client.locator('#chat-input').fill('What are the four rungs of the feedback ladder?');
    await client.getByRole('button', { name: 'Send message' }).click();
    await client.getByTestId('chat-ai-message').getByText(/From: Feedback Ladder/).waitFor();

    // Another organisation's member never sees it.
    const outsider = await e2e.page(await e2e.context({ signInAs: 'member@globex.example' }));
    await outsider.goto('/ai-coaches');
    await outsider.getByTestId('ai-coach-card').first().waitFor();
    expect(await outsider.getByTestId('ai-coach-card').filter({ hasText: 'Ladder Guide' }).count()).toBe(0);

    if (SHOTS) {
      const phone = await e2e.page(await e2e.context({ signInAs: 'coach@example.com', phone: true }));
      await phone.goto('/ai-assistant-generator');
      await phone.getByRole('button', { name: /Ladder Guide/ }).click();
      await phone.screenshot({ path: `${SHOTS}/generator-phone.png`, fullPage: true });
      await phone.goto('/ai-coach-builder');
      await phone.getByText('Live preview').waitFor();
      await phone.screenshot({ path: `${SHOTS}/builder-phone.png`, fullPage: true });
    }
  });
});
