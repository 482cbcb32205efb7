import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('resources', () => {
  it('bookmarks a resource and finds it under Bookmarks, still there after a reload', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/resources');
    await page.getByRole('heading', { name: 'Featured Resources' }).waitFor();
    const bookmarks = page.getByRole('tabpanel');

    await page.getByRole('button', { name: 'Bookmark Atomic Habits', exact: true }).click();
    await page.getByRole('button', { name: 'Remove bookmark from Atomic Habits' }).first().waitFor();

    await page.getByRole('tab', { name: /Bookmarks/ }).click();
    await bookmarks.getByRole('button', { name: 'Atomic Habits', exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('bookmarks');

    await page.reload();
    await bookmarks.getByRole('button', { name: 'Atomic Habits', exact: true }).waitFor();
    await bookmarks.getByRole('button', { name: 'Remove bookmark from Atomic Habits' }).click();
    await bookmarks.getByRole('button', { name: 'Atomic Habits', exact: true }).waitFor({ state: 'detached' });
    // The seeded bookmarks stay.
    await bookmarks.getByRole('button', { name: 'Radical Candor', exact: true }).waitFor();
  });

  it('creates a collection with the spec messages and toast, then saves a resource into it', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/resources');
    await page.getByRole('button', { name: 'Create Collection' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Collection' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Description is required').waitFor();

    await dialog.getByLabel('Name').fill('Conflict toolkit');
    await dialog.getByLabel('Description').fill('For the team retrospective');
    await dialog.getByRole('button', { name: 'Create Collection' }).click();
    await page.getByText('Collection Created', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Conflict toolkit' }).waitFor();

    await page.getByRole('tab', { name: /All Resources/ }).click();
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('crucial');
    await page.getByRole('button', { name: 'Crucial Conversations: Tools for Talking When Stakes Are High', exact: true }).click();
    const tick = page.getByRole('dialog').getByLabel('Conflict toolkit');
    await tick.click();
    await expect.poll(() => tick.isChecked()).toBe(true);
    // Stored, not just ticked: the count beside it comes back from the server.
    await page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Conflict toolkit' }).getByText('1', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: /Collections/ }).click();
    await page.getByRole('button', { name: 'View Conflict toolkit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Crucial Conversations: Tools for Talking When Stakes Are High', exact: true }).waitFor();
  });

  it('shows Add Resource to coaches only; a coach adds a text resource that members can read', async () => {
    const clientPage = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await clientPage.goto('/resources');
    await clientPage.getByRole('heading', { name: 'Featured Resources' }).waitFor();
    expect(await clientPage.getByRole('button', { name: 'Add Resource' }).count()).toBe(0);

    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto('/resources');
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Check-in questions for team meetings');
    for (const [label, option] of [['Type', 'Template'], ['Category', 'Team Building'], ['Difficulty', 'Beginner']]) {
      await dialog.getByLabel(label!).click();
      await page.getByRole('option', { name: option! }).click();
    }
    await dialog.getByLabel('Duration (minutes)').fill('75');
    await dialog.getByLabel('Description').fill('Five questions to open a team meeting.');
    await dialog.getByRole('radio', { name: 'Text' }).click();
    await dialog.getByLabel('Text content').fill('1. What is one win from this week?');
    await dialog.getByRole('button', { name: 'Add Resource' }).click();

    await page.getByText('Resource Added', { exact: true }).waitFor();
    const detail = page.getByRole('dialog');
    await detail.getByRole('heading', { name: 'Check-in questions for team meetings' }).waitFor();
    await detail.getByText('1. What is one win from this week?').waitFor();
    await detail.getByText('1h 15m').waitFor();

    await clientPage.reload();
    await clientPage.getByRole('button', { name: 'Check-in questions for team meetings', exact: true }).waitFor();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com', phone: true }));
    await page.goto('/resources');
    await page.getByRole('heading', { name: 'Featured Resources' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'GROW Coaching Conversation Worksheet', exact: true }).first().click();
    await page.getByRole('region', { name: 'Resource text' }).getByText(/GROW COACHING CONVERSATION WORKSHEET/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('resource tab counts', () => {
  const label = async (page: Page, name: string) => (await page.getByRole('tab', { name: new RegExp(`^${name}`) }).textContent()) ?? '';
  const countIn = (text: string) => Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);

  it('follow the active filters: All Resources counts what is listed, Bookmarks what of it is bookmarked', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    const api = await e2e.app.signIn('client@example.com');
    const everything = (await api.get('/api/resources/counts')).body as { matching: number; bookmarked: number };
    await page.goto('/resources');
    await expect.poll(async () => countIn(await label(page, 'All Resources'))).toBe(everything.matching);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Video', exact: true }).click();
    const videos = (await api.get('/api/resources/counts?type=video')).body as { matching: number };
    expect(videos.matching).toBeLessThan(everything.matching);
    await expect.poll(async () => countIn(await label(page, 'All Resources'))).toBe(videos.matching);
    // What the label says is what the list shows.
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.getByTestId('resource-card').count()).toBe(videos.matching);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'All types' }).click();
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('Radical Candor');
    await expect.poll(async () => [countIn(await label(page, 'All Resources')), countIn(await label(page, 'Bookmarks'))]).toEqual([1, 1]);
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('Atomic Habits');
    await expect.poll(async () => [countIn(await label(page, 'All Resources')), countIn(await label(page, 'Bookmarks'))]).toEqual([1, 0]);
  });
});
