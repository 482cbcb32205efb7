import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('messages', () => {
  it('a coach and a client exchange messages live, with unread badges updating without a reload', async () => {
    const coach = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    const client = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));

    await client.goto('/messages');
    await client.getByText('Select a Conversation').waitFor();
    const clientList = client.getByRole('list', { name: 'Conversations' });
    await clientList.getByRole('button', { name: /Catalyst Support/ }).click();
    await client.getByText('2 participants').waitFor();

    await coach.goto('/messages');
    await coach.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /Casey Client/ }).click();
    const coachBox = coach.getByRole('textbox', { name: 'Message' });
    await coachBox.fill('Hi Casey, how did the Friday check-in go?');
    await coachBox.press('Enter');
    await coach.getByRole('log').getByText('Hi Casey, how did the Friday check-in go?').waitFor();
    expect(await coachBox.inputValue()).toBe('');

    // The client is looking at another conversation: the coach's thread gets a badge, live.
    const jordan = clientList.getByRole('button', { name: /Jordan Rivera/ });
    await jordan.getByText('Hi Casey, how did the Friday check-in go?').waitFor();
    await jordan.getByLabel('3 unread').waitFor();
    await jordan.click();
    await client.getByRole('log').getByText('Hi Casey, how did the Friday check-in go?').waitFor();
    await jordan.getByLabel(/unread/).waitFor({ state: 'detached' });

    // Shift+Enter adds a line; Enter sends both lines as one message.
    const clientBox = client.getByRole('textbox', { name: 'Message' });
    await clientBox.fill('It went well.');
    await clientBox.press('Shift+Enter');
    await clientBox.pressSequentially('Priya ran it herself.');
    expect(await clientBox.inputValue()).toBe('It went well.\nPriya ran it herself.');
    await clientBox.press('Enter');
    await coach.getByRole('log').getByText(/It went well\.\s+Priya ran it herself\./).waitFor();

    // Whitespace alone is never sent.
    await clientBox.fill('   ');
    await clientBox.press('Enter');
    expect(await client.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
  });

  it('the Message button on a coach card opens a direct conversation with that coach', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'member@globex.example' }));
    await page.goto('/coaches');
    await page.getByRole('button', { name: 'Message Priya Patel' }).first().click();
    await page.waitForURL(/\/messages\?conversationId=\d+/);
    await page.getByRole('heading', { name: 'Priya Patel' }).waitFor();
    await page.getByText('No messages yet. Start the conversation!').waitFor();
    await page.getByLabel('Search conversations').fill('zzz');
    await page.getByText('No conversations found').waitFor();
  });
});
