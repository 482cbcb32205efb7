import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowErrors, type E2E, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

/** A brand-new account made through the real signup endpoint, its welcome dialog marked as seen. */
async function newAccount(email: string): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await e2e.context();
  const res = await ctx.request.post('/api/client-signup', { data: { email, firstName: 'Morgan', lastName: 'Newman', goals: 'Get started' } });
  expect(res.status()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  await ctx.addInitScript((userId) => {
    try {
      window.localStorage.setItem(`hasSeenWelcome:${userId}`, 'true');
    } catch {
      // opaque origins have no storage
    }
  }, id);
  return { ctx, page: await e2e.page(ctx) };
}

function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('coach onboarding', () => {
  it('takes a new user from choosing coach to their invitation link and QR code', async () => {
    const { ctx, page } = await newAccount('new.coach@example.com');
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/role-selection');
    await page.getByRole('radio', { name: /^Coach/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/coach-onboarding');
    await page.getByRole('heading', { name: 'Become a Coach' }).waitFor();

    await page.getByRole('button', { name: 'Create Coach Profile' }).click();
    for (const message of ['Professional title is required', 'Bio must be at least 50 characters', 'Resume/background must be at least 100 characters', 'Hourly rate is required', 'Timezone is required', 'At least one specialty is required']) {
      await page.getByText(message).waitFor();
    }

    await page.getByLabel('Professional title').fill('Career Transition Coach');
    await page.getByLabel('Bio').fill('I help mid-career professionals move into work that fits who they are becoming.');
    await page.getByLabel('Resume / background').fill('Twelve years in talent acquisition, then eight years coaching people through career changes; certified by the ICF and a published author on career design.');
    await page.getByLabel('Hourly rate (USD)').fill('165');
    await page.getByLabel('Years of experience').fill('8');
    await choose(page, 'Timezone', 'London');
    await page.getByRole('checkbox', { name: 'Career Transition' }).click();
    await page.getByRole('radio', { name: /^Premium/ }).click();
    expect(await page.getByRole('radio', { name: /^Premium/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Create Coach Profile' }).click();

    await page.waitForURL((url) => url.pathname === '/coach-invitations');
    await page.getByText('Coach Profile Created').first().waitFor();
    const coach = await e2e.app.db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId').select(['coaches.id', 'coaches.plan', 'users.role']).where('users.email', '=', 'new.coach@example.com').executeTakeFirstOrThrow();
    expect(coach).toMatchObject({ plan: 'premium', role: 'coach' });

    const link = page.getByLabel('Invitation link', { exact: true });
    await link.waitFor();
    expect(await link.inputValue()).toBe(`${e2e.app.url}/invite/${coach.id}`);
    const qr = page.getByRole('img', { name: `QR code for ${e2e.app.url}/invite/${coach.id}` });
    expect(decodeQr((await qr.getAttribute('src')) ?? '')).toBe(`${e2e.app.url}/invite/${coach.id}`);

    await page.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Link Copied').first().waitFor();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText('QR Code Generated').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('catalyst-invitation-qr.png');
    await page.getByText('Download Started').first().waitFor();

    const send = page.getByRole('button', { name: 'Send Invitation' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email address').fill('future.client@example.com');
    await page.getByLabel('Personal message (optional)').fill('Let us talk about your next move.');
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    await page.getByText('Invitation Sent').first().waitFor();
    const history = page.getByRole('list', { name: 'Invitations' });
    await history.getByText('future.client@example.com').waitFor();
    await history.getByText('pending').waitFor();

    // The same address again: refused with the first date, and resent only on request.
    allowErrors(page, /^response: 409 POST \S+\/trpc\/coachInvitations\.send/);
    await page.getByLabel('Email address').fill('future.client@example.com');
    await send.click();
    const already = page.getByTestId('invite-already-sent');
    await already.getByText(/^Already invited on \d{4}-\d{2}-\d{2}: resend\?$/).waitFor();
    await already.getByRole('button', { name: 'Resend' }).click();
    await page.getByText('Invitation Sent').first().waitFor();
    await already.waitFor({ state: 'detached' });
    expect(await history.getByText('future.client@example.com').count()).toBe(1);
  });
});

describe('invitation landing', () => {
  it("turns an invitee's free trial into a client of the inviting coach", async () => {
    const coachCtx = await e2e.context({ signInAs: 'coach@example.com' });
    expect((await coachCtx.request.post('/api/coach/send-invitation', { data: { email: 'invited.person@example.com' } })).status()).toBe(200);
    const coach = await e2e.app.db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId').select('coaches.id').where('users.email', '=', 'coach@example.com').executeTakeFirstOrThrow();

    const page = await e2e.page();
    await page.goto(`/invite/${coach.id}`);
    await page.getByRole('heading', { name: 'Jordan Rivera' }).waitFor();
    await page.getByText('Book Discovery Session').waitFor();
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    // The spec's navigation through /api/login comes back here: nothing is accepted until the person confirms.
    await page.getByRole('heading', { name: "Accept Jordan Rivera's invitation?" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/invite/${coach.id}`);
    expect(await e2e.app.db.selectFrom('coachReferrals').selectAll().execute()).toEqual([]);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/client-signup');
    await page.getByLabel('First name').fill('Ivy');
    await page.getByLabel('Last name').fill('Invited');
    await page.getByLabel('Email').fill('invited.person@example.com');
    await page.getByRole('button', { name: 'Continue to Goals' }).click();
    await page.getByLabel('What would you like to achieve with coaching?').fill('Find my next role');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/client-onboarding');
    await page.getByText('Step 1 of 3: Goals & Background').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please describe your goals (minimum 10 characters)').waitFor();
    await page.getByText('Please select your coaching experience').waitFor();
    await page.getByLabel('What are your coaching goals?').fill('Move into product management within a year');
    await choose(page, 'Coaching experience', 'Some informal coaching or mentoring');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('Step 2 of 3: Preferences').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please select your availability').waitFor();
    await page.getByText('Please select communication preference').waitFor();
    await choose(page, 'Availability', 'Every two weeks');
    await choose(page, 'Communication preference', 'Video calls');
    // Back and forth keeps the answers.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('What are your coaching goals?').inputValue()).toBe('Move into product management within a year');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('Step 3 of 3: Subscription').waitFor();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByText('You must agree to the terms', { exact: true }).waitFor();
    await page.getByText('You must agree to the subscription terms').waitFor();
    await page.getByRole('checkbox', { name: /Terms of Service/ }).click();
    await page.getByRole('checkbox', { name: /subscription terms/ }).click();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.waitForURL((url) => url.pathname === '/browse-coaches');
    await page.getByText('Welcome to the platform!').first().waitFor();

    const clients = (await (await coachCtx.request.get('/api/clients')).json()) as { email: string }[];
    expect(clients.map((client) => client.email)).toContain('invited.person@example.com');
    const invitations = (await (await coachCtx.request.get('/api/coach/invitations')).json()) as { email: string; status: string }[];
    expect(invitations.find((invitation) => invitation.email === 'invited.person@example.com')?.status).toBe('accepted');
    const profile = await e2e.app.db.selectFrom('clientProfiles').innerJoin('users', 'users.id', 'clientProfiles.userId').select(['availability', 'communicationPreference', 'experience']).where('users.email', '=', 'invited.person@example.com').executeTakeFirstOrThrow();
    expect(profile).toEqual({ availability: 'biweekly', communicationPreference: 'video', experience: 'some' });
  });

  it('reads a coach without reviews as a new coach, as the directory does, with their real figures', async () => {
    const { id: userId } = await e2e.app.db
      .insertInto('users')
      .values({ id: 'new-coach-invite-e2e', email: 'new.coach@invite.example', firstName: 'Nora', lastName: 'Newcoach', role: 'coach' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await e2e.app.db
      .insertInto('coaches')
      .values({ userId, title: 'Career Coach', specialties: '["Leadership"]', experienceYears: 2, hourlyRateCents: 9000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await e2e.page();
    await page.goto(`/invite/${id}`);
    await page.getByRole('heading', { name: 'Nora Newcoach' }).waitFor();
    await page.getByText('New coach', { exact: true }).waitFor();
    for (const invented of ['(15 reviews)', '50+', '$200']) expect(await page.getByText(invented).count(), invented).toBe(0);
    await page.getByText('$90', { exact: false }).first().waitFor();
    await page.goto('/browse-coaches');
    await page.getByLabel('Search').fill('Newcoach');
    const card = page.getByTestId('coach-card').filter({ hasText: 'Nora Newcoach' });
    await card.getByText('New coach', { exact: true }).waitFor();
  });

  it("shows 'Invitation Not Found' with a way to browse coaches for an unknown coach", async () => {
    const page = await e2e.page();
    allowErrors(page, /^response: 404 POST \S+\/trpc\/coachInvitations\.trackClick/);
    await page.goto('/invite/987654');
    await page.getByRole('heading', { name: 'Invitation Not Found' }).waitFor();
    await page.getByText('This coaching invitation link appears to be invalid or expired').waitFor();
    await page.getByRole('link', { name: 'Browse All Coaches' }).click();
    await page.waitForURL((url) => url.pathname === '/browse-coaches');
  });
});

describe('declining an invitation', () => {
  it('declines once from the e-mailed link and shows the status to the coach', async () => {
    const coachCtx = await e2e.context({ signInAs: 'coach@example.com' });
    expect((await coachCtx.request.post('/api/coach/send-invitation', { data: { email: 'not.now@example.com' } })).status()).toBe(200);
    const mail = await e2e.app.db.selectFrom('outbox').select('textBody').where('toAddress', '=', 'not.now@example.com').executeTakeFirstOrThrow();
    const declineUrl = /(http\S+\/invitations\/decline\?token=\S+)/.exec(mail.textBody)![1]!;

    const page = await e2e.page();
    allowErrors(page, /^response: 400 POST \S+\/trpc\/coachInvitations\.decline/);
    await page.goto(declineUrl);
    await page.getByRole('heading', { name: 'Decline this invitation?' }).waitFor();
    await page.getByRole('button', { name: 'Decline Invitation' }).click();
    await page.getByRole('heading', { name: 'Invitation declined' }).waitFor();
    await page.goto(declineUrl);
    await page.getByRole('button', { name: 'Decline Invitation' }).click();
    await page.getByText('This decline link is invalid or has already been used.').waitFor();

    const invitations = (await (await coachCtx.request.get('/api/coach/invitations')).json()) as { email: string; status: string }[];
    expect(invitations.find((invitation) => invitation.email === 'not.now@example.com')?.status).toBe('declined');
  });
});

describe('organization setup', () => {
  it('offers a signed-out visitor an account right there, or sign-in and back', async () => {
    const page = await e2e.page();
    await page.goto('/organization-setup');
    await page.getByRole('heading', { name: 'Transform Your Organization' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/organization-setup');
  });

  it('takes a person without an organization from choosing Organization Admin through setup to the team page', async () => {
    const { page } = await newAccount('chooser@orgco.example');
    await page.goto('/role-selection');
    await page.getByRole('radio', { name: /^Organization Admin/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/organization-setup');
    await page.getByLabel('Organization name').fill('OrgCo');
    await page.getByRole('checkbox', { name: 'Team Performance' }).click();
    await choose(page, 'Industry', 'Technology');
    await choose(page, 'Organization size', '11-50 employees');
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByText('chooser@orgco.example').waitFor();
  });

  it("refuses a member's choice of Organization Admin inside an existing organization with the error toast", async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    allowErrors(page, /^response: 403 POST \S+\/trpc\/auth\.updateRole/);
    await page.goto('/role-selection');
    await page.getByRole('radio', { name: /^Organization Admin/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/You belong to an organization: its admin or a platform admin grants the Organization Admin role/).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/role-selection');
    expect((await (await page.request.get('/api/auth/user')).json()).role).toBe('client');
  });

  it('validates the form, creates the organization and leads to the team page', async () => {
    const { page } = await newAccount('founder@newco.example');
    await page.goto('/organization-setup');
    await page.getByRole('heading', { name: 'Set Up Your Organization' }).waitFor();
    await page.getByRole('heading', { name: "What's Next?" }).waitFor();
    const submit = page.getByRole('button', { name: 'Create Organization' });
    await page.getByText('Please select at least one coaching goal.').waitFor();
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel('Organization name').fill('N');
    await page.getByRole('checkbox', { name: 'Team Performance' }).click();
    expect(await page.getByText('Please select at least one coaching goal.').count()).toBe(0);
    await submit.click();
    await page.getByText('Organization name must be at least 2 characters').waitFor();
    await page.getByText('Please select an industry').waitFor();
    await page.getByText('Please select organization size').waitFor();

    await page.getByLabel('Organization name').fill('NewCo Labs');
    await page.getByLabel('Company domain (optional)').fill('newco.example');
    await choose(page, 'Industry', 'Technology');
    await choose(page, 'Organization size', '11-50 employees');
    await submit.click();

    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByText('Organization Created').first().waitFor();
    await page.getByRole('heading', { name: 'Team Management' }).waitFor();
    await page.getByText('founder@newco.example').waitFor();
    const me = (await (await page.request.get('/api/auth/user')).json()) as { role: string; organizationId: string | null };
    expect(me.role).toBe('organization_admin');
    expect(me.organizationId).not.toBeNull();
  });
});
