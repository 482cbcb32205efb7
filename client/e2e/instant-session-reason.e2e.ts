import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowErrors, type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

async function coachId(email: string) {
  const row = await e2e.app.db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId').select('coaches.id').where('users.email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

describe('an instant session the server refuses', () => {
  it("shows the server's reason ('You already have a session at that time'), not 'Please try again'", async () => {
    // The client is already in a call with one coach right now.
    const api = await e2e.app.signIn('client@example.com');
    const busy = await api.post('/api/sessions', {
      title: 'Call in progress',
      type: 'human',
      coachId: await coachId('coach@example.com'),
      scheduledAt: new Date().toISOString(),
      duration: 30,
      status: 'in_progress',
      timezone: 'UTC',
    });
    expect(busy.status).toBe(200);

    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    allowErrors(page, /^response: 409 POST \S+\/trpc\/sessions\.create/);
    await page.goto('/sessions');
    const card = page.getByTestId('instant-human');
    // Another coach, free now: the refusal is about the client's own time.
    await card.getByLabel('Coach').click();
    await page.getByRole('option', { name: 'Sarah Chen' }).click();
    await card.getByRole('button', { name: 'Start Now' }).click();
    const toast = page.locator('li[data-state="open"]').filter({ hasText: 'You already have a session at that time' });
    await toast.waitFor();
    expect(await toast.textContent()).not.toContain('Please try again');
    expect(new URL(page.url()).pathname).toBe('/sessions');
  });
});
