import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_REVOKED_CLOSE_CODE } from '../../lib/live-sockets';
import { type TestApp, mailTo, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';
import type { AppRouter } from '../../trpc/root';
import { until } from '../../testing/until';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function orgIdOf(email: string): Promise<string> {
  const row = await t.db.selectFrom('users').select('organizationId').where('email', '=', email).executeTakeFirstOrThrow();
  return row.organizationId!;
}

async function idOf(email: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** The token of the newest invitation mailed to the address. */
async function invitationToken(email: string): Promise<string> {
  const mails = await mailTo(t.db, email);
  const last = mails.at(-1);
  expect(last, `an invitation mailed to ${email}`).toBeDefined();
  const match = /\/join\?token=([A-Za-z0-9_-]+)/.exec(last!.text);
  expect(match, 'the mail carries a /join link').not.toBeNull();
  return decodeURIComponent(match![1]!);
}

let counter = 0;
/** A fresh address for each test, so tests never meet each other's people. */
const fresh = (name: string) => `${name}.${++counter}.${Date.now()}@people.example`;

/** Invites an address as Acme's admin and accepts it as a new account; returns the member's signed-in client. */
async function newAcmeMember(role: 'member' | 'coach' | 'manager' | 'admin' = 'member', extra: Record<string, unknown> = {}) {
  const admin = await t.signIn('orgadmin@acme.example');
  const email = fresh(role);
  const invited = await admin.post('/api/team/invite', { email, fullName: 'Riley Quinn', role, ...extra });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const member = t.anon;
  const accepted = await member.post('/api/team/invitations/accept', { token: await invitationToken(email) });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { admin, member, email, id: accepted.body.user.id as string };
}

function liveSocket(cookie: string | undefined) {
  const closes: number[] = [];
  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: cookie ? { cookie, origin: t.url } : { origin: t.url } });
      this.on('close', (code) => closes.push(code));
    }
  }
  const wsClient = createWSClient({ url: `${t.url.replace(/^http/, 'ws')}/trpc`, WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket, retryDelayMs: () => 50 });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient, transformer: superjson })] });
  const subscription = client.messages.events.subscribe(undefined, { onData: () => undefined, onError: () => undefined });
  return {
    client,
    closes,
    close() {
      subscription.unsubscribe();
      wsClient.close();
    },
  };
}

describe('who may use the team page', () => {
  it("lists the organization's members and pending invitations for its admin, team lead and HR manager", async () => {
    for (const email of ['orgadmin@acme.example', 'lead@acme.example', 'hr@acme.example']) {
      const res = await (await t.signIn(email)).get('/api/team/members');
      expect(res.status, email).toBe(200);
      const emails = res.body.map((m: { email: string }) => m.email);
      expect(emails).toEqual(expect.arrayContaining(['orgadmin@acme.example', 'member@acme.example', 'lead@acme.example', 'hr@acme.example', 'new.hire@acme.example']));
      expect(emails).not.toContain('member@globex.example');
      expect(emails).not.toContain('orgadmin@globex.example');
    }
  });

  it('answers 403 to members, coaches and clients, 401 signed out', async () => {
    for (const email of ['member@acme.example', 'coach@example.com', 'client@example.com', 'member@globex.example']) {
      const res = await (await t.signIn(email)).get('/api/team/members');
      expect(res.status, email).toBe(403);
      expect(res.body).toEqual({ message: 'Team management is for organization admins, team leads and HR managers.', code: 'FORBIDDEN' });
      expect((await (await t.signIn(email)).get('/api/team/stats')).status).toBe(403);
    }
    expect((await t.anon.get('/api/team/members')).status).toBe(401);
    expect((await t.anon.get('/api/team/stats')).status).toBe(401);
  });

  it("never shows an HR manager of Acme Globex's members: another organization's id is a 404", async () => {
    const hr = await t.signIn('hr@acme.example');
    const globex = await orgIdOf('orgadmin@globex.example');
    const res = await hr.get(`/api/team/members?organizationId=${globex}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Organization not found', code: 'NOT_FOUND' });
    expect((await hr.get(`/api/team/stats?organizationId=${globex}`)).status).toBe(404);
    const globexMember = await idOf('member@globex.example');
    expect((await hr.get(`/api/team/members/${globexMember}`)).status).toBe(404);
    const own = await hr.get(`/api/team/members/${await idOf('member@acme.example')}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ email: 'member@acme.example', role: 'member', platformRole: 'client', status: 'active', department: 'Engineering' });
  });

  it('lets a platform admin look at any organization they name, and asks them to name one', async () => {
    const admin = await t.signIn('admin@example.com');
    const missing = await admin.get('/api/team/members');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Choose an organization to look at.');
    const globex = await admin.get(`/api/team/members?organizationId=${await orgIdOf('orgadmin@globex.example')}`);
    expect(globex.status).toBe(200);
    expect(globex.body.map((m: { email: string }) => m.email).sort()).toEqual(['member@globex.example', 'orgadmin@globex.example']);
    expect((await admin.get('/api/team/members?organizationId=no-such-org')).status).toBe(404);
  });
});

describe('GET /api/team/members filters and pages', () => {
  it('filters by search, team role and status on the server', async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    const byName = await admin.get('/api/team/members?search=tanaka');
    expect(byName.body.map((m: { email: string }) => m.email)).toEqual(['lead@acme.example']);
    const byEmail = await admin.get('/api/team/members?search=HR%40acme');
    expect(byEmail.body.map((m: { email: string }) => m.email)).toEqual(['hr@acme.example']);
    const managers = await admin.get('/api/team/members?role=manager');
    expect(managers.body.map((m: { email: string }) => m.email).sort()).toEqual(['hr@acme.example', 'lead@acme.example']);
    expect(managers.body.every((m: { role: string }) => m.role === 'manager')).toBe(true);
    const pending = await admin.get('/api/team/members?status=pending');
    expect(pending.body.map((m: { email: string; status: string }) => [m.email, m.status])).toContainEqual(['new.hire@acme.example', 'pending']);
    expect(pending.body.every((m: { status: string }) => m.status === 'pending')).toBe(true);
    const active = await admin.get('/api/team/members?status=active');
    expect(active.body.some((m: { status: string }) => m.status === 'pending')).toBe(false);
    const bad = await admin.get('/api/team/members?role=owner');
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: ['role'], message: 'Role must be all, admin, coach, manager or member' }]);
  });

  it('pages by name with a Link header, and tRPC answers { items, nextCursor }', async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    const first = await admin.get('/api/team/members?limit=2');
    expect(first.body).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await admin.get(next!.replace(t.url, ''));
    expect(second.status).toBe(200);
    const seen = [...first.body, ...second.body].map((m: { id: string }) => m.id);
    expect(new Set(seen).size).toBe(seen.length);
    const names = [...first.body, ...second.body].map((m: { name: string }) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const trpc = createTestTrpc(t.url, admin.cookie);
    const page = await trpc.client.team.members.query({ limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).toEqual(expect.any(String));
    trpc.close();
  });

  it('shows the member figures: sessions, clients, rating, joined, last active, department', async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    await t.signIn('member@acme.example');
    const res = await admin.get('/api/team/members?search=member%40acme');
    const [member] = res.body;
    expect(member).toMatchObject({ name: 'Marcus Bell', email: 'member@acme.example', role: 'member', status: 'active', department: 'Engineering', rating: 0, clientsCount: 0 });
    expect(Date.parse(member.joinedAt)).not.toBeNaN();
    // Signing in is a request: last active is now, to within the touch interval.
    expect(Date.now() - Date.parse(member.lastActive)).toBeLessThan(60_000);
    expect(member.sessionsCount).toEqual(expect.any(Number));
  });
});

describe('GET /api/team/stats', () => {
  it('counts members, active coaches, clients and the mean coach rating of the organization', async () => {
    const admin = await t.signIn('orgadmin@globex.example');
    const before = (await admin.get('/api/team/stats')).body;
    expect(Object.keys(before).sort()).toEqual(['activeCoaches', 'averageRating', 'totalClients', 'totalMembers']);
    expect(before).toMatchObject({ totalMembers: 2, totalClients: 1, activeCoaches: 0, averageRating: 0 });

    const email = fresh('globex-coach');
    await admin.post('/api/team/invite', { email, fullName: 'Cole Trainer', role: 'coach' });
    expect((await admin.get('/api/team/stats')).body.totalMembers).toBe(2);
    await t.anon.post('/api/team/invitations/accept', { token: await invitationToken(email) });
    const after = (await admin.get('/api/team/stats')).body;
    expect(after).toMatchObject({ totalMembers: 3, activeCoaches: 1, totalClients: 1 });
  });
});

describe('POST /api/team/invite', () => {
  it('refuses each invalid field with the spec message', async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    const empty = await admin.post('/api/team/invite', {});
    expect(empty.status).toBe(400);
    const messages = Object.fromEntries(empty.body.issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message]));
    expect(messages).toEqual({ email: 'Email is required', fullName: 'Full name is required' });
    const bad = await admin.post('/api/team/invite', { email: 'not-an-email', fullName: '  ', role: 'owner' });
    const badMessages = Object.fromEntries(bad.body.issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message]));
    expect(badMessages).toEqual({ email: 'Enter a valid email address', fullName: 'Full name is required', role: 'Role must be admin, coach, manager or member' });
  });

  it('mails a single-use link from the trusted origin and lists the invitation as pending with role member by default', async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    const email = fresh('invitee');
    const res = await admin.post('/api/team/invite', { email: email.toUpperCase(), fullName: 'Ines Vidal', department: 'Design' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, name: 'Ines Vidal', role: 'member', platformRole: 'client', status: 'pending', department: 'Design', lastActive: null });
    const mails = await mailTo(t.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Olivia Acheson invited you to join Acme Corp on Catalyst');
    expect(mails[0]!.text).toContain(`${t.url}/join?token=`);
    expect(mails[0]!.text).toContain('Member (Client)');
    const stored = await t.db.selectFrom('organizationInvitations').select('tokenHash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(mails[0]!.text).not.toContain(stored.tokenHash);
    const audit = await t.db.selectFrom('auditLog').select('action').where('subjectId', '=', res.body.id).execute();
    expect(audit.map((a) => a.action)).toContain('organization.member_invited');
  });

  it('refuses an address of another organization, a member, a pending invitee and a platform admin with 409', async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    const other = await admin.post('/api/team/invite', { email: 'member@globex.example', fullName: 'Grace Mills' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This e-mail address belongs to a member of another organization. They have to leave it before they can join yours.');
    expect((await admin.post('/api/team/invite', { email: 'lead@acme.example', fullName: 'Leah Tanaka' })).body.message).toBe('This person is already a member of your organization.');
    expect((await admin.post('/api/team/invite', { email: 'new.hire@acme.example', fullName: 'Noor Haddad' })).body.message).toBe(
      'An invitation to this e-mail address is already pending. Resend it from the team list.',
    );
    expect((await admin.post('/api/team/invite', { email: 'admin@example.com', fullName: 'Avery Admin' })).status).toBe(409);
    expect(await mailTo(t.db, 'member@globex.example')).toEqual([]);
  });

  it('is for organization admins: team leads and HR managers get 403 and nothing is sent', async () => {
    for (const email of ['lead@acme.example', 'hr@acme.example']) {
      const target = fresh('by-manager');
      const res = await (await t.signIn(email)).post('/api/team/invite', { email: target, fullName: 'Nope Person', role: 'admin' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Only your organization's admins can change the team.");
      expect(await mailTo(t.db, target)).toEqual([]);
    }
  });

  it("lets a platform admin invite into the organization they name, but not an org admin into another's", async () => {
    const admin = await t.signIn('admin@example.com');
    const email = fresh('by-platform');
    const globex = await orgIdOf('orgadmin@globex.example');
    const res = await admin.post('/api/team/invite', { organizationId: globex, email, fullName: 'Pat Platform', role: 'manager', managerRole: 'hr_manager' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'manager', platformRole: 'hr_manager', status: 'pending' });
    expect((await mailTo(t.db, email))[0]!.subject).toBe('Avery Admin invited you to join Globex on Catalyst');
    const acmeAdmin = await t.signIn('orgadmin@acme.example');
    expect((await acmeAdmin.post('/api/team/invite', { organizationId: globex, email: fresh('x'), fullName: 'X Y' })).status).toBe(404);
  });
});

describe('accepting an invitation', () => {
  it('takes a new person from the mailed link to an active member, signed in, single use', async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    const email = fresh('newcomer');
    await admin.post('/api/team/invite', { email, fullName: 'Nia Okoro Smith', role: 'manager', managerRole: 'hr_manager', department: 'People' });
    const token = await invitationToken(email);

    const browser = t.anon;
    const details = await browser.post('/api/team/invitations/lookup', { token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ organizationName: 'Acme Corp', email, fullName: 'Nia Okoro Smith', role: 'manager', platformRole: 'hr_manager', invitedBy: 'Olivia Acheson', accountExists: false });
    // Looking changes nothing.
    expect((await admin.get(`/api/team/members?search=${encodeURIComponent(email)}`)).body[0].status).toBe('pending');

    const accepted = await browser.post('/api/team/invitations/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.organizationName).toBe('Acme Corp');
    expect(accepted.body.user).toMatchObject({ email, firstName: 'Nia', lastName: 'Okoro Smith', role: 'hr_manager', organizationId: await orgIdOf('orgadmin@acme.example') });
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);

    const listed = (await admin.get(`/api/team/members?search=${encodeURIComponent(email)}`)).body;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: accepted.body.user.id, status: 'active', role: 'manager', platformRole: 'hr_manager', department: 'People' });

    const again = await t.anon.post('/api/team/invitations/accept', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This invitation has already been accepted.');
    const audit = await t.db.selectFrom('auditLog').select('action').where('subjectId', '=', accepted.body.user.id).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['organization.member_added', 'user.role_changed']));
  });

  it('asks an existing account to sign in, refuses another account, and joins the invited one', async () => {
    const email = fresh('existing');
    const signup = t.anon;
    expect((await signup.post('/api/client-signup', { email, firstName: 'Eli', lastName: 'Existing', goals: 'Grow as a leader' })).status).toBe(200);
    const admin = await t.signIn('orgadmin@acme.example');
    await admin.post('/api/team/invite', { email, fullName: 'Eli Existing', role: 'coach' });
    const token = await invitationToken(email);

    expect((await t.anon.post('/api/team/invitations/lookup', { token })).body.accountExists).toBe(true);
    const signedOut = await t.anon.post('/api/team/invitations/accept', { token });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe(`An account for ${email} already exists. Sign in to accept the invitation.`);
    const wrong = await (await t.signIn('client@example.com')).post('/api/team/invitations/accept', { token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(`This invitation was sent to ${email}. Sign in with that address to accept it.`);

    const accepted = await signup.post('/api/team/invitations/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email, role: 'coach', firstName: 'Eli' });
  });

  it('refuses an invented, revoked or expired link, and an old link after a resend', async () => {
    expect((await t.anon.post('/api/team/invitations/lookup', { token: 'x'.repeat(43) })).body.message).toBe(
      'This invitation link is invalid, has been revoked or has expired. Ask your organization admin for a new one.',
    );
    const admin = await t.signIn('orgadmin@acme.example');
    const email = fresh('resent');
    const invited = await admin.post('/api/team/invite', { email, fullName: 'Rae Sent' });
    const oldToken = await invitationToken(email);
    const resent = await admin.post(`/api/team/members/${invited.body.id}/resend`);
    expect(resent.status).toBe(200);
    expect(await mailTo(t.db, email)).toHaveLength(2);
    const newToken = await invitationToken(email);
    expect(newToken).not.toBe(oldToken);
    expect((await t.anon.post('/api/team/invitations/accept', { token: oldToken })).status).toBe(400);

    // Expired: a week and a moment later.
    await t.db.updateTable('organizationInvitations').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('id', '=', invited.body.id).execute();
    expect((await t.anon.post('/api/team/invitations/accept', { token: newToken })).status).toBe(400);
    await t.db.updateTable('organizationInvitations').set({ expiresAt: new Date(Date.now() + 60_000).toISOString() }).where('id', '=', invited.body.id).execute();

    // Revoked: removing a pending member withdraws the invitation.
    expect((await admin.delete(`/api/team/members/${invited.body.id}`)).status).toBe(200);
    expect((await t.anon.post('/api/team/invitations/accept', { token: newToken })).status).toBe(400);
    expect((await admin.get(`/api/team/members?search=${encodeURIComponent(email)}`)).body).toEqual([]);
  });
});

describe('PUT /api/team/members/{id}', () => {
  it("changes a member's name, role and department (audited) but never their e-mail", async () => {
    const { admin, id, email } = await newAcmeMember();
    const res = await admin.put(`/api/team/members/${id}`, { name: 'Riley Quinn-Park', email, role: 'manager', managerRole: 'team_lead', department: 'Finance' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Riley Quinn-Park', role: 'manager', platformRole: 'team_lead', department: 'Finance', status: 'active' });
    const audit = await t.db.selectFrom('auditLog').select(['action', 'details', 'actorId']).where('subjectId', '=', id).where('action', '=', 'user.role_changed').execute();
    expect(audit.map((a) => JSON.parse(a.details!))).toContainEqual({ from: 'client', to: 'team_lead', organizationId: await orgIdOf('orgadmin@acme.example') });

    const emailChange = await admin.put(`/api/team/members/${id}`, { name: 'Riley', email: 'someone.else@people.example', role: 'member' });
    expect(emailChange.status).toBe(400);
    expect(emailChange.body.issues).toEqual([{ path: ['email'], message: "A member's e-mail address is their sign-in: only they can change it." }]);
    const required = await admin.put(`/api/team/members/${id}`, { name: '', email: '', role: 'member' });
    expect(Object.fromEntries(required.body.issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message]))).toEqual({ name: 'Name is required', email: 'Email is required' });
  });

  it('is refused to a team lead (who cannot grant admin) and to another organization (404)', async () => {
    const { id, email } = await newAcmeMember();
    const lead = await t.signIn('lead@acme.example');
    const grant = await lead.put(`/api/team/members/${id}`, { name: 'Riley Quinn', email, role: 'admin' });
    expect(grant.status).toBe(403);
    const self = await lead.put(`/api/team/members/${await idOf('lead@acme.example')}`, { name: 'Leah Tanaka', email: 'lead@acme.example', role: 'admin' });
    expect(self.status).toBe(403);
    const globex = await t.signIn('orgadmin@globex.example');
    expect((await globex.put(`/api/team/members/${id}`, { name: 'X', email, role: 'admin' })).status).toBe(404);
    expect((await globex.patch(`/api/team/members/${id}/status`, { status: 'inactive' })).status).toBe(404);
    expect((await globex.delete(`/api/team/members/${id}`)).status).toBe(404);
    const row = await t.db.selectFrom('users').select(['role', 'organizationStatus']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'client', organizationStatus: 'active' });
  });

  it("edits a pending invitation, and a new address gets a new link while the old one stops working", async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    const email = fresh('typo');
    const invited = await admin.post('/api/team/invite', { email, fullName: 'Tia Typo' });
    const oldToken = await invitationToken(email);
    const corrected = fresh('corrected');
    const res = await admin.put(`/api/team/members/${invited.body.id}`, { name: 'Tia Correct', email: corrected, role: 'coach', status: 'pending' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Tia Correct', email: corrected, role: 'coach', status: 'pending' });
    expect((await t.anon.post('/api/team/invitations/lookup', { token: oldToken })).status).toBe(400);
    const accepted = await t.anon.post('/api/team/invitations/accept', { token: await invitationToken(corrected) });
    expect(accepted.body.user).toMatchObject({ email: corrected, role: 'coach' });
  });

  it("keeps the organization's last admin: no demotion (409)", async () => {
    const admin = await t.signIn('orgadmin@globex.example');
    const id = await idOf('orgadmin@globex.example');
    const res = await admin.put(`/api/team/members/${id}`, { name: 'Gabriel Stone', email: 'orgadmin@globex.example', role: 'member' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This is the organization's only admin. Make another member an admin before changing their role.");
    expect((await t.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role).toBe('organization_admin');
  });
});

describe('member status', () => {
  it('sets a member inactive: their sessions end on every device, sign-in is refused, reactivation lets them back', async () => {
    const { admin, id, email } = await newAcmeMember();
    await t.db.updateTable('users').set({ passwordHash: (await t.db.selectFrom('users').select('passwordHash').where('email', '=', 'member@acme.example').executeTakeFirstOrThrow()).passwordHash }).where('id', '=', id).execute();
    const laptop = await t.signIn(email);
    const phone = await t.signIn(email);
    const res = await admin.patch(`/api/team/members/${id}/status`, { status: 'inactive' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('inactive');
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    const refused = await t.anon.post('/api/auth/login', { email, password: 'catalyst-demo' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Your access to Acme Corp is inactive. Ask your organization's admin to reactivate it.");
    expect((await admin.get(`/api/team/members?status=inactive&search=${encodeURIComponent(email)}`)).body).toHaveLength(1);

    expect((await admin.patch(`/api/team/members/${id}/status`, { status: 'active' })).body.status).toBe('active');
    expect((await t.anon.post('/api/auth/login', { email, password: 'catalyst-demo' })).status).toBe(200);
  });

  it("refuses 'pending', an invitation's status and the caller's own", async () => {
    const admin = await t.signIn('orgadmin@acme.example');
    const pending = await admin.patch(`/api/team/members/${await idOf('member@acme.example')}/status`, { status: 'pending' });
    expect(pending.status).toBe(400);
    expect(pending.body.issues).toEqual([{ path: ['status'], message: 'Status must be active or inactive' }]);
    const invitation = await t.db.selectFrom('organizationInvitations').select('id').where('email', '=', 'new.hire@acme.example').executeTakeFirstOrThrow();
    expect((await admin.patch(`/api/team/members/${invitation.id}/status`, { status: 'inactive' })).status).toBe(409);
    const self = await admin.patch(`/api/team/members/${await idOf('orgadmin@acme.example')}/status`, { status: 'inactive' });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot remove or deactivate yourself. Ask another admin of your organization.');
  });
});

describe('DELETE /api/team/members/{id}', () => {
  it('detaches the member, keeps their goals, ends their sessions and closes their open websocket', async () => {
    const { admin, member, id } = await newAcmeMember('manager');
    const goal = await member.post('/api/goals', { title: 'Lead the Q3 launch', description: 'Ship it', category: 'leadership', priority: 'high', targetDate: '2030-01-01' });
    expect(goal.status).toBe(200);
    const live = liveSocket(member.cookie);
    try {
      expect((await live.client.auth.user.query()).id).toBe(id);
      const res = await admin.delete(`/api/team/members/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      await until(() => live.closes.includes(SESSION_REVOKED_CLOSE_CODE), 'the websocket to close with 4401');
    } finally {
      live.close();
    }
    expect((await member.get('/api/auth/user')).status).toBe(401);
    const row = await t.db.selectFrom('users').select(['organizationId', 'role', 'department']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ organizationId: null, role: 'client', department: null });
    expect(await t.db.selectFrom('goals').select('title').where('userId', '=', id).execute()).toEqual([{ title: 'Lead the Q3 launch' }]);
    expect((await admin.get(`/api/team/members/${id}`)).status).toBe(404);
    const audit = await t.db.selectFrom('auditLog').select(['action', 'actorId']).where('subjectId', '=', id).where('action', '=', 'organization.member_removed').execute();
    expect(audit).toEqual([{ action: 'organization.member_removed', actorId: await idOf('orgadmin@acme.example') }]);
  });

  it('cannot remove the last admin, nor oneself; a team lead cannot remove anyone', async () => {
    const platform = await t.signIn('admin@example.com');
    const globexAdmin = await idOf('orgadmin@globex.example');
    const last = await platform.delete(`/api/team/members/${globexAdmin}`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe("This is the organization's only admin. Make another member an admin before removing them.");
    const self = await (await t.signIn('orgadmin@globex.example')).delete(`/api/team/members/${globexAdmin}`);
    expect(self.status).toBe(409);
    const lead = await (await t.signIn('lead@acme.example')).delete(`/api/team/members/${await idOf('member@acme.example')}`);
    expect(lead.status).toBe(403);
    expect((await t.db.selectFrom('users').select('organizationId').where('id', '=', globexAdmin).executeTakeFirstOrThrow()).organizationId).not.toBeNull();
  });

  it('lets one of two admins remove the other, and then the remaining one is the last', async () => {
    const second = await newAcmeMember('admin');
    const acme = await t.signIn('orgadmin@acme.example');
    expect((await second.member.get('/api/team/members')).status).toBe(200);
    expect((await acme.delete(`/api/team/members/${second.id}`)).status).toBe(200);
    expect((await t.db.selectFrom('users').select('role').where('id', '=', second.id).executeTakeFirstOrThrow()).role).toBe('client');
  });
});
