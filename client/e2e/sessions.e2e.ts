import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowErrors, type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('my sessions', () => {
  it('starting an instant AI session shows the toast and opens the AI coaches page with the session', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/sessions');
    const card = page.getByTestId('instant-ai');
    expect(await card.textContent()).toContain('30 minutes');
    expect(await card.textContent()).toContain('AI Coaching');
    await card.getByRole('button', { name: 'Start Now' }).click();
    await page.getByText('Your AI coaching session has begun!', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/ai-coaches' && url.searchParams.has('session'));
    const id = Number(new URL(page.url()).searchParams.get('session'));
    const client = await e2e.app.signIn('client@example.com');
    const session = await client.get(`/api/sessions/${id}`);
    expect(session.body).toMatchObject({ type: 'ai', status: 'in_progress', duration: 30 });
  });

  it('shows the tabs with their rules, joins with the alert and completes a session', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    allowErrors(page, /^console: Camera or microphone blocked/);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/sessions');
    await page.getByTestId('stat-Total Sessions').waitFor();

    // Past: completed, cancelled and the missed scheduled session; no actions there but the client's rating stars.
    await page.getByRole('tab', { name: /Past Sessions/ }).click();
    const past = page.getByRole('tabpanel');
    await past.getByText('Goal-setting follow-up').waitFor();
    expect(await past.textContent()).toContain('COMPLETED');
    expect(await past.getByRole('button', { name: /^(?!Rate [1-5] out of 5$)/ }).count()).toBe(0);
    expect(await past.getByRole('button', { name: 'Rate 5 out of 5' }).count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: /Upcoming/ }).click();
    const card = page.getByTestId('session-card').filter({ hasText: 'Stakeholder mapping' });
    expect(await card.textContent()).toContain('Video Call');
    await card.getByRole('button', { name: 'Reschedule' }).waitFor();
    await card.getByRole('button', { name: 'Join' }).click();
    // Join opens the call (and starts the session); leaving it comes back here.
    await page.getByTestId('call-view').waitFor();
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.goto('/sessions');
    await page.getByRole('tab', { name: /In Progress/ }).click();
    const live = page.getByTestId('session-card').filter({ hasText: 'Stakeholder mapping' });
    await live.getByText('IN PROGRESS').waitFor();
    expect(alerts).toEqual(['Joining session...']);
    await live.getByRole('button', { name: 'Complete' }).click();
    await live.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Past Sessions/ }).click();
    await page.getByTestId('session-card').filter({ hasText: 'Stakeholder mapping' }).getByText('COMPLETED').waitFor();
  });

  it('reschedules a scheduled session', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/sessions');
    const card = page.getByTestId('session-card').filter({ hasText: 'Career roadmap review' });
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule Session' });
    const target = new Date(Date.now() + 9 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const value = `${target.getFullYear()}-${pad(target.getMonth() + 1)}-${pad(target.getDate())}T11:30`;
    await dialog.getByLabel('New date and time').fill(value);
    await dialog.getByRole('button', { name: 'Save New Time' }).click();
    await page.getByText('Session Rescheduled', { exact: true }).waitFor();
    // The card on screen shows the new time, not only the stored row.
    await expect.poll(async () => Date.parse((await card.locator('time').getAttribute('datetime')) ?? '')).toBe(new Date(value).getTime());
    expect(await card.locator('time').textContent()).toMatch(/11:30/);
    const client = await e2e.app.signIn('client@example.com');
    const moved = (await client.get('/api/sessions')).body.find((s: { title: string }) => s.title === 'Career roadmap review');
    expect(new Date(moved.scheduledAt).getTime()).toBe(new Date(value).getTime());
  });

  it('shows the empty state for a user without sessions', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'hr@acme.example' }));
    await page.goto('/sessions');
    await page.getByText("You don't have any upcoming sessions scheduled.").waitFor();
    await page.getByRole('button', { name: 'Book a Session' }).waitFor();
    await page.getByRole('tab', { name: /In Progress/ }).click();
    await page.getByText('No sessions in this category yet.').waitFor();
  });

  it('greets the user on the dashboard with placeholders when there is no activity', async () => {
    // A person of no organisation with nothing done yet (organisation managers get the programme dashboard instead).
    const { passwordHash } = await e2e.app.db.selectFrom('users').select('passwordHash').where('email', '=', 'hr@acme.example').executeTakeFirstOrThrow();
    await e2e.app.db.insertInto('users').values({ id: 'quiet-newcomer', email: 'quiet.newcomer@example.com', firstName: 'Nell', lastName: 'Newcomer', role: 'client', passwordHash }).execute();
    const page = await e2e.page(await e2e.context({ signInAs: 'quiet.newcomer@example.com' }));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Good (morning|afternoon|evening), Nell!/ }).waitFor();
    await page.getByTestId('activity-placeholder').first().waitFor();
    expect(await page.getByTestId('activity-placeholder').count()).toBe(5);
    await page.getByText('No active goals yet').waitFor();
    await page.getByRole('link', { name: 'Set Goal' }).waitFor();
    expect(await page.getByTestId('progress-Rating').textContent()).toBe('4.9');
  });
});
