import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../server/testing/harness';
import { allowErrors, type E2E, overflowAt, saveShot, startE2E } from './support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

const sidebar = '[aria-label="Sidebar"]';

/** The /join link of the newest invitation mailed to the address. */
async function joinLink(email: string): Promise<string> {
  const mail = (await mailTo(e2e.app.db, email)).at(-1);
  expect(mail, `an invitation to ${email}`).toBeDefined();
  return /https?:\/\/\S+\/join\?token=\S+/.exec(mail!.text)![0];
}

/** An Acme member invited and accepted over the API, for tests about what happens to members. */
async function acmeMember(name: string, email: string) {
  const admin = await e2e.app.signIn('orgadmin@acme.example');
  expect((await admin.post('/api/team/invite', { email, fullName: name })).status).toBe(200);
  const token = new URL(await joinLink(email)).searchParams.get('token')!;
  expect((await e2e.app.anon.post('/api/team/invitations/accept', { token })).status).toBe(200);
}

describe('team management', () => {
  it('invites a person by e-mail, who follows the link, creates their account and joins as an active member', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example' }));
    await page.goto('/team');
    await page.getByRole('heading', { name: 'Team Management' }).waitFor();
    // The heading comes before the figures: wait for them to be read.
    await expect.poll(() => page.getByTestId('team-stat-Total Members').textContent()).toBe('4');

    await page.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Team Member' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText('Email is required').waitFor();
    await dialog.getByText('Full name is required').waitFor();
    await dialog.getByLabel('Email').fill('dana.lopez@people.example');
    await dialog.getByLabel('Full name').fill('Dana Lopez');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await dialog.getByText('Team Lead or HR Manager: reads the team and its programme figures').waitFor();
    await dialog.getByRole('combobox', { name: 'Manager role' }).click();
    await page.getByRole('option', { name: 'HR Manager' }).click();
    await dialog.getByLabel('Department (optional)').fill('People');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await page.getByText('Invitation Sent', { exact: true }).waitFor();
    const row = page.getByTestId('team-member').filter({ hasText: 'dana.lopez@people.example' });
    await row.getByText('Pending').waitFor();
    await row.getByText('Manager · HR Manager').waitFor();

    // The invitee, in another browser, from the e-mail.
    const invitee = await e2e.page(await e2e.context());
    await invitee.goto(await joinLink('dana.lopez@people.example'));
    await invitee.getByRole('heading', { name: 'Join Acme Corp' }).waitFor();
    await invitee.getByText('Olivia Acheson invited dana.lopez@people.example to join Acme Corp on Catalyst as Manager (HR Manager).').waitFor();
    expect(await invitee.getByLabel('First name').inputValue()).toBe('Dana');
    expect(await invitee.getByLabel('Last name').inputValue()).toBe('Lopez');
    await invitee.getByRole('button', { name: 'Create account and join' }).click();
    await invitee.waitForURL((url) => url.pathname === '/team');
    const me = (await (await invitee.request.get('/api/auth/user')).json()) as { role: string; email: string };
    expect(me).toMatchObject({ email: 'dana.lopez@people.example', role: 'hr_manager' });

    await page.reload();
    await row.getByText('Active').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="team-stat-Total Members"]')?.textContent === '5');

    // The link is used up.
    const again = await e2e.page(await e2e.context());
    allowErrors(again, /^response: 400 POST \S+\/trpc\/team\.invitation/);
    await again.goto(await joinLink('dana.lopez@people.example'));
    await again.getByText('This invitation has already been accepted.').waitFor();
  });

  it('has an existing account sign in first, then accept', async () => {
    const admin = await e2e.app.signIn('orgadmin@acme.example');
    expect((await admin.post('/api/team/invite', { email: 'taylor.morgan@clients.example', fullName: 'Taylor Morgan', role: 'coach' })).status).toBe(200);
    const page = await e2e.page(await e2e.context());
    await page.goto(await joinLink('taylor.morgan@clients.example'));
    await page.getByText('An account for taylor.morgan@clients.example already exists. Sign in to accept the invitation.').waitFor();
    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByLabel('Email').fill('taylor.morgan@clients.example');
    await page.getByLabel('Password').fill('catalyst-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/join');
    await page.getByRole('button', { name: 'Accept and join Acme Corp' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { role: string; organizationId: string | null };
    expect(me.role).toBe('coach');
    expect(me.organizationId).not.toBeNull();
  });

  it("edits a member's role, status and department", async () => {
    await acmeMember('Eric Editable', 'eric.editable@people.example');
    const page = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example' }));
    await page.goto('/team');
    await page.getByRole('button', { name: 'Edit Eric Editable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
    expect(await dialog.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Eric Edited');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Coach' }).click();
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await dialog.getByLabel('Department (optional)').fill('Coaching');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Member Updated', { exact: true }).waitFor();
    const row = page.getByTestId('team-member').filter({ hasText: 'eric.editable@people.example' });
    await row.getByText('Eric Edited').waitFor();
    await row.getByText('Coach', { exact: true }).waitFor();
    await row.getByText('Inactive').waitFor();

    await page.getByRole('button', { name: 'View details of Eric Edited' }).click();
    const details = page.getByRole('dialog', { name: 'Eric Edited' }).getByTestId('member-details');
    await details.getByText('Sessions conducted').waitFor();
    await details.getByText('Clients managed').waitFor();
    await details.getByText('Coaching').waitFor();
  });

  it('removes a member after the browser confirmation, and keeps them when it is dismissed', async () => {
    await acmeMember('Rita Removable', 'rita.removable@people.example');
    const page = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example' }));
    await page.goto('/team');
    const row = page.getByTestId('team-member').filter({ hasText: 'rita.removable@people.example' });
    await row.waitFor();

    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Remove Rita Removable' }).click();
    await expect.poll(() => messages).toEqual(['Are you sure you want to remove Rita Removable from the team?']);
    expect(await row.count()).toBe(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Remove Rita Removable' }).click();
    await page.getByText('Member Removed', { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });
    const account = await e2e.app.db.selectFrom('users').select('organizationId').where('email', '=', 'rita.removable@people.example').executeTakeFirstOrThrow();
    expect(account.organizationId).toBeNull();
  });

  it('filters by search, role and status, with the empty state', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'hr@acme.example' }));
    await page.goto('/team');
    await page.getByTestId('team-member').first().waitFor();
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await page.getByTestId('team-member').filter({ hasText: 'new.hire@acme.example' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search team members' }).fill('nobody-matches-this');
    await page.getByText('No team members found').waitFor();
  });

  it('shows team leads and HR managers the team read-only, and members a refusal', async () => {
    const lead = await e2e.page(await e2e.context({ signInAs: 'lead@acme.example' }));
    await lead.goto('/team');
    await lead.getByText('You can view the team; its admins make changes.').waitFor();
    await lead.getByTestId('team-member').first().waitFor();
    expect(await lead.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);
    expect(await lead.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await lead.getByRole('button', { name: /^Remove / }).count()).toBe(0);

    const member = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    await member.goto('/team');
    await member.getByText('Team management is for organization admins, team leads and HR managers.').waitFor();
    expect(await member.getByTestId('team-member').count()).toBe(0);
  });
});

describe('the organisation as a workspace', () => {
  it("shows the organization's name in the sidebar menu", async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    await page.goto('/goals');
    const menu = page.locator(sidebar).getByTestId('organization-menu');
    await menu.getByText('Acme Corp').waitFor();
    expect(await page.locator(sidebar).getByText('Current Organization').count()).toBe(0);
    const independent = await e2e.page(await e2e.context({ signInAs: 'client@example.com' }));
    await independent.goto('/goals');
    await independent.locator(sidebar).getByTestId('organization-menu').getByText('Personal workspace').waitFor();
  });

  it('lets a platform admin switch the organization they look at', async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'admin@example.com' }));
    await page.goto('/team');
    await page.getByText('Choose an organization to look at').waitFor();
    await page.locator(sidebar).getByTestId('organization-menu').click();
    await page.getByRole('menuitem', { name: 'Globex' }).click();
    await page.locator(sidebar).getByTestId('organization-menu').getByText('Globex').waitFor();
    await page.getByTestId('team-member').filter({ hasText: 'orgadmin@globex.example' }).waitFor();
    expect(await page.getByTestId('team-member').filter({ hasText: 'acme.example' }).count()).toBe(0);
    // The programme dashboard follows the choice.
    await page.goto('/');
    await page.getByText('The Globex coaching programme this month.').waitFor();
  });

  it("gives an organization's managers the programme dashboard from real data", async () => {
    const page = await e2e.page(await e2e.context({ signInAs: 'lead@acme.example' }));
    await page.goto('/');
    await page.getByText('The Acme Corp coaching programme this month.').waitFor();
    const stats = (await (await page.request.get('/api/dashboard/programme')).json()) as { totalMembers: number; membersActiveThisMonth: number; thisMonth: { sessions: number } };
    await page.waitForFunction((value) => document.querySelector('[data-testid="programme-Members Active"]')?.textContent === value, `${stats.membersActiveThisMonth}/${stats.totalMembers}`);
    expect(await page.getByTestId('programme-Sessions').textContent()).toBe(String(stats.thisMonth.sessions));
    await page.getByRole('heading', { name: 'Upcoming Sessions Across the Team' }).waitFor();
  });

  it('hides a feature for everyone in the organization when its admin says so, on top of each device', async () => {
    const admin = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example' }));
    await admin.goto('/feature-config');
    await admin.getByRole('radio', { name: 'Everyone in Acme Corp' }).click();
    await admin.getByRole('switch', { name: 'Billing' }).click();
    await admin.getByRole('button', { name: 'Save Configuration' }).click();
    await admin.getByText('Configuration Saved', { exact: true }).waitFor();

    const member = await e2e.page(await e2e.context({ signInAs: 'member@acme.example' }));
    await member.goto('/goals');
    const nav = member.locator(`${sidebar} nav[aria-label="Main"]`);
    await nav.getByRole('link', { name: 'Goals' }).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Billing' }).count()).toBe(0);
    await member.goto('/feature-config');
    await member.getByText('Hidden by Acme Corp').waitFor();
    expect(await member.getByRole('switch', { name: /Billing/ }).isDisabled()).toBe(true);

    // Globex's admin (who may use billing; its clients may not) still sees it: Acme's choice is Acme's.
    const globex = await e2e.page(await e2e.context({ signInAs: 'orgadmin@globex.example' }));
    await globex.goto('/goals');
    await globex.locator(`${sidebar} nav[aria-label="Main"]`).getByRole('link', { name: 'Billing' }).waitFor();
    const acme = (await e2e.app.db.selectFrom('organizations').select('id').where('name', '=', 'Acme Corp').executeTakeFirstOrThrow()).id;
    await (await e2e.app.signIn('orgadmin@acme.example')).put(`/api/organizations/${acme}/features`, { hiddenFeatures: [] });
  });

  it('saves the list and the invite dialog at 1280x800 and 390x844, and fits a phone without sideways scrolling', async () => {
    for (const phone of [false, true]) {
      const page = await e2e.page(await e2e.context({ signInAs: 'orgadmin@acme.example', phone }));
      await page.goto('/team');
      await page.getByTestId('team-member').first().waitFor();
      await expect.poll(() => page.getByTestId('team-stat-Total Members').textContent()).toMatch(/^\d+$/);
      await saveShot(page, 'team-list');
      if (phone) expect(await overflowAt(page, 390)).toEqual({ scrolls: false, scrollWidth: 390, wide: [] });
      await page.getByRole('button', { name: 'Invite Member' }).click();
      await page.getByRole('dialog', { name: 'Invite Team Member' }).waitFor();
      await saveShot(page, 'team-invite', { fullPage: false });
      if (phone) expect((await overflowAt(page, 390)).wide).toEqual([]);
    }
  }, 120_000);
});
