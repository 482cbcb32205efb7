import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

const HINT = 'Mean of your active and completed goals; paused goals are left out';

describe('goal progress is one number', () => {
  it('reads the same Overall Progress, with the same definition, on /goals and /reports', async () => {
    const ctx = await e2e.context();
    const signup = await ctx.request.post('/api/client-signup', { data: { email: 'one.number@example.com', firstName: 'Una', lastName: 'Number', goals: 'Measure honestly' } });
    expect(signup.status()).toBe(200);
    const { id } = (await signup.json()) as { id: string };
    await ctx.addInitScript((userId) => window.localStorage.setItem(`hasSeenWelcome:${userId}`, 'true'), id);
    // 80 and 100 count; a paused 10 is left out: 90%, where the mean of all three would read 63%.
    for (const [progress, status] of [[80, 'active'], [100, 'completed'], [10, 'paused']] as const) {
      const created = await ctx.request.post('/api/goals', { data: { title: `Goal at ${progress}`, description: 'Agree', category: 'skills', priority: 'low', targetDate: '2027-01-01' } });
      const goalId = ((await created.json()) as { id: number }).id;
      expect((await ctx.request.put(`/api/goals/${goalId}`, { data: { progress, status } })).status()).toBe(200);
    }

    const page = await e2e.page(ctx);
    await page.goto('/goals');
    const onGoals = page.getByTestId('goal-stat-Overall Progress');
    await expect.poll(async () => (await onGoals.textContent())?.trim()).toBe('90%');
    await page.getByText(HINT).waitFor();

    await page.goto('/reports');
    const card = page.getByTestId('metric-card').filter({ hasText: 'Overall Progress' });
    await card.getByText(HINT).waitFor();
    expect((await card.locator('span.text-2xl').allTextContents()).join('')).toBe('90%');
  });
});
