import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_STARTER_PROMPTS } from '../../shared/constants/chat';
import type { CoachModel, CoachReply } from '../../server/lib/ai';
import { allowErrors, type E2E, startE2E } from './support';

const REPLY: CoachReply = {
  message: 'Leadership challenges get lighter once you name the decision only you can make, and make it this week.',
  suggestions: ['Write the decision down in one sentence'],
  actionItems: ['Block 30 minutes on Friday to review decisions', 'Ask each report what slows them down'],
  followUpQuestions: ['Which decision have you been putting off?'],
};

// A scripted model: the reply streams word by word with a visible pace, as a real model's would.
const model: CoachModel = {
  provider: 'scripted',
  async reply(_request, options) {
    for (const word of REPLY.message.split(/(?<= )/)) {
      options?.onDelta?.(word);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    return REPLY;
  },
};

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ ai: model });
});
afterAll(() => e2e.close());

describe('AI coach chat', () => {
  it('opens a Chat Interface from /ai-coaches, streams the reply, adds an action item as a goal and keeps the history once', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/ai-coaches');
    await page.getByText('24/7 Availability').waitFor();
    const card = page.getByTestId('ai-coach-card').filter({ hasText: 'Career Compass AI' });
    expect(await card.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await card.getByRole('button', { name: /Chat Interface/ }).click();

    await page.waitForURL((url) => url.pathname === '/ai-coaches' && url.searchParams.has('session'));
    const chat = page.getByTestId('chat-screen');
    await chat.getByRole('heading', { name: 'Career Compass AI', exact: true }).waitFor();
    expect(await page.getByTestId('ai-notice').textContent()).toContain('AI coach');
    const welcome = page.getByTestId('chat-welcome');
    for (const prompt of CHAT_STARTER_PROMPTS) await welcome.getByRole('button', { name: prompt }).waitFor();

    await welcome.getByRole('button', { name: CHAT_STARTER_PROMPTS[0] }).click();
    await page.getByTestId('chat-user-message').filter({ hasText: CHAT_STARTER_PROMPTS[0] }).waitFor();
    // Word by word: a partial reply shows before the whole one.
    const streaming = page.getByTestId('chat-streaming');
    await streaming.waitFor();
    const partial = (await streaming.textContent()) ?? '';
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(REPLY.message.length);

    const reply = page.getByTestId('chat-ai-message');
    await reply.getByText(REPLY.message).waitFor();
    await reply.getByText('Suggestions').waitFor();
    await reply.getByText(REPLY.followUpQuestions[0] as string).waitFor();
    await reply.getByRole('button', { name: REPLY.suggestions[0] as string }).click();
    expect(await page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe(REPLY.suggestions[0]);

    const item = REPLY.actionItems[0] as string;
    await reply.getByRole('button', { name: `Add as goal: ${item}` }).click();
    await reply.getByRole('button', { name: `Added as a goal: ${item}` }).waitFor();
    const client = await e2e.app.signIn('client@example.com');
    const goals = (await client.get('/api/goals')).body as { title: string }[];
    expect(goals.filter((goal) => goal.title === item)).toHaveLength(1);

    let subscribed = 0;
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => void (String(frame.payload).includes('started') && (subscribed += 1))));
    await page.reload();
    await page.getByTestId('chat-ai-message').getByText(REPLY.message).waitFor();
    // The transcript read and the live subscriptions have both run (the server confirmed them, no request is left open): still one of each.
    await expect.poll(() => subscribed).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('chat-user-message').count()).toBe(1);
    expect(await page.getByTestId('chat-ai-message').count()).toBe(1);
    expect(await page.getByTestId('chat-typing').count()).toBe(0);
  });

  it('starts an in-progress AI session from the Start AI Session modal and returns with the back button', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    await page.goto('/ai-coaches');
    const card = page.getByTestId('ai-coach-card').filter({ hasText: 'Acme Leadership Compass' });
    await card.getByRole('button', { name: /Start AI Session/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Start AI Session' }).waitFor();
    await dialog.getByLabel('Session title').fill('Quarterly plan');
    await dialog.getByRole('button', { name: 'Start Session' }).click();
    await page.waitForURL((url) => url.searchParams.has('session'));
    await page.getByTestId('chat-welcome').waitFor();
    const id = Number(new URL(page.url()).searchParams.get('session'));
    const member = await e2e.app.signIn('member@acme.example');
    expect((await member.get(`/api/sessions/${id}`)).body).toMatchObject({ type: 'ai', status: 'in_progress', title: 'Quarterly plan' });
    await page.getByRole('button', { name: 'Back to AI coaches' }).click();
    await page.getByRole('heading', { name: 'AI Coaching Personas' }).waitFor();
  });

  it("shows 'Error' / 'Failed to start AI coaching session' when the session cannot be created", async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    allowErrors(page, /^response: 500 POST \S+\/trpc\/sessions\.create/);
    await page.route(/\/trpc\/sessions\.create/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '[{"error":{"json":{"message":"down","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500}}}}]' }));
    await page.goto('/ai-coaches');
    await page.getByTestId('ai-coach-card').filter({ hasText: 'Startup Growth AI' }).getByRole('button', { name: /Start AI Session/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start Session' }).click();
    await page.getByText('Failed to start AI coaching session', { exact: true }).waitFor();
    expect(await page.getByText('Error', { exact: true }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.has('session')).toBe(false);
  });

  it('keeps the chat current through the 1-second poll alone while the websocket is down', async () => {
    const context = await e2e.context({ signInAs: 'member@globex.example' });
    let refused = 0;
    await context.routeWebSocket(/\/trpc/, (socket) => {
      refused += 1;
      void socket.close();
    });
    const page = await e2e.page(context);
    await page.goto('/ai-coaches');
    await page.getByTestId('ai-coach-card').filter({ hasText: 'Mindful Balance AI' }).getByRole('button', { name: /Chat Interface/ }).click();
    await page.getByTestId('chat-welcome').waitFor();
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('How do I switch off after work?');
    await page.keyboard.press('Enter');
    await page.getByTestId('chat-ai-message').getByText(REPLY.message).waitFor({ timeout: 10_000 });
    expect(refused).toBeGreaterThan(0);
    expect(await page.getByTestId('chat-user-message').count()).toBe(1);
    expect(await page.getByTestId('chat-ai-message').count()).toBe(1);
  });

  it('polls only for what is new, and not at all while the websocket is live or the tab is hidden', async () => {
    const context = await e2e.context({ signInAs: 'member@acme.example' });
    const polls: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('chat.list') && request.url().includes('after')) polls.push(request.url());
    });
    const page = await e2e.page(context);
    await page.goto('/ai-coaches');
    await page.getByTestId('ai-coach-card').filter({ hasText: 'Mindful Balance AI' }).getByRole('button', { name: /Chat Interface/ }).click();
    await page.getByTestId('chat-welcome').waitFor();
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('How do I plan a calmer week?');
    await page.keyboard.press('Enter');
    await page.getByTestId('chat-ai-message').getByText(REPLY.message).waitFor({ timeout: 10_000 });
    // Live socket: the reply came over it; the poll stays quiet.
    const live = polls.length;
    await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => resolve(true), 2500)));
    expect(polls.length - live).toBeLessThanOrEqual(1);

    // Socket down and tab hidden: still no polling; visible again: polling resumes.
    await context.routeWebSocket(/\/trpc/, (socket) => void socket.close());
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.reload();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden = polls.length;
    await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => resolve(true), 2500)));
    expect(polls.length - hidden).toBeLessThanOrEqual(1);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => polls.length - hidden, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    expect(polls.every((url) => /after/.test(decodeURIComponent(url)))).toBe(true);
  });

  it("shows a coach their client's flagged AI session on the dashboard, without the chat text", async () => {
    const db = e2e.app.db;
    const client = await db.selectFrom('users').select('id').where('email', '=', 'client@example.com').executeTakeFirstOrThrow();
    const session = await db.selectFrom('sessions').select('id').where('clientId', '=', client.id).where('type', '=', 'ai').executeTakeFirstOrThrow();
    await db.insertInto('sessionFlags').values({ sessionId: session.id, messageId: null, category: 'self_harm' }).execute();
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/dashboard');
    const panel = page.getByTestId('flagged-sessions');
    await panel.getByText('Casey Client').waitFor();
    expect(await panel.textContent()).toContain('Self-harm');
    const other = await e2e.page(await e2e.context({ signInAs: 'member@globex.example' }));
    await other.goto('/dashboard');
    await other.getByRole('heading', { name: 'AI Coaches' }).waitFor();
    expect(await other.getByTestId('flagged-sessions').count()).toBe(0);
  });
});
