import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_DATE_FORMAT } from '@shared/constants/coaching';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

/** A whole hour this many days ahead, in UTC (the browser contexts here run in UTC). */
function hoursAhead(days: number, hour: number): Date {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

describe('live data', () => {
  it("shows a coach's reschedule on the client's sessions, calendar and dashboard within a second, without a reload", async () => {
    const coach = await e2e.context({ signInAs: 'coach@example.com' });
    const client = await e2e.context({ signInAs: 'client@example.com' });
    const clientId = ((await (await client.request.get('/api/auth/user')).json()) as { id: string }).id;
    const coachProfile = ((await (await coach.request.get('/api/coach/profile')).json()) as { id: number }).id;
    const first = hoursAhead(3, 7);
    const booked = await coach.request.post('/api/sessions', {
      data: { type: 'human', coachId: coachProfile, clientId, title: 'Live reschedule check', scheduledAt: first.toISOString(), duration: 30 },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const { id } = (await booked.json()) as { id: number };

    const sessions = await e2e.page(client);
    const calendar = await e2e.page(client);
    const dashboard = await e2e.page(client);
    await sessions.goto('/sessions');
    await calendar.goto('/calendar');
    await dashboard.goto('/dashboard');
    const before = format(first, SESSION_DATE_FORMAT);
    await sessions.getByText(before).first().waitFor();
    await dashboard.getByText(before).first().waitFor();
    await calendar.getByText('Live reschedule check').first().waitFor();

    const moved = hoursAhead(4, 8);
    const res = await coach.request.patch(`/api/sessions/${id}`, { data: { scheduledAt: moved.toISOString(), duration: 30 } });
    expect(res.status(), await res.text()).toBe(200);
    const after = format(moved, SESSION_DATE_FORMAT);
    const started = Date.now();
    await Promise.all([
      sessions.getByText(after).first().waitFor({ timeout: 2000 }),
      dashboard.getByText(after).first().waitFor({ timeout: 2000 }),
      calendar.getByText(format(moved, 'h:mm a')).first().waitFor({ timeout: 2000 }),
    ]);
    console.log(`live data: the client's three screens showed the new time ${Date.now() - started} ms after the reschedule`);
    expect(await sessions.getByText(before).count()).toBe(0);
  });

  it('shows a session booked from Quick Book on /calendar on the month grid at once, without a reload', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/calendar');
    const heading = page.locator('#month-heading');
    await heading.getByText(format(new Date(), 'MMMM yyyy')).waitFor();
    // The browser runs in UTC: the input and the grid read the UTC date.
    const when = hoursAhead(2, 11).toISOString();
    const day = when.slice(0, 10);

    await page.getByRole('button', { name: 'Quick Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Coaching Session' });
    await dialog.getByRole('button', { name: /AI Coach/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('option', { name: /Mindful Balance AI/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Session title').fill('Quick Book grid check');
    await dialog.getByLabel('Date and time').fill(when.slice(0, 16));
    await dialog.getByRole('button', { name: 'Book Session' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Two days ahead may be next month: the grid is read there, still without a reload.
    if (day.slice(0, 7) !== new Date().toISOString().slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByTestId(`day-${day}`).getByText('Quick Book grid check').waitFor({ timeout: 2000 });
  });

  it('sends a person whose session ended to sign-in with the spec toast, coming back to the page', async () => {
    const context = await e2e.context({ signInAs: 'member@acme.example' });
    const page = await e2e.page(context);
    await page.goto('/goals');
    await page.getByRole('heading', { name: 'Goals' }).waitFor();
    // Signed out elsewhere (another tab of the same browser): this page hears it on its live connection.
    await context.request.post('/api/auth/logout', { data: {} });
    // Shown for half a second before the page leaves: checked every frame, not on the locator's slower polls.
    await page.waitForFunction((text) => document.body.innerText.includes(text), 'You are logged out. Logging in again...', { polling: 'raf', timeout: 10_000 });
    await page.waitForURL(/\/sign-in\?redirect=%2Fgoals/);
  });
});
