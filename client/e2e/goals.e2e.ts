import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('goals', () => {
  it('creates a goal, edits it to 100% so it becomes Completed, then deletes it', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/goals');
    const total = page.getByTestId('goal-stat-Total');
    const completed = page.getByTestId('goal-stat-Completed');
    await page.getByRole('heading', { name: 'Improve delegation skills' }).waitFor();
    const totalBefore = Number(await total.textContent());
    const completedBefore = Number(await completed.textContent());

    await page.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Description is required').waitFor();
    await dialog.getByText('Target date is required').waitFor();
    expect(await dialog.getByRole('slider').count()).toBe(0);

    await dialog.getByLabel('Title').fill('Run a half marathon');
    await dialog.getByLabel('Description').fill('Build up to 21 km by spring.');
    await dialog.getByLabel('Target Date').fill('2027-04-18');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await page.getByText('Goal Created', { exact: true }).waitFor();
    const card = page.getByTestId('goal-card').filter({ hasText: 'Run a half marathon' });
    await card.getByText('Target: Apr 18, 2027').waitFor();
    await page.waitForFunction((expected) => document.querySelector('[data-testid="goal-stat-Total"]')?.textContent === String(expected), totalBefore + 1);

    await page.getByRole('button', { name: 'Edit Run a half marathon' }).click();
    const slider = dialog.getByRole('slider', { name: 'Progress' });
    await slider.focus();
    await slider.press('End');
    await dialog.getByTestId('goal-progress-value').getByText('100%').waitFor();
    await dialog.getByRole('combobox', { name: 'Status' }).getByText('Completed').waitFor();
    await dialog.getByRole('button', { name: 'Update Goal' }).click();
    await page.getByText('Goal Updated', { exact: true }).waitFor();
    await card.getByTestId('goal-status').getByText('Completed').waitFor();
    expect(await card.getByTestId('goal-progress').textContent()).toBe('100%');
    await page.waitForFunction((expected) => document.querySelector('[data-testid="goal-stat-Completed"]')?.textContent === String(expected), completedBefore + 1);

    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await page.getByRole('heading', { name: 'Improve delegation skills' }).waitFor({ state: 'detached' });
    await card.waitFor();

    await page.getByRole('button', { name: 'Delete Run a half marathon' }).click();
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Goal Deleted', { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });
    await page.waitForFunction((expected) => document.querySelector('[data-testid="goal-stat-Total"]')?.textContent === String(expected), totalBefore);
  });

  it('searches goals by description', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/goals');
    await page.getByRole('searchbox', { name: 'Search goals' }).fill('board update');
    // The server searches once typing pauses: wait for the list to narrow to the one match.
    await expect.poll(() => page.getByTestId('goal-card').count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('heading', { name: 'Present with confidence' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search goals' }).fill('no such goal anywhere');
    await page.getByText('No goals match your search').waitFor();
  });

  it('shows the first hundred goals and loads the rest on request, on a phone', async () => {
    const { id } = await e2e.app.db.selectFrom('users').select('id').where('email', '=', 'member@globex.example').executeTakeFirstOrThrow();
    await e2e.app.db
      .insertInto('goals')
      .values(Array.from({ length: 130 }, (_, i) => ({ userId: id, title: `Weekly habit ${i + 1}`, description: 'Paged', category: 'personal' as const, priority: 'low' as const, status: 'active' as const, progress: 0 })))
      .execute();
    const owned = await e2e.app.db.selectFrom('goals').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', id).executeTakeFirstOrThrow();
    const page = await e2e.page(await e2e.context({ signInAs: 'member@globex.example', phone: true }));
    await page.goto('/goals');
    await page.getByRole('button', { name: 'Load more goals' }).waitFor();
    expect(await page.getByTestId('goal-card').count()).toBe(100);
    await page.getByRole('button', { name: 'Load more goals' }).click();
    await expect.poll(() => page.getByTestId('goal-card').count()).toBe(Number(owned.n));
    expect(await page.getByRole('button', { name: 'Load more goals' }).count()).toBe(0);
  });

  it("the dashboard's Recent Activity shows the first five entries and loads the next on request", async () => {
    const api = await e2e.app.signIn('client@example.com');
    const all = (await api.get('/api/activity?limit=500')).body as { id: string }[];
    expect(all.length).toBeGreaterThan(5);
    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Load more activity' }).waitFor();
    expect(await page.getByTestId('activity-entry').count()).toBe(5);
    await page.getByRole('button', { name: 'Load more activity' }).click();
    await expect.poll(() => page.getByTestId('activity-entry').count()).toBe(Math.min(10, all.length));
  });
});
