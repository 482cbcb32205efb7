import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

async function coachIdOf(email: string) {
  const row = await e2e.app.db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId').select(['coaches.id', 'coaches.userId']).where('users.email', '=', email).executeTakeFirstOrThrow();
  return row;
}

describe('the invitation page for someone signed out and someone signed in', () => {
  it('offers a visitor Sign In, Start Free Trial and Book Discovery Session, and nothing to accept without an account', async () => {
    const { id } = await coachIdOf('sarah.chen@coaches.example');
    const page = await e2e.page();
    await page.goto(`/invite/${id}`);
    await page.getByRole('heading', { name: 'Sarah Chen' }).waitFor();
    await page.getByRole('button', { name: 'Start Free Trial' }).waitFor();
    await page.getByRole('button', { name: 'Book Discovery Session' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('button', { name: /^Work with/ }).count()).toBe(0);
  });

  it("lets a signed-in client work with the coach after a confirmation, and book a discovery session with them", async () => {
    const { id, userId } = await coachIdOf('sarah.chen@coaches.example');
    const client = await e2e.app.db.selectFrom('users').select('id').where('email', '=', 'client@example.com').executeTakeFirstOrThrow();
    const relation = () => e2e.app.db.selectFrom('coachClients').select('source').where('coachUserId', '=', userId).where('clientUserId', '=', client.id).executeTakeFirst();
    expect(await relation()).toBeUndefined();

    const page = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await page.goto(`/invite/${id}`);
    const workWith = page.getByRole('button', { name: 'Work with Sarah Chen' });
    await workWith.waitFor();
    // Signed in: no sign-in or trial offered, a way back to the dashboard instead.
    expect(await page.getByRole('button', { name: 'Start Free Trial' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();

    // Book Discovery Session opens the booking with this coach.
    await page.getByRole('button', { name: 'Book Discovery Session' }).click();
    await page.waitForURL((url) => url.pathname === '/browse-coaches' && url.searchParams.get('book') === String(id));
    const booking = page.getByRole('dialog', { name: 'Book a Coaching Session' });
    await booking.waitFor();
    await booking.getByRole('button', { name: 'Continue' }).click();
    await booking.getByText('Sarah Chen').waitFor();
    await page.goBack();

    // Work with: nothing changes until the person confirms.
    await workWith.click();
    const confirm = page.getByRole('dialog', { name: 'Work with Sarah Chen?' });
    await confirm.getByText('Sarah Chen will become your coach and will see your goals, sessions and progress reports.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await relation()).toBeUndefined();

    await workWith.click();
    await confirm.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('You are now a client of Sarah Chen.').first().waitFor();
    expect(await relation()).toEqual({ source: 'invitation' });
  });

  it('shows the coach their own page without actions', async () => {
    const { id } = await coachIdOf('coach@example.com');
    const page = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    await page.goto(`/invite/${id}`);
    await page.getByText('This is your invitation page: invited clients see it like this.').waitFor();
    expect(await page.getByRole('button', { name: /^Work with/ }).count()).toBe(0);
  });
});
