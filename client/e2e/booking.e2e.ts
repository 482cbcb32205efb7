import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowErrors, type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

/** 'yyyy-MM-ddTHH:mm' in the browser's zone, `hours` from now, on the hour. */
function localInput(hours: number): string {
  const date = new Date(Date.now() + hours * 3_600_000);
  date.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// Twelve and thirteen days ahead are past every seeded session (eight days at most), so these slots are
// free whatever the time of day; each test that needs one has its own.
const coachSlot = localInput(12 * 24);
const busySlot = localInput(13 * 24);

async function openBooking(page: Page) {
  await page.getByRole('button', { name: 'Book Session' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a Coaching Session' });
  await dialog.waitFor();
  return dialog;
}

describe('booking a session', () => {
  it('a client books a human session through the wizard, sees it under Upcoming and on the dashboard', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/sessions');
    await page.getByRole('heading', { name: 'My Sessions' }).waitFor();
    const dialog = await openBooking(page);

    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Back', exact: true }).isDisabled()).toBe(true);
    await dialog.getByText('Session Type').waitFor();
    await dialog.getByRole('button', { name: /Human Coach/ }).click();
    await continueButton.click();

    await dialog.getByText('Select Coach').waitFor();
    expect(await continueButton.isDisabled()).toBe(true);
    // An unavailable coach cannot be picked.
    expect(await dialog.getByRole('option', { name: /Elena Rossi/ }).isDisabled()).toBe(true);
    await dialog.getByRole('option', { name: /Sarah Chen/ }).click();
    await continueButton.click();

    // Submitting empty shows the spec's messages.
    await dialog.getByRole('button', { name: 'Book Session' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Date and time are required').waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Duration' }).textContent()).toContain('60 minutes');
    const min = await dialog.getByLabel('Date and time').getAttribute('min');
    expect(min).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    await dialog.getByLabel('Session title').fill('Wizard pitch review');
    await dialog.getByLabel('Description (optional)').fill('Rehearse the investor pitch');
    await dialog.getByLabel('Date and time').fill(localInput(3));
    await dialog.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: '45 minutes' }).click();
    await dialog.getByRole('button', { name: 'Book Session' }).click();

    await page.getByText('Session booked successfully!', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('session-card').filter({ hasText: 'Wizard pitch review' });
    await card.waitFor();
    expect(await card.textContent()).toContain('with Sarah Chen');
    expect(await card.textContent()).toContain('45 min');
    expect(await card.textContent()).toContain('SCHEDULED');

    await page.goto('/dashboard');
    const upcoming = page.getByTestId('upcoming-session').first();
    await upcoming.waitFor();
    expect(await upcoming.textContent()).toContain('Wizard pitch review');
    await page.getByTestId('activity-entry').filter({ hasText: 'Wizard pitch review with Sarah Chen' }).waitFor();
  });

  it('reopening the dialog starts again from the first step', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/sessions');
    let dialog = await openBooking(page);
    await dialog.getByRole('button', { name: /AI Coach/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Select AI Coach').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    dialog = await openBooking(page);
    await dialog.getByText('Session Type').waitFor();
    expect(await dialog.getByRole('button', { name: /AI Coach/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a coach books for one of its clients', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/sessions');
    const dialog = await openBooking(page);
    await dialog.getByText('Who For').waitFor();
    await dialog.getByRole('button', { name: /For a Client/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByText('Select Client').waitFor();
    // Back from client selection returns to 'who for'.
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await dialog.getByText('Who For').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Search clients').fill('sam');
    await dialog.getByRole('option', { name: /Sam Lee/ }).click();
    expect(await dialog.getByRole('option').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByText('Session Type').waitFor();
    await dialog.getByRole('button', { name: /Human Coach/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('option', { name: /Jordan Rivera \(You\)/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Session title').fill('Goal review with Sam');
    await dialog.getByLabel('Date and time').fill(coachSlot);
    await dialog.getByRole('button', { name: 'Book Session' }).click();
    await page.getByText('Session booked successfully!', { exact: true }).waitFor();

    const card = page.getByTestId('session-card').filter({ hasText: 'Goal review with Sam' });
    await card.waitFor();
    expect(await card.textContent()).toContain('with Sam Lee');

    const sam = await e2e.app.signIn('sam.lee@clients.example');
    const sessions = await sam.get('/api/sessions');
    expect(sessions.body.map((s: { title: string }) => s.title)).toContain('Goal review with Sam');
  });

  it('shows the server refusal when the coach is busy, with the Error toast', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    allowErrors(page, /^response: 409 POST \S+\/trpc\/sessions\.create/);
    await page.goto('/coaches');
    const card = page.getByTestId('coach-card').filter({ hasText: 'Jordan Rivera' });
    await card.getByRole('button', { name: /Book Session/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Coaching Session' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Preselected with a Change option.
    await dialog.getByRole('button', { name: 'Change' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Jordan Rivera already has a session at that time, booked here by one of his clients.
    const other = await e2e.app.signIn('client@example.com');
    const coaches = (await other.get('/api/coaches?limit=100')).body as { id: number; user: { firstName: string; lastName: string } }[];
    const jordan = coaches.find((coach) => `${coach.user.firstName} ${coach.user.lastName}` === 'Jordan Rivera');
    const taken = await other.post('/api/sessions', { title: 'Already booked', type: 'human', coachId: jordan?.id, scheduledAt: new Date(busySlot).toISOString(), duration: 60 });
    expect(taken.status).toBe(200);

    await dialog.getByLabel('Session title').fill('Clashing session');
    await dialog.getByLabel('Date and time').fill(busySlot);
    await dialog.getByRole('button', { name: 'Book Session' }).click();
    await page.getByText('Failed to book session. Please try again.', { exact: true }).waitFor();
    await dialog.getByRole('alert').filter({ hasText: 'The coach is not available at that time' }).waitFor();
  });
});
