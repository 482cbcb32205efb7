import { readdirSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, mailTo, startTestApp } from '../../testing/harness';

let t: TestApp;
let demoCoachId: number;
beforeAll(async () => {
  t = await startTestApp();
  demoCoachId = (await t.db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId').select('coaches.id').where('users.email', '=', 'coach@example.com').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

function decodeQr(dataUrl: string): string | undefined {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const png = PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

const profile = {
  title: 'Career Coach',
  bio: 'I help people change careers with a plan they believe in and the courage to follow it.',
  resume: 'Former recruiter turned coach: ten years hiring for tech companies, five years coaching career changers through interviews and offers.',
  hourlyRate: '120',
  experience: 5,
  timezone: 'UTC',
  specialties: ['Career Transition'],
};

async function newCoach(email: string) {
  const client = t.anon;
  expect((await client.post('/api/client-signup', { email, firstName: 'Quinn', lastName: 'Coach', goals: 'Coach people' })).status).toBe(200);
  const res = await client.post('/api/coaches', profile);
  expect(res.status).toBe(200);
  return { client, coachId: res.body.id as number, userId: res.body.userId as string };
}

/** The invitee confirms on the invitation page (an explicit POST), signed out. */
async function acceptSignedOut(browser: { post: (path: string, body?: unknown) => Promise<{ status: number; headers: Headers; body: { status?: string } }> }, coachId: number | string) {
  return browser.post('/api/invitations/accept', { coachId: Number(coachId) });
}

/** The invitee's path: the invitation's Start Free Trial, the confirmation on the invitation page, then signup. */
async function signUpThroughReferral(coachId: number | string, email: string) {
  const browser = t.anon;
  const login = await browser.get(`/api/login?coach_referral=${coachId}&redirect=/client-onboarding`);
  expect(login.status).toBe(302);
  expect(login.headers.get('location')).toBe(`/invite/${coachId}?redirect=%2Fclient-onboarding&confirm=1`);
  const accepted = await acceptSignedOut(browser, coachId);
  const res = await browser.post('/api/client-signup', { email, firstName: 'Ivy', lastName: 'Invitee', goals: 'Find a coach' });
  expect(res.status).toBe(200);
  return { browser, userId: res.body.id as string, accepted, hadReferralCookie: /catalyst_referral=/.test(accepted.headers.get('set-cookie') ?? '') };
}

async function clientsOf(coach: { get: (path: string) => Promise<{ body: { email: string }[] }> }) {
  return (await coach.get('/api/clients')).body.map((client) => client.email);
}

describe('invitation link and QR code', () => {
  it('gives a coach the personal link and a QR code that decodes back to it', async () => {
    const coach = await t.signIn('coach@example.com');
    const res = await coach.get('/api/coach/invitation-link');
    expect(res.status).toBe(200);
    expect(res.body.invitationUrl).toBe(`${t.url}/invite/${demoCoachId}`);
    expect(decodeQr(res.body.qrCodeDataUrl)).toBe(res.body.invitationUrl);

    const again = await coach.post('/api/coach/generate-qr');
    expect(again.status).toBe(200);
    expect(decodeQr(again.body.qrCodeDataUrl)).toBe(`${t.url}/invite/${demoCoachId}`);
    // The image is kept in storage under the data folder.
    const stored = readdirSync(path.join(t.config.dataDir, 'files', 'qr'));
    expect(stored.some((name) => name.startsWith(`coach-${demoCoachId}-`) && name.endsWith('.png'))).toBe(true);
  });

  it('uses PUBLIC_URL for the link when it is configured', async () => {
    const other = await startTestApp({ env: { PUBLIC_URL: 'https://coach.example.com' } });
    try {
      const res = await (await other.signIn('coach@example.com')).get('/api/coach/invitation-link');
      expect(res.body.invitationUrl).toBe(`https://coach.example.com/invite/${demoCoachId}`);
      expect(decodeQr(res.body.qrCodeDataUrl)).toBe(res.body.invitationUrl);
    } finally {
      await other.close();
    }
  });

  it('asks a coach without a profile to create one first (409)', async () => {
    const client = t.anon;
    await client.post('/api/client-signup', { email: 'role-only-coach@example.com', firstName: 'Rae', lastName: 'Only', goals: 'Coach' });
    expect((await client.post('/api/auth/update-role', { role: 'coach' })).status).toBe(200);
    const res = await client.get('/api/coach/invitation-link');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Create your coach profile first: your invitation link points to it.');
  });

  it('is closed to clients and other roles (403) and to signed-out callers (401)', async () => {
    for (const email of ['client@example.com', 'orgadmin@acme.example', 'admin@example.com']) {
      const user = await t.signIn(email);
      expect((await user.get('/api/coach/invitation-link')).status).toBe(403);
      expect((await user.post('/api/coach/generate-qr')).status).toBe(403);
      expect((await user.get('/api/coach/invitations')).status).toBe(403);
      expect((await user.post('/api/coach/send-invitation', { email: 'x@example.com' })).status).toBe(403);
    }
    expect((await t.anon.get('/api/coach/invitations')).status).toBe(401);
  });
});

describe('direct invitations', () => {
  it('e-mails the link with the message, records a pending invitation and lists it first', async () => {
    const coach = await t.signIn('coach@example.com');
    const res = await coach.post('/api/coach/send-invitation', { email: ' Pat.Prospect@Example.com ', message: 'Looking forward to working with you!' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'pat.prospect@example.com', message: 'Looking forward to working with you!', status: 'pending' });

    const [mail] = await mailTo(t.db, 'pat.prospect@example.com');
    expect(mail?.subject).toBe('Jordan Rivera invited you to coaching on Catalyst');
    expect(mail?.text).toContain(`${t.url}/invite/${demoCoachId}`);
    expect(mail?.text).toContain('Looking forward to working with you!');
    expect(mail?.text).toMatch(/\/invitations\/decline\?token=[\w-]{40,}/);

    const list = await coach.get('/api/coach/invitations');
    expect(list.status).toBe(200);
    expect(list.body[0]).toEqual({ id: res.body.id, email: 'pat.prospect@example.com', message: 'Looking forward to working with you!', sentAt: res.body.sentAt, status: 'pending' });
    const times = list.body.map((invitation: { sentAt: string }) => invitation.sentAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.body.map((invitation: { status: string }) => invitation.status)).toEqual(expect.arrayContaining(['pending', 'accepted', 'declined']));
  });

  it('refuses a second invitation to a pending address with 409 and its date, and resends only when asked', async () => {
    const coach = await t.signIn('coach@example.com');
    const first = await coach.post('/api/coach/send-invitation', { email: 'twice.invited@example.com' });
    expect(first.status).toBe(200);
    const again = await coach.post('/api/coach/send-invitation', { email: 'Twice.Invited@example.com' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: `Already invited on ${String(first.body.sentAt).slice(0, 10)}: resend?` });
    expect(await mailTo(t.db, 'twice.invited@example.com')).toHaveLength(1);

    const resent = await coach.post('/api/coach/send-invitation', { email: 'twice.invited@example.com', message: 'A gentle reminder', resend: true });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: first.body.id, message: 'A gentle reminder', status: 'pending' });
    const mails = await mailTo(t.db, 'twice.invited@example.com');
    expect(mails).toHaveLength(2);
    // The first e-mail's decline link stops working; the new one works.
    const token = (text: string) => decodeURIComponent(/\/invitations\/decline\?token=([\w%-]+)/.exec(text)![1]!);
    expect((await t.anon.post('/api/invitations/decline', { token: token(mails[0]!.text) })).status).toBe(400);
    const list = (await coach.get('/api/coach/invitations?limit=100')).body as { email: string }[];
    expect(list.filter((invitation) => invitation.email === 'twice.invited@example.com')).toHaveLength(1);
  });

  it("never lists another coach's invitations", async () => {
    const other = await newCoach('lonely-coach@example.com');
    expect((await other.client.get('/api/coach/invitations')).body).toEqual([]);
  });

  it('refuses a missing or malformed e-mail and the coach inviting themselves', async () => {
    const coach = await t.signIn('coach@example.com');
    expect((await coach.post('/api/coach/send-invitation', { email: '' })).body.issues).toEqual([{ path: ['email'], message: 'Email is required' }]);
    expect((await coach.post('/api/coach/send-invitation', { email: 'nope' })).body.issues).toEqual([{ path: ['email'], message: 'Enter a valid email address' }]);
    const self = await coach.post('/api/coach/send-invitation', { email: 'coach@example.com' });
    expect(self.status).toBe(400);
    expect(self.body.issues).toEqual([{ path: ['email'], message: 'You cannot invite yourself.' }]);
  });

  it('allows 50 invitations a day and answers 429 after that', async () => {
    const { client, userId } = await newCoach('busy-coach@example.com');
    const earlier = new Date(Date.now() - 60_000).toISOString();
    await t.db
      .insertInto('coachInvitations')
      .values(Array.from({ length: 49 }, (_, i) => ({ coachUserId: userId, email: `p${i}@example.com`, message: null, declineTokenHash: `busy-${i}`, sentAt: earlier })))
      .execute();
    expect((await client.post('/api/coach/send-invitation', { email: 'fiftieth@example.com' })).status).toBe(200);
    const over = await client.post('/api/coach/send-invitation', { email: 'fifty-first@example.com' });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('You can send at most 50 invitations a day. Try again tomorrow.');
    expect(await mailTo(t.db, 'fifty-first@example.com')).toEqual([]);
  });

  it('holds the daily limit when the last places are taken by simultaneous sends', async () => {
    const { client, userId } = await newCoach('parallel-coach@example.com');
    const earlier = new Date(Date.now() - 60_000).toISOString();
    await t.db
      .insertInto('coachInvitations')
      .values(Array.from({ length: 45 }, (_, i) => ({ coachUserId: userId, email: `q${i}@example.com`, message: null, declineTokenHash: `parallel-${i}`, sentAt: earlier })))
      .execute();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => client.post('/api/coach/send-invitation', { email: `parallel-${i}@example.com` })));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const count = await t.db.selectFrom('coachInvitations').select((eb) => eb.fn.countAll<number>().as('n')).where('coachUserId', '=', userId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(50);
  });

  it('lets the invitee decline once through the e-mailed link', async () => {
    const coach = await t.signIn('coach@example.com');
    const sent = await coach.post('/api/coach/send-invitation', { email: 'decliner@example.com' });
    const [mail] = await mailTo(t.db, 'decliner@example.com');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail!.text)![1]!);
    const res = await t.anon.post('/api/invitations/decline', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'declined', coachName: 'Jordan Rivera' });
    const list = await coach.get('/api/coach/invitations');
    expect(list.body.find((invitation: { id: number }) => invitation.id === sent.body.id).status).toBe('declined');

    const reused = await t.anon.post('/api/invitations/decline', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This decline link is invalid or has already been used.');
    expect((await t.anon.post('/api/invitations/decline', { token: 'guessed-token' })).status).toBe(400);
    const stored = await t.db.selectFrom('coachInvitations').select('declineTokenHash').where('id', '=', sent.body.id).executeTakeFirstOrThrow();
    expect(stored.declineTokenHash).not.toContain(token);
  });
});

describe('invitation clicks', () => {
  it('counts an opening once per address, publicly, and shows the count to the coach', async () => {
    const { client, coachId } = await newCoach('clicked-coach@example.com');
    const first = await t.anon.post(`/api/coach/track-invitation-click/${coachId}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ counted: true });
    expect((await t.anon.post(`/api/coach/track-invitation-click/${coachId}`)).body).toEqual({ counted: false });
    expect((await client.get('/api/coach/invitation-link')).body.clickCount).toBe(1);
  });

  it('answers 404 for an unknown coach and 400 for a non-numeric id', async () => {
    expect((await t.anon.post('/api/coach/track-invitation-click/999999')).status).toBe(404);
    expect((await t.anon.post('/api/coach/track-invitation-click/abc')).status).toBe(400);
  });
});

describe('referrals', () => {
  it("turns a sign-up through the invitation into the coach's client and the invitation into accepted", async () => {
    const coach = await t.signIn('coach@example.com');
    await coach.post('/api/coach/send-invitation', { email: 'ivy.invitee@example.com' });
    const { hadReferralCookie } = await signUpThroughReferral(demoCoachId, 'ivy.invitee@example.com');
    expect(hadReferralCookie).toBe(true);
    expect(await clientsOf(coach)).toContain('ivy.invitee@example.com');
    const list = await coach.get('/api/coach/invitations');
    expect(list.body.find((invitation: { email: string }) => invitation.email === 'ivy.invitee@example.com').status).toBe('accepted');
    const relation = await t.db.selectFrom('coachClients').innerJoin('users', 'users.id', 'coachClients.clientUserId').select('source').where('users.email', '=', 'ivy.invitee@example.com').executeTakeFirstOrThrow();
    expect(relation.source).toBe('invitation');
  });

  it("turns a password sign-in through the invitation into the coach's client", async () => {
    const { client: coach, coachId } = await newCoach('signin-coach@example.com');
    const browser = t.anon;
    expect((await acceptSignedOut(browser, coachId)).body.status).toBe('pending');
    expect((await browser.post('/api/auth/login', { email: 'member@globex.example', password: 'catalyst-demo' })).status).toBe(200);
    expect(await clientsOf(coach)).toEqual(['member@globex.example']);
  });

  it("turns a sign-in by e-mailed link, opened in the same browser, into the coach's client", async () => {
    const { client: coach, coachId } = await newCoach('link-coach@example.com');
    const browser = t.anon;
    await acceptSignedOut(browser, coachId);
    expect((await browser.post('/api/auth/email-link', { email: 'member@acme.example', redirect: '/client-onboarding' })).status).toBe(200);
    const mails = await mailTo(t.db, 'member@acme.example');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mails.at(-1)!.text)![1]!);
    const consumed = await browser.post('/api/auth/email-link/consume', { token });
    expect(consumed.status).toBe(200);
    expect(consumed.body.redirect).toBe('/client-onboarding');
    expect(await clientsOf(coach)).toEqual(['member@acme.example']);
  });

  it('uses a referral once: a later sign-in in the same browser joins nobody', async () => {
    const { client: coach, coachId } = await newCoach('once-coach@example.com');
    const browser = t.anon;
    await acceptSignedOut(browser, coachId);
    const referralCookie = browser.cookie;
    await browser.post('/api/auth/login', { email: 'client@example.com', password: 'catalyst-demo' });
    const replay = t.anon;
    replay.cookie = referralCookie;
    await replay.post('/api/auth/login', { email: 'member@acme.example', password: 'catalyst-demo' });
    expect(await clientsOf(coach)).toEqual(['client@example.com']);
  });

  it('answers 404 for an unknown coach, and ignores a referral when a coach signs in', async () => {
    const { hadReferralCookie, accepted } = await signUpThroughReferral(424242, 'nobody-referred@example.com');
    expect(accepted.status).toBe(404);
    expect(hadReferralCookie).toBe(false);
    const { client: coach, coachId } = await newCoach('skip-coach@example.com');
    const browser = t.anon;
    await acceptSignedOut(browser, coachId);
    await browser.post('/api/auth/login', { email: 'coach@example.com', password: 'catalyst-demo' });
    expect(await clientsOf(coach)).toEqual([]);
  });

  it('joins a signed-in client at once on the explicit POST, and refuses a coach or the inviting coach itself', async () => {
    const { client: coach, coachId } = await newCoach('direct-accept-coach@example.com');
    const member = await t.signIn('member@globex.example');
    const res = await member.post('/api/invitations/accept', { coachId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'joined', coachName: 'Quinn Coach' });
    expect(await clientsOf(coach)).toEqual(['member@globex.example']);
    const otherCoach = await t.signIn('coach@example.com');
    expect((await otherCoach.post('/api/invitations/accept', { coachId })).status).toBe(409);
    const own = await coach.post('/api/invitations/accept', { coachId });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('This is your own invitation link.');
  });

  it('never joins anyone through a GET, signed in or not (an <img> pointing at the login endpoint)', async () => {
    const { client: coach, coachId } = await newCoach('img-coach@example.com');
    const viewer = await t.signIn('member@acme.example');
    const res = await viewer.get(`/api/login?coach_referral=${coachId}`, { headers: { 'sec-fetch-dest': 'image' } });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await viewer.post('/api/auth/login', { email: 'member@acme.example', password: 'catalyst-demo' })).status).toBe(200);
    expect(await clientsOf(coach)).toEqual([]);
  });

  it("holds the plan's client limit: a full Basic coach takes no new client until Premium", async () => {
    const { client: coach, coachId, userId } = await newCoach('full-coach@example.com');
    const fillers = Array.from({ length: 10 }, (_, i) => ({ id: `filler-${i}`, email: `filler-${i}@example.com`, role: 'client' as const }));
    await t.db.insertInto('users').values(fillers).execute();
    await t.db.insertInto('coachClients').values(fillers.map((f) => ({ coachUserId: userId, clientUserId: f.id, source: 'booking' as const }))).execute();
    await coach.post('/api/coach/send-invitation', { email: 'eleventh@example.com' });

    const { browser } = await signUpThroughReferral(coachId, 'eleventh@example.com');
    expect(await clientsOf(coach)).not.toContain('eleventh@example.com');
    const pending = await coach.get('/api/coach/invitations');
    expect(pending.body.find((invitation: { email: string }) => invitation.email === 'eleventh@example.com').status).toBe('pending');
    const booking = await browser.post('/api/sessions', { type: 'human', coachId, title: 'Intro', scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), duration: 60 });
    expect(booking.status).toBe(409);
    expect(booking.body.message).toBe('This coach has reached the client limit of their plan and is not taking new clients at the moment.');

    expect((await coach.post('/api/coaches', { ...profile, plan: 'premium' })).body.clientLimit).toBe(50);
    await signUpThroughReferral(coachId, 'twelfth@example.com');
    expect(await clientsOf(coach)).toContain('twelfth@example.com');
  });
});
