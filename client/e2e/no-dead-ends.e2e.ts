import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

const sessionIdOf = (url: string) => Number(new URL(url).searchParams.get('session'));

describe('no dead ends', () => {
  it('keeps the sidebar and header on the 404 page for a signed-in person, with links back', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Sessions' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/still-nothing');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('loads the new build when a page opened before a deploy asks for a chunk that is gone', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }), {
      allowErrors: [/^response: 404 GET \S+\/assets\/goals-/, /dynamically imported module/i],
    });
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    // The deploy: the Goals page's chunk this page knows is no longer on the server (the reloaded page gets the new build).
    let refused = 0;
    await page.route(/\/assets\/goals-[\w-]+\.js$/, (route) => (refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback()));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Goals' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Goals', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/goals');
    expect(refused).toBeGreaterThan(1);
  });

  it('shows a page that cannot be opened with a way forward, not a stack, and reloads only once a minute', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }), {
      allowErrors: [/^response: 404 GET \S+\/assets\/calendar-/, /dynamically imported module/i, /page failed to open/],
    });
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    // The chunk is gone for good: one reload, then the error screen instead of a loop.
    await page.route(/\/assets\/calendar-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('heading', { name: 'This page could not be opened' }).waitFor();
    expect(await page.getByText(/TypeError|at \S+:\d+/).count()).toBe(0);
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
  });

  it('shows a visitor the plain 404 page with the way home', async () => {
    const page = await e2e.page(await e2e.context());
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("reads a scheduled session whose time passed as 'Missed' under Past", async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/sessions');
    await page.getByRole('tab', { name: /Past Sessions/ }).click();
    const missed = page.getByTestId('session-card').filter({ hasText: 'Goal-setting follow-up' });
    await missed.getByText('MISSED', { exact: true }).waitFor();
    expect(await missed.getByText('SCHEDULED', { exact: true }).count()).toBe(0);
    expect(await missed.getByRole('button').count()).toBe(0);
  });

  it("starts a scheduled AI session in its chat, and an open one offers 'Continue chat' beside 'Complete'", async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/sessions');
    await page.getByTestId('session-card').filter({ hasText: 'Weekly reflection' }).getByRole('button', { name: 'Start' }).click();
    await page.waitForURL((url) => url.pathname === '/ai-coaches' && url.searchParams.has('session'));
    const id = sessionIdOf(page.url());
    await page.getByTestId('chat-screen').waitFor();

    await page.goto('/sessions');
    await page.getByRole('tab', { name: /In Progress/ }).click();
    const open = page.getByTestId('session-card').filter({ hasText: 'Weekly reflection' });
    await open.getByRole('button', { name: 'Complete' }).waitFor();
    await open.getByRole('button', { name: 'Continue chat' }).click();
    await page.getByTestId('chat-screen').waitFor();
    expect(sessionIdOf(page.url())).toBe(id);
  });

  it("asks on 'Chat Interface' whether to continue the open session or start a new one", async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/sessions');
    await page.getByRole('tab', { name: /In Progress/ }).click();
    // The session started in the previous step, or one started here if this test runs alone.
    const client = await e2e.app.signIn('client@example.com');
    const openSessions = await client.get('/api/sessions?view=in_progress&type=ai');
    let openId = (openSessions.body as { id: number; aiCoach: { name: string } | null }[]).find((s) => s.aiCoach?.name === 'Mindful Balance AI')?.id;
    if (!openId) {
      await page.goto('/ai-coaches');
      await page.getByTestId('ai-coach-card').filter({ hasText: 'Mindful Balance AI' }).getByRole('button', { name: /Chat Interface/ }).click();
      await page.getByTestId('chat-screen').waitFor();
      openId = sessionIdOf(page.url());
    }

    await page.goto('/ai-coaches');
    const card = page.getByTestId('ai-coach-card').filter({ hasText: 'Mindful Balance AI' });
    await card.getByRole('button', { name: /Chat Interface/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Continue your session?' });
    await dialog.getByRole('button', { name: 'Continue session' }).click();
    await page.getByTestId('chat-screen').waitFor();
    expect(sessionIdOf(page.url())).toBe(openId);

    await page.goto('/ai-coaches');
    await card.getByRole('button', { name: /Chat Interface/ }).click();
    await dialog.getByRole('button', { name: 'Start a new session' }).click();
    await page.waitForURL((url) => url.searchParams.has('session') && sessionIdOf(url.href) !== openId);
    await page.getByTestId('chat-screen').waitFor();
  });
});
