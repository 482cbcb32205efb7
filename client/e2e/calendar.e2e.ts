import { addDays, addMonths, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('calendar', () => {
  it('moves between months and back', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/calendar');
    const now = new Date();
    const heading = page.locator('#month-heading');
    await heading.getByText(format(now, 'MMMM yyyy')).waitFor();
    await page.locator('[aria-current="date"]').waitFor();
    await page.getByRole('button', { name: 'Next month' }).click();
    await heading.getByText(format(addMonths(now, 1), 'MMMM yyyy')).waitFor();
    const mid = addMonths(now, 1);
    mid.setDate(15);
    await page.getByTestId(`day-${format(mid, 'yyyy-MM-dd')}`).waitFor();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await heading.getByText(format(addMonths(now, -1), 'MMMM yyyy')).waitFor();
    await page.getByRole('button', { name: 'Today' }).click();
    await heading.getByText(format(now, 'MMMM yyyy')).waitFor();
  });

  it('schedules an event with validation, sees it on the grid, edits it and deletes it', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/calendar');
    await page.getByTestId('upcoming-events').waitFor();

    // Early in the day, so it is the first of that day's events and never behind '+N more'.
    const day = addDays(new Date(), 50);
    const date = format(day, 'yyyy-MM-dd');
    await page.getByRole('button', { name: 'Schedule Event' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('');
    await dialog.getByLabel('Start Time').fill(`${date}T03:00`);
    await dialog.getByLabel('End Time').fill(`${date}T02:00`);
    await dialog.getByRole('button', { name: 'Schedule Event' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('End time must be after start time').waitFor();

    await dialog.getByLabel('Title').fill('Sprint retrospective');
    await dialog.getByLabel('End Time').fill(`${date}T04:30`);
    await dialog.getByLabel('Location').fill('Room 7');
    await dialog.getByRole('button', { name: 'Schedule Event' }).click();
    await page.getByText('Event Created', { exact: true }).waitFor();

    await page.locator('#month-heading').getByText(format(day, 'MMMM yyyy')).waitFor();
    const cell = page.getByTestId(`day-${date}`);
    await cell.getByRole('button', { name: /Sprint retrospective/ }).click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('heading', { name: 'Sprint retrospective' }).waitFor();
    await detail.getByText('3:00 AM - 4:30 AM').waitFor();
    await detail.getByText('Room 7').waitFor();
    await detail.getByText('1 participant').waitFor();

    await detail.getByRole('button', { name: 'Edit Event' }).click();
    const edit = page.getByRole('dialog');
    expect(await edit.getByLabel('Start Time').inputValue()).toBe(`${date}T03:00`);
    await edit.getByLabel('Title').fill('Sprint retro (moved)');
    await edit.getByLabel('End Time').fill(`${date}T05:00`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Event Updated', { exact: true }).waitFor();
    await cell.getByRole('button', { name: /Sprint retro \(moved\)/ }).click();
    await detail.getByText('3:00 AM - 5:00 AM').waitFor();

    await detail.getByRole('button', { name: 'Delete Event' }).click();
    await detail.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Event Deleted', { exact: true }).waitFor();
    await cell.getByRole('button', { name: /Sprint retro/ }).waitFor({ state: 'detached' });
  });

  it('filters by event type and shows the subscription link', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/calendar');
    const upcoming = page.getByTestId('upcoming-events');
    await upcoming.waitFor();
    const filter = page.getByRole('combobox', { name: 'Filter by event type' });
    await filter.click();
    await page.getByRole('option', { name: 'Workshop' }).click();
    await upcoming.getByText('Feedback skills workshop').waitFor();
    expect(await upcoming.getByRole('listitem').count()).toBe(1);
    await filter.click();
    await page.getByRole('option', { name: 'Meeting' }).click();
    await upcoming.getByText('Team offsite planning').waitFor();
    await upcoming.getByText('Feedback skills workshop').waitFor({ state: 'detached' });
    const link = page.getByRole('textbox', { name: 'Calendar subscription link' });
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
  });
});
