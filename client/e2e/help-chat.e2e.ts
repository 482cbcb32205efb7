import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_CHAT_APOLOGY, HELP_CHAT_VISITOR_WELCOME } from '@shared/constants/chatbot';
import { allowErrors, type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

const ASK = '**/trpc/chatbot.ask**';

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open help chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Catalyst Assistant' });
  await chat.waitFor();
  return chat;
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const assistantBubbles = (page: Page) => page.locator('li[data-role="assistant"]');

describe('help chat', () => {
  it('answers a visitor, keeps the page on a scroll action and navigates on a navigate action', async () => {
    const page = await e2e.page();
    await page.goto('/');
    const chat = await openChat(page);
    await chat.getByText(HELP_CHAT_VISITOR_WELCOME).waitFor();
    expect(await chat.getByRole('button', { name: 'Helpful', exact: true }).count()).toBe(0);

    // Shift+Enter does not send; Enter does.
    await input(page).fill('How much does it cost?');
    await input(page).press('Shift+Enter');
    // After the next frame React has committed whatever the key did: the draft is still there, nothing was sent.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await input(page).inputValue()).toBe('How much does it cost?');
    expect(await page.locator('li[data-role="user"]').count()).toBe(0);
    await input(page).press('Enter');
    const answer = assistantBubbles(page).nth(1);
    await answer.getByText(/\$50\/month/).waitFor();
    await answer.getByText(/7-day free trial/).waitFor();
    expect(await input(page).inputValue()).toBe('');
    // Visitors never see thumbs.
    expect(await chat.getByRole('button', { name: 'Not helpful' }).count()).toBe(0);

    await answer.getByRole('button', { name: 'See Pricing' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('pricing')?.getBoundingClientRect().top;
      return top !== undefined && top >= -1 && top < window.innerHeight;
    });
    expect(new URL(page.url()).pathname).toBe('/');

    await answer.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL((url) => url.pathname === '/client-signup');
    // The widget lives above the routes: the conversation survives the navigation.
    await page.getByText(/\$50\/month/).first().waitFor();
  });

  it('takes a scroll action from any page: a visitor to the landing section, a member to the page with the same content', async () => {
    const page = await e2e.page();
    await page.goto('/privacy');
    await openChat(page);
    // The welcome offers the landing page's sections wherever the visitor is.
    await assistantBubbles(page).first().getByRole('button', { name: 'See Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.locator('#pricing').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200), { timeout: 5000 }).toBe(true);

    const member = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    await member.goto('/goals');
    await openChat(member);
    await input(member).fill('How much does it cost?');
    await input(member).press('Enter');
    await assistantBubbles(member).nth(1).getByRole('button', { name: 'Manage Subscription' }).click();
    await member.waitForURL((url) => url.pathname === '/subscription');
  });

  it('greets a signed-in member, takes thumbs on real answers only and navigates to a suggested page', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/');
    const chat = await openChat(page);
    await chat.getByText(/Hi Casey!/).waitFor();
    for (const label of ['Find a Coach', 'AI Coaching', 'My Dashboard']) await chat.getByRole('button', { name: label }).waitFor();
    expect(await chat.getByRole('button', { name: 'Helpful', exact: true }).count()).toBe(0);

    await input(page).fill('how can I reschedule my session?');
    await chat.getByRole('button', { name: 'Send message' }).click();
    const answer = assistantBubbles(page).nth(1);
    await answer.getByText(/Reschedule/).waitFor();
    const helpful = answer.getByRole('button', { name: 'Helpful', exact: true });
    await helpful.click();
    expect(await waitFor(() => helpful.getAttribute('aria-pressed'), (pressed) => pressed === 'true')).toBe('true');

    const feedback = await waitFor(() => e2e.app.db.selectFrom('chatbotFeedback').selectAll().execute(), (rows) => rows.length === 1);
    expect(Boolean(feedback[0]!.wasHelpful)).toBe(true);
    expect(Boolean(feedback[0]!.needsFollowUp)).toBe(false);

    await answer.getByRole('button', { name: 'My Sessions' }).click();
    await page.waitForURL((url) => url.pathname === '/sessions');
  });

  it('blocks blank sends, shows the typing indicator while a reply is pending, and apologises when the ask fails', async () => {
    const page = await e2e.page();
    allowErrors(page, /^response: 500 POST \S+\/trpc\/chatbot\.ask/);
    await page.goto('/sign-in');
    const chat = await openChat(page);
    const send = chat.getByRole('button', { name: 'Send message' });
    await input(page).fill('   ');
    expect(await send.isDisabled()).toBe(true);

    // The reply is held until the test has looked at the pending state, then fails.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ASK, async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'down for maintenance' });
    });
    await input(page).fill('is there a free trial?');
    await input(page).press('Enter');
    await chat.getByRole('status', { name: 'Assistant is typing' }).waitFor();
    await input(page).fill('a second question while pending');
    expect(await send.isDisabled()).toBe(true);
    release();
    await chat.getByText(HELP_CHAT_APOLOGY).waitFor();
    await chat.getByRole('status', { name: 'Assistant is typing' }).waitFor({ state: 'detached' });
    expect(await page.locator('li[data-role="user"]').count()).toBe(1);
  });

  it('fits the card on a phone screen', async () => {
    const page = await e2e.page(await e2e.context({ phone: true }));
    await page.goto('/');
    const chat = await openChat(page);
    const box = await chat.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  });
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('help chat safety', () => {
  it('answers a visitor in crisis with resources, on any page, and checks in on an ambiguous message before answering with them', async () => {
    const page = await e2e.page();
    await page.goto('/privacy');
    await openChat(page);
    await input(page).fill('i cant do this anymore, i want to kill myself');
    await input(page).press('Enter');
    const crisis = assistantBubbles(page).nth(1);
    await crisis.getByText(/988/).first().waitFor();
    await crisis.getByText(/not a crisis service/).waitFor();
    await crisis.getByRole('button', { name: 'Contact Us' }).waitFor();
    expect(await crisis.innerText()).not.toMatch(/not sure I understood|rephrase/i);

    const other = await e2e.page();
    await other.goto('/browse-coaches');
    await openChat(other);
    await input(other).fill("honestly what's the point of anything");
    await input(other).press('Enter');
    await assistantBubbles(other).nth(1).getByText(/thoughts of ending your life/).waitFor();
    await input(other).fill('yeah, sometimes');
    await input(other).press('Enter');
    await assistantBubbles(other).nth(2).getByText(/988/).first().waitFor();
  });
});
