import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, type TestApp, mailTo, startTestApp } from '../../testing/harness';
import { aiCoachId, booking, coachId, inDays } from './sessions.testkit';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
let sarah: number;
let jordan: number;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
  sarah = await coachId(t.db, 'sarah.chen@coaches.example');
  jordan = await coachId(t.db, 'coach@example.com');
});
afterAll(() => t.close());

let day = 100;
/** A fresh scheduled session with Jordan, booked by the client, on its own day. */
async function scheduled(overrides: Record<string, unknown> = {}) {
  day += 1;
  const res = await client.post('/api/sessions', booking({ coachId: jordan, scheduledAt: inDays(day, 10), title: `Session ${day}`, ...overrides }));
  expect(res.status).toBe(200);
  return res.body as { id: number; status: string; scheduledAt: string };
}

describe('GET /api/sessions', () => {
  it("lists the caller's sessions with nested coach or AI coach, latest start first", async () => {
    const res = await client.get('/api/sessions');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(9);
    const starts = res.body.map((s: { scheduledAt: string }) => s.scheduledAt);
    expect(starts).toEqual([...starts].sort().reverse());
    const ai = res.body.find((s: { type: string }) => s.type === 'ai');
    expect(ai.aiCoach).toMatchObject({ name: expect.any(String), iconType: expect.any(String) });
    const human = res.body.find((s: { type: string }) => s.type === 'human');
    expect(human.coach.user.firstName).toEqual(expect.any(String));
    expect(new Set(res.body.map((s: { status: string }) => s.status))).toEqual(new Set(['scheduled', 'in_progress', 'completed', 'cancelled']));
  });

  it('shows a coach the sessions it coaches and the ones it booked for clients', async () => {
    const res = await coach.get('/api/sessions');
    const titles = res.body.map((s: { title: string }) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Stakeholder mapping', 'Onboarding session', 'Coaching supervision', 'Feedback practice']));
    expect(titles).not.toContain('Pipeline strategy');
  });

  it("never lists another user's sessions, and a read of one is 404", async () => {
    const globex = await t.signIn('member@globex.example');
    const mine = (await client.get('/api/sessions')).body.map((s: { id: number }) => s.id);
    const theirs = (await globex.get('/api/sessions')).body.map((s: { id: number }) => s.id);
    expect(mine.filter((id: number) => theirs.includes(id))).toEqual([]);
    const res = await globex.get(`/api/sessions/${mine[0]}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Session not found', code: 'NOT_FOUND' });
    // Not even an admin or the organisation's admin reads someone else's session.
    expect((await (await t.signIn('admin@example.com')).get(`/api/sessions/${mine[0]}`)).status).toBe(404);
    expect((await globex.get('/api/sessions/999999')).status).toBe(404);
  });

  it('answers 401 signed out', async () => {
    expect((await t.anon.get('/api/sessions')).status).toBe(401);
    expect((await t.anon.get('/api/sessions/1')).status).toBe(401);
  });
});

describe('PATCH /api/sessions/{sessionId}/status', () => {
  it('joins (scheduled -> in_progress) and completes (in_progress -> completed)', async () => {
    const session = await scheduled();
    const joined = await client.patch(`/api/sessions/${session.id}/status`, { status: 'in_progress' });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'in_progress', startedAt: expect.any(String) });
    // The other participant, the coach, completes it after a real session (started 25 minutes ago).
    await t.db.updateTable('sessions').set({ startedAt: new Date(Date.now() - 25 * 60_000).toISOString() }).where('id', '=', session.id).execute();
    const before = (await t.anon.get(`/api/coaches/${jordan}`)).body.totalSessions;
    const completed = await coach.patch(`/api/sessions/${session.id}/status`, { status: 'completed' });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect((await t.anon.get(`/api/coaches/${jordan}`)).body.totalSessions).toBe(before + 1);
  });

  it("does not count a session completed minutes after it started in the coach's public total", async () => {
    const before = (await t.anon.get(`/api/coaches/${jordan}`)).body.totalSessions;
    for (let i = 0; i < 3; i++) {
      // The inflation pattern: book, start and complete at once.
      const session = await scheduled({ title: `Instant ${i}` });
      expect((await coach.patch(`/api/sessions/${session.id}/status`, { status: 'in_progress' })).status).toBe(200);
      await t.db.updateTable('sessions').set({ startedAt: new Date(Date.now() - 9 * 60_000).toISOString() }).where('id', '=', session.id).execute();
      expect((await coach.patch(`/api/sessions/${session.id}/status`, { status: 'completed' })).status).toBe(200);
    }
    expect((await t.anon.get(`/api/coaches/${jordan}`)).body.totalSessions).toBe(before);
  });

  it('cancels a scheduled session and e-mails both sides a cancellation', async () => {
    const session = await scheduled({ title: 'To be cancelled' });
    const res = await client.patch(`/api/sessions/${session.id}/status`, { status: 'cancelled' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    for (const address of ['client@example.com', 'coach@example.com']) {
      const mail = (await mailTo(t.db, address)).filter((m) => m.subject.includes('To be cancelled'));
      expect(mail.map((m) => m.subject.split(':')[0])).toEqual(['Session booked', 'Session cancelled']);
      const ics = mail[1]!.attachments[0]!.content;
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain('STATUS:CANCELLED');
      expect(ics).toContain('SEQUENCE:1');
      expect(ics).toContain(`UID:session-${session.id}@catalyst`);
    }
  });

  it.each([
    ['scheduled', 'completed'],
    ['scheduled', 'scheduled'],
    ['in_progress', 'scheduled'],
    ['in_progress', 'cancelled'],
    ['completed', 'in_progress'],
    ['completed', 'cancelled'],
    ['cancelled', 'scheduled'],
    ['cancelled', 'in_progress'],
  ])('refuses %s -> %s with 409 naming both states', async (from, to) => {
    const session = await scheduled();
    const path = `/api/sessions/${session.id}/status`;
    if (from === 'in_progress' || from === 'completed') expect((await client.patch(path, { status: 'in_progress' })).status).toBe(200);
    if (from === 'completed') expect((await client.patch(path, { status: 'completed' })).status).toBe(200);
    if (from === 'cancelled') expect((await client.patch(path, { status: 'cancelled' })).status).toBe(200);
    const res = await client.patch(path, { status: to });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: `A session cannot change from '${from}' to '${to}'`, code: 'CONFLICT' });
  });

  it('starts an AI session (scheduled -> in_progress)', async () => {
    const ai = await aiCoachId(t.db, 'Career Compass AI');
    const session = await scheduled({ type: 'ai', aiCoachId: ai, coachId: undefined });
    const res = await client.patch(`/api/sessions/${session.id}/status`, { status: 'in_progress' });
    expect(res.body.status).toBe('in_progress');
  });

  it("answers 404 when a non-participant changes a session, and leaves it unchanged", async () => {
    const session = await scheduled();
    for (const email of ['member@globex.example', 'sarah.chen@coaches.example', 'admin@example.com']) {
      const other = await t.signIn(email);
      const res = await other.patch(`/api/sessions/${session.id}/status`, { status: 'cancelled' });
      expect(res.status).toBe(404);
    }
    expect((await client.get(`/api/sessions/${session.id}`)).body.status).toBe('scheduled');
  });

  it('refuses an unknown status with the field named', async () => {
    const session = await scheduled();
    const res = await client.patch(`/api/sessions/${session.id}/status`, { status: 'paused' });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toEqual(['status']);
  });
});

describe('PATCH /api/sessions/{sessionId} (reschedule)', () => {
  it('moves a scheduled session and e-mails an update with a higher sequence', async () => {
    const session = await scheduled({ title: 'Moving session' });
    const to = inDays(day + 300, 15);
    const res = await client.patch(`/api/sessions/${session.id}`, { scheduledAt: to, duration: 90 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ scheduledAt: to, duration: 90, status: 'scheduled' });
    const mail = (await mailTo(t.db, 'coach@example.com')).filter((m) => m.subject.includes('Moving session'));
    expect(mail.map((m) => m.subject.split(':')[0])).toEqual(['Session booked', 'Session rescheduled']);
    expect(mail[1]!.attachments[0]!.content).toContain('SEQUENCE:1');
    expect(mail[1]!.text).toContain('(America/New_York)');
  });

  it('keeps the duration when none is sent', async () => {
    const session = await scheduled({ duration: 45 });
    const res = await coach.patch(`/api/sessions/${session.id}`, { scheduledAt: inDays(day + 301, 9) });
    expect(res.body.duration).toBe(45);
  });

  it('applies the booking validation', async () => {
    const session = await scheduled();
    const past = await client.patch(`/api/sessions/${session.id}`, { scheduledAt: inDays(-3) });
    expect(past.status).toBe(400);
    expect(past.body.issues).toEqual([{ path: ['scheduledAt'], message: 'Date and time must be in the future' }]);
    const empty = await client.patch(`/api/sessions/${session.id}`, { scheduledAt: '', duration: 5 });
    expect(empty.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['scheduledAt'], message: 'Date and time are required' },
        { path: ['duration'], message: 'Minimum duration is 15 minutes' },
      ]),
    );
  });

  it('refuses a time that overlaps another session of the coach, but not its own slot', async () => {
    const first = await scheduled();
    const second = await scheduled();
    const clash = await client.patch(`/api/sessions/${second.id}`, { scheduledAt: first.scheduledAt });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('The coach is not available at that time');
    const shifted = new Date(Date.parse(second.scheduledAt) + 30 * 60_000).toISOString();
    expect((await client.patch(`/api/sessions/${second.id}`, { scheduledAt: shifted })).status).toBe(200);
  });

  it("refuses a time when the client is busy with another coach", async () => {
    const session = await scheduled();
    day += 1;
    const other = await client.post('/api/sessions', booking({ coachId: sarah, scheduledAt: inDays(day, 14) }));
    const res = await coach.patch(`/api/sessions/${session.id}`, { scheduledAt: other.body.scheduledAt });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The client already has a session at that time');
  });

  it('refuses to reschedule a session that is not scheduled (409) and hides others (404)', async () => {
    const session = await scheduled();
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'cancelled' });
    const res = await client.patch(`/api/sessions/${session.id}`, { scheduledAt: inDays(day + 302) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only a scheduled session can be rescheduled; this one is 'cancelled'");
    const fresh = await scheduled();
    const stranger = await t.signIn('member@globex.example');
    expect((await stranger.patch(`/api/sessions/${fresh.id}`, { scheduledAt: inDays(day + 303) })).status).toBe(404);
  });
});
