import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, mailTo, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';
import { aiCoachId, booking, coachId, inDays, userId } from './sessions.testkit';

let t: TestApp;
let jordan: number;
let sarah: number;
let elena: number;
beforeAll(async () => {
  t = await startTestApp();
  jordan = await coachId(t.db, 'coach@example.com');
  sarah = await coachId(t.db, 'sarah.chen@coaches.example');
  elena = await coachId(t.db, 'elena.rossi@coaches.example');
});
afterAll(() => t.close());

describe('POST /api/sessions: validation', () => {
  it("refuses a missing title, date and duration with the spec's messages", async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/sessions', { type: 'human', coachId: sarah });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['title'], message: 'Title is required' },
        { path: ['scheduledAt'], message: 'Date and time are required' },
        { path: ['duration'], message: 'Required' },
      ]),
    );
  });

  it('refuses a blank title and an empty date with the spec messages', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/sessions', booking({ coachId: sarah, title: '   ', scheduledAt: '' }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['title'], message: 'Title is required' },
        { path: ['scheduledAt'], message: 'Date and time are required' },
      ]),
    );
  });

  it('refuses a duration under 15 minutes with the spec message', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/sessions', booking({ coachId: sarah, duration: 10 }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['duration'], message: 'Minimum duration is 15 minutes' }]);
  });

  it('refuses a duration over 8 hours with the spec message', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/sessions', booking({ coachId: sarah, duration: 481 }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['duration'], message: 'Maximum duration is 8 hours' }]);
  });

  it('accepts the duration bounds 15 and 480', async () => {
    const client = await t.signIn('client@example.com');
    expect((await client.post('/api/sessions', booking({ coachId: sarah, duration: 15, scheduledAt: inDays(40, 8) }))).status).toBe(200);
    expect((await client.post('/api/sessions', booking({ coachId: sarah, duration: 480, scheduledAt: inDays(41, 8) }))).status).toBe(200);
  });

  it('refuses a type other than human or ai', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/sessions', booking({ coachId: sarah, type: 'group' }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['type'], message: 'Type must be human or ai' }]);
  });

  it('refuses a time in the past and a date that does not exist', async () => {
    const client = await t.signIn('client@example.com');
    const past = await client.post('/api/sessions', booking({ coachId: sarah, scheduledAt: inDays(-1) }));
    expect(past.status).toBe(400);
    expect(past.body.issues).toEqual([{ path: ['scheduledAt'], message: 'Date and time must be in the future' }]);
    const bogus = await client.post('/api/sessions', booking({ coachId: sarah, scheduledAt: '2099-02-31T10:00' }));
    expect(bogus.status).toBe(400);
    expect(bogus.body.issues).toEqual([{ path: ['scheduledAt'], message: 'Enter a valid date and time' }]);
    const garbage = await client.post('/api/sessions', booking({ coachId: sarah, scheduledAt: 'tomorrow' }));
    expect(garbage.body.issues).toEqual([{ path: ['scheduledAt'], message: 'Enter a valid date and time' }]);
  });

  it('needs a coach for a human session and an AI coach for an AI session', async () => {
    const client = await t.signIn('client@example.com');
    const human = await client.post('/api/sessions', booking());
    expect(human.status).toBe(400);
    expect(human.body.issues).toEqual([{ path: ['coachId'], message: 'Choose a coach for a human session' }]);
    const ai = await client.post('/api/sessions', booking({ type: 'ai' }));
    expect(ai.body.issues).toEqual([{ path: ['aiCoachId'], message: 'Choose an AI coach for an AI session' }]);
  });

  it('answers 404 for a coach that does not exist and 409 for an unavailable one', async () => {
    const client = await t.signIn('client@example.com');
    const missing = await client.post('/api/sessions', booking({ coachId: 99999 }));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Coach not found');
    const unavailable = await client.post('/api/sessions', booking({ coachId: elena }));
    expect(unavailable.status).toBe(409);
    expect(unavailable.body.message).toBe('This coach is not taking bookings at the moment');
  });

  it("answers 404 for another organisation's, an inactive or a missing AI coach", async () => {
    const member = await t.signIn('member@acme.example');
    for (const name of ['Globex Sales Accelerator', 'Negotiation Lab AI']) {
      const res = await member.post('/api/sessions', booking({ type: 'ai', aiCoachId: await aiCoachId(t.db, name) }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('AI coach not found');
    }
    expect((await member.post('/api/sessions', booking({ type: 'ai', aiCoachId: 99999 }))).status).toBe(404);
    const own = await member.post('/api/sessions', booking({ type: 'ai', aiCoachId: await aiCoachId(t.db, 'Acme Leadership Compass'), scheduledAt: inDays(42) }));
    expect(own.status).toBe(200);
  });

  it('answers 401 signed out and loses nothing on a refused request', async () => {
    const before = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await t.anon.post('/api/sessions', booking({ coachId: sarah }))).status).toBe(401);
    const client = await t.signIn('client@example.com');
    await client.post('/api/sessions', booking({ coachId: sarah, duration: 5 }));
    const after = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('POST /api/sessions: who it is for', () => {
  it('books a human session for the caller and returns it with the nested coach', async () => {
    const client = await t.signIn('client@example.com');
    const scheduledAt = inDays(20, 14);
    const res = await client.post('/api/sessions', booking({ coachId: sarah, scheduledAt, title: 'Pitch review' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'human',
      title: 'Pitch review',
      status: 'scheduled',
      scheduledAt,
      duration: 60,
      coachId: sarah,
      aiCoachId: null,
      clientId: await userId(t.db, 'client@example.com'),
      coach: { id: sarah, title: 'Startup & Innovation Mentor', user: { firstName: 'Sarah', lastName: 'Chen' } },
    });
    const read = await client.get(`/api/sessions/${res.body.id}`);
    expect(read.body).toEqual(res.body);
  });

  it('lets a coach book for one of its own clients: the client sees it too', async () => {
    const coach = await t.signIn('coach@example.com');
    const taylor = await userId(t.db, 'taylor.morgan@clients.example');
    const res = await coach.post('/api/sessions', booking({ coachId: jordan, clientId: taylor, scheduledAt: inDays(21, 14), title: 'Check-in for Taylor' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ clientId: taylor, bookedById: await userId(t.db, 'coach@example.com'), coachId: jordan });
    const asTaylor = await (await t.signIn('taylor.morgan@clients.example')).get('/api/sessions');
    expect(asTaylor.body.map((s: { id: number }) => s.id)).toContain(res.body.id);
  });

  it("refuses a coach booking for someone who is not its client (403)", async () => {
    const coach = await t.signIn('coach@example.com');
    const res = await coach.post('/api/sessions', booking({ coachId: jordan, clientId: await userId(t.db, 'member@globex.example'), scheduledAt: inDays(22) }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only book sessions for your own clients');
  });

  it("refuses a client booking for another coach's client (403)", async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/sessions', booking({ coachId: sarah, clientId: await userId(t.db, 'member@globex.example'), scheduledAt: inDays(22) }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only coaches can book a session for a client');
  });

  it('lets a coach book for itself with another coach, but not with itself', async () => {
    const coach = await t.signIn('coach@example.com');
    const ok = await coach.post('/api/sessions', booking({ coachId: sarah, scheduledAt: inDays(23, 9) }));
    expect(ok.status).toBe(200);
    expect(ok.body.clientId).toBe(await userId(t.db, 'coach@example.com'));
    const self = await coach.post('/api/sessions', booking({ coachId: jordan, scheduledAt: inDays(23, 15) }));
    expect(self.status).toBe(400);
    expect(self.body.issues).toEqual([{ path: ['coachId'], message: 'A coach cannot book a session with themselves' }]);
  });

  it("stores a coach's hybrid session, and refuses hybrid from a client", async () => {
    const coach = await t.signIn('coach@example.com');
    const sam = await userId(t.db, 'sam.lee@clients.example');
    const res = await coach.post('/api/sessions', booking({ type: 'hybrid', coachId: jordan, clientId: sam, scheduledAt: inDays(24), title: 'Leadership circle' }));
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('hybrid');
    const client = await t.signIn('client@example.com');
    const refused = await client.post('/api/sessions', booking({ type: 'hybrid', coachId: sarah, scheduledAt: inDays(24) }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only coaches can create group sessions');
  });

  it('makes a first-time booker a client of the coach', async () => {
    const globex = await t.signIn('member@globex.example');
    const priya = await coachId(t.db, 'priya.patel@coaches.example');
    expect((await globex.post('/api/sessions', booking({ coachId: priya, scheduledAt: inDays(25) }))).status).toBe(200);
    const clients = await (await t.signIn('priya.patel@coaches.example')).get('/api/clients');
    expect(clients.body.map((c: { email: string }) => c.email)).toContain('member@globex.example');
  });
});

describe('POST /api/sessions: instant and AI sessions', () => {
  it('starts an AI session at once with status in_progress', async () => {
    const client = await t.signIn('client@example.com');
    const ai = await aiCoachId(t.db, 'Career Compass AI');
    const res = await client.post('/api/sessions', { title: 'Instant AI Coaching', type: 'ai', aiCoachId: ai, scheduledAt: new Date().toISOString(), duration: 30, status: 'in_progress' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'in_progress', type: 'ai', aiCoachId: ai, aiCoach: { name: 'Career Compass AI', iconType: 'bot', iconColor: 'blue' }, coach: null });
    expect(res.body.startedAt).toEqual(expect.any(String));
    expect(Math.abs(Date.parse(res.body.scheduledAt) - Date.now())).toBeLessThan(60_000);
  });

  it('starts an instant human session when the coach is free now', async () => {
    const client = await t.signIn('member@acme.example');
    const grace = await coachId(t.db, 'grace.kim@coaches.example');
    const res = await client.post('/api/sessions', { title: 'Instant Video Call', type: 'human', coachId: grace, scheduledAt: new Date().toISOString(), duration: 30, status: 'in_progress' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('in_progress');
  });

  it('refuses any other starting status', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/sessions', booking({ coachId: sarah, status: 'completed' }));
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toEqual(['status']);
  });
});

describe('POST /api/sessions: overlaps', () => {
  it('refuses a second overlapping booking with the same coach (409)', async () => {
    const client = await t.signIn('client@example.com');
    const globex = await t.signIn('member@globex.example');
    const james = await coachId(t.db, 'james.obrien@coaches.example');
    expect((await client.post('/api/sessions', booking({ coachId: james, scheduledAt: inDays(50, 10), duration: 60 }))).status).toBe(200);
    const clash = await globex.post('/api/sessions', booking({ coachId: james, scheduledAt: inDays(50, 10, 30), duration: 30 }));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ message: 'The coach is not available at that time', code: 'CONFLICT' });
    // Back to back is fine.
    expect((await globex.post('/api/sessions', booking({ coachId: james, scheduledAt: inDays(50, 11), duration: 30 }))).status).toBe(200);
  });

  it('refuses a client two overlapping sessions with different coaches (409)', async () => {
    const client = await t.signIn('client@example.com');
    const noah = await coachId(t.db, 'noah.williams@coaches.example');
    const aiko = await coachId(t.db, 'aiko.tanaka@coaches.example');
    expect((await client.post('/api/sessions', booking({ coachId: noah, scheduledAt: inDays(51, 10), duration: 90 }))).status).toBe(200);
    const clash = await client.post('/api/sessions', booking({ coachId: aiko, scheduledAt: inDays(51, 11), duration: 30 }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('You already have a session at that time');
  });

  it("tells a coach booking for a client that the client is busy", async () => {
    const client = await t.signIn('client@example.com');
    const coach = await t.signIn('coach@example.com');
    const carlosFree = await coachId(t.db, 'fatima.alsayed@coaches.example');
    expect((await client.post('/api/sessions', booking({ coachId: carlosFree, scheduledAt: inDays(52, 10) }))).status).toBe(200);
    const res = await coach.post('/api/sessions', booking({ coachId: jordan, clientId: await userId(t.db, 'client@example.com'), scheduledAt: inDays(52, 10, 30) }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The client already has a session at that time');
  });

  it('counts a coach busy with its own sessions as a client', async () => {
    const coach = await t.signIn('coach@example.com');
    const client = await t.signIn('client@example.com');
    expect((await coach.post('/api/sessions', booking({ coachId: sarah, scheduledAt: inDays(53, 12) }))).status).toBe(200);
    const res = await client.post('/api/sessions', booking({ coachId: jordan, scheduledAt: inDays(53, 12) }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The coach is not available at that time');
  });

  it('lets cancelled sessions and AI sessions free the slot', async () => {
    const client = await t.signIn('client@example.com');
    const priya = await coachId(t.db, 'priya.patel@coaches.example');
    const first = await client.post('/api/sessions', booking({ coachId: priya, scheduledAt: inDays(54, 10) }));
    expect((await client.patch(`/api/sessions/${first.body.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await client.post('/api/sessions', booking({ coachId: priya, scheduledAt: inDays(54, 10) }))).status).toBe(200);
    const ai = await aiCoachId(t.db, 'Mindful Balance AI');
    expect((await client.post('/api/sessions', booking({ type: 'ai', aiCoachId: ai, scheduledAt: inDays(54, 10) }))).status).toBe(200);
  });
});

describe('time zones and confirmations', () => {
  it('keeps the wall-clock time of a booking across a daylight-saving change', async () => {
    const client = await t.signIn('member@acme.example');
    const marcus = await coachId(t.db, 'marcus.johnson@coaches.example');
    const year = new Date().getUTCFullYear() + 1;
    // New York: summer time (UTC-4) in July, standard time (UTC-5) in December.
    const summer = await client.post('/api/sessions', booking({ coachId: marcus, scheduledAt: `${year}-07-14T10:00`, timezone: 'America/New_York' }));
    const winter = await client.post('/api/sessions', booking({ coachId: marcus, scheduledAt: `${year}-12-15T10:00`, timezone: 'America/New_York' }));
    expect(summer.body.scheduledAt).toBe(`${year}-07-14T14:00:00.000Z`);
    expect(winter.body.scheduledAt).toBe(`${year}-12-15T15:00:00.000Z`);
    const mail = (await mailTo(t.db, 'member@acme.example')).filter((m) => m.text.includes(`December 15, ${year}`));
    expect(mail[0]?.text).toContain('at 10:00 AM (America/New_York)');
    const user = await t.db.selectFrom('users').select('timezone').where('email', '=', 'member@acme.example').executeTakeFirstOrThrow();
    expect(user.timezone).toBe('America/New_York');
  });

  it('takes the finer fractions other languages send (Python 6 digits, Go and Java 9), with or without an offset', async () => {
    const client = await t.signIn('member@acme.example');
    const priya = await coachId(t.db, 'priya.patel@coaches.example');
    const year = new Date().getUTCFullYear() + 1;
    const withOffset = await client.post('/api/sessions', booking({ coachId: priya, scheduledAt: `${year}-05-04T09:15:30.123456+00:00` }));
    expect(withOffset.status, JSON.stringify(withOffset.body)).toBe(200);
    expect(withOffset.body.scheduledAt).toBe(`${year}-05-04T09:15:30.123Z`);
    const wallClock = await client.post('/api/sessions', booking({ coachId: priya, scheduledAt: `${year}-05-05T09:15:30.987654321`, timezone: 'Europe/Paris' }));
    expect(wallClock.status, JSON.stringify(wallClock.body)).toBe(200);
    expect(wallClock.body.scheduledAt).toBe(`${year}-05-05T07:15:30.987Z`);
    // Ten digits is not a time anyone sends.
    expect((await client.post('/api/sessions', booking({ coachId: priya, scheduledAt: `${year}-05-06T09:15:30.1234567890Z` }))).status).toBe(400);
  });

  it('refuses an unknown time zone', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/sessions', booking({ coachId: sarah, timezone: 'Mars/Olympus' }));
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toEqual(['timezone']);
  });

  it('e-mails the client and the coach, each in their own zone, with an .ics invitation', async () => {
    const client = await t.signIn('member@globex.example');
    const fatima = await coachId(t.db, 'fatima.alsayed@coaches.example');
    const year = new Date().getUTCFullYear() + 1;
    const res = await client.post('/api/sessions', booking({ coachId: fatima, title: 'Strategy offsite prep', scheduledAt: `${year}-03-03T09:30:00Z`, timezone: 'Europe/London', duration: 45 }));
    expect(res.status).toBe(200);
    const [toClient] = (await mailTo(t.db, 'member@globex.example')).filter((m) => m.subject.includes('Strategy offsite prep'));
    const [toCoach] = (await mailTo(t.db, 'fatima.alsayed@coaches.example')).filter((m) => m.subject.includes('Strategy offsite prep'));
    expect(toClient?.subject).toBe('Session booked: Strategy offsite prep on Mar 3, 9:30 AM');
    expect(toClient?.text).toContain('With: Fatima Al-Sayed');
    expect(toClient?.text).toContain('9:30 AM (Europe/London)');
    // The coach's profile zone is Singapore (UTC+8).
    expect(toCoach?.subject).toBe('Session booked: Strategy offsite prep on Mar 3, 5:30 PM');
    expect(toCoach?.text).toContain('With: Grace Mills');
    const ics = toClient!.attachments[0]!;
    expect(ics.filename).toBe('session.ics');
    expect(ics.contentType).toContain('text/calendar');
    expect(ics.content).toContain('METHOD:REQUEST');
    expect(ics.content).toContain(`UID:session-${res.body.id}@catalyst`);
    expect(ics.content).toContain(`DTSTART:${year}0303T093000Z`);
    expect(ics.content).toContain(`DTEND:${year}0303T101500Z`);
    expect(ics.content).toContain('SUMMARY:Strategy offsite prep');
  });

  it('sends no confirmation for an instant AI session', async () => {
    const before = (await mailTo(t.db, 'orgadmin@acme.example')).length;
    const admin = await t.signIn('orgadmin@acme.example');
    const ai = await aiCoachId(t.db, 'Acme Leadership Compass');
    expect((await admin.post('/api/sessions', { title: 'Quick question', type: 'ai', aiCoachId: ai, scheduledAt: new Date().toISOString(), duration: 30, status: 'in_progress' })).status).toBe(200);
    expect(await mailTo(t.db, 'orgadmin@acme.example')).toHaveLength(before);
  });

  it('books over tRPC as the browser does', async () => {
    const client = await t.signIn('client@example.com');
    const trpc = createTestTrpc(t.url, client.cookie);
    try {
      const session = await trpc.client.sessions.create.mutate({ title: 'From the dialog', type: 'human', coachId: sarah, scheduledAt: inDays(60, 13).slice(0, 16), duration: 45, timezone: 'UTC' });
      expect(session.scheduledAt).toBe(inDays(60, 13));
      await expect(trpc.client.sessions.create.mutate({ title: '', type: 'human', coachId: sarah, scheduledAt: '', duration: 60 })).rejects.toThrow(/Title is required/);
    } finally {
      trpc.close();
    }
  });
});

describe('races', () => {
  it('books one session when several clients take the same slot of a coach at once', async () => {
    const clients = await Promise.all(['client@example.com', 'member@acme.example', 'member@globex.example'].map((email) => t.signIn(email)));
    const slot = inDays(40, 9);
    const attempts = clients.flatMap((client) => Array.from({ length: 4 }, (_, i) => client.post('/api/sessions', booking({ coachId: sarah, scheduledAt: slot, title: `Race ${i}` }))));
    const results = await Promise.all(attempts);
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(results.length - 1);
    const booked = await t.db.selectFrom('sessions').select('id').where('coachId', '=', sarah).where('scheduledAt', '=', new Date(results.find((res) => res.status === 200)!.body.scheduledAt).toISOString()).where('status', '=', 'scheduled').execute();
    expect(booked).toHaveLength(1);
  });
});
