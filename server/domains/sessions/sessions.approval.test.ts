import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, type TestApp, mailTo, startTestApp } from '../../testing/harness';
import { booking, coachId, inDays } from './sessions.testkit';

let t: TestApp;
let admin: HttpClient;
let client: HttpClient;
let coach: HttpClient;
let jordan: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@example.com');
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
  jordan = await coachId(t.db, 'coach@example.com');
  expect((await admin.put('/api/admin/settings', { requireSessionApproval: true })).status).toBe(200);
});
afterAll(() => t.close());

let day = 200;
async function request(overrides: Record<string, unknown> = {}) {
  day += 1;
  const res = await client.post('/api/sessions', booking({ coachId: jordan, scheduledAt: inDays(day, 10), title: `Request ${day}`, ...overrides }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; status: string; title: string };
}

describe("'Require Session Approval'", () => {
  it('starts a booking of a human coach as pending_approval, listed as upcoming for both, pencilled in by e-mail', async () => {
    const session = await request();
    expect(session.status).toBe('pending_approval');
    const upcoming = (await coach.get('/api/sessions?view=upcoming')).body.map((s: { id: number }) => s.id);
    expect(upcoming).toContain(session.id);
    expect((await client.get('/api/sessions?view=upcoming')).body.map((s: { id: number }) => s.id)).toContain(session.id);
    const calendar = (await client.get('/api/calendar/events')).body.find((e: { id: string }) => e.id === `session-${session.id}`);
    expect(calendar.status).toBe('pending');

    const clientMail = (await mailTo(t.db, 'client@example.com')).find((m) => m.subject.includes(session.title))!;
    expect(clientMail.subject).toMatch(/^Session requested: /);
    expect(clientMail.text).toContain('It is booked once Jordan Rivera accepts it');
    expect(clientMail.attachments[0]!.content).toContain('STATUS:TENTATIVE');
    const coachMail = (await mailTo(t.db, 'coach@example.com')).find((m) => m.subject.includes(session.title))!;
    expect(coachMail.text).toContain('Casey Client asked for a coaching session with you. Accept or decline the request');
  });

  it('lets only the coach accept: the session becomes scheduled and both get the confirmation', async () => {
    const session = await request();
    const byClient = await client.patch(`/api/sessions/${session.id}/status`, { status: 'scheduled' });
    expect(byClient.status).toBe(403);
    expect(byClient.body.message).toBe('Only the coach can accept a session request');
    const joinEarly = await client.patch(`/api/sessions/${session.id}/status`, { status: 'in_progress' });
    expect(joinEarly.status).toBe(409);
    expect(joinEarly.body.message).toBe("A session cannot change from 'pending_approval' to 'in_progress'");

    const accepted = await coach.patch(`/api/sessions/${session.id}/status`, { status: 'scheduled' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('scheduled');
    const confirmation = (await mailTo(t.db, 'client@example.com')).filter((m) => m.subject.includes(session.title)).at(-1)!;
    expect(confirmation.subject).toMatch(/^Session confirmed: /);
    expect(confirmation.text).toContain('Jordan Rivera accepted your session request');
    expect(confirmation.attachments[0]!.content).toContain('STATUS:CONFIRMED');
    expect(confirmation.attachments[0]!.content).toContain('SEQUENCE:1');
  });

  it('lets the coach decline and the client withdraw a request (cancelled)', async () => {
    const declined = await request();
    expect((await coach.patch(`/api/sessions/${declined.id}/status`, { status: 'cancelled' })).body.status).toBe('cancelled');
    expect((await mailTo(t.db, 'client@example.com')).filter((m) => m.subject.includes(declined.title)).at(-1)!.subject).toMatch(/^Session request declined: /);
    const withdrawn = await request();
    expect((await client.patch(`/api/sessions/${withdrawn.id}/status`, { status: 'cancelled' })).body.status).toBe('cancelled');
    expect((await mailTo(t.db, 'coach@example.com')).filter((m) => m.subject.includes(withdrawn.title)).at(-1)!.subject).toMatch(/^Session request withdrawn: /);
  });

  it('holds the slot: an overlapping booking with the same coach is refused', async () => {
    const first = await request();
    const at = (await client.get(`/api/sessions/${first.id}`)).body.scheduledAt;
    const other = await t.signIn('member@globex.example');
    const clash = await other.post('/api/sessions', booking({ coachId: jordan, scheduledAt: at }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('The coach is not available at that time');
  });

  it('needs no approval for a coach booking for their own client, AI sessions, or once the switch is off', async () => {
    day += 1;
    const clientId = (await client.get('/api/auth/user')).body.id;
    const byCoach = await coach.post('/api/sessions', booking({ coachId: jordan, clientId, scheduledAt: inDays(day, 14) }));
    expect(byCoach.body.status).toBe('scheduled');
    const instant = await client.post('/api/sessions', { ...booking({ coachId: jordan }), status: 'in_progress' });
    expect(instant.status).toBe(409);
    expect(instant.body.message).toBe("Sessions with a coach need the coach's approval first. Book a time and the coach will confirm it.");

    await admin.put('/api/admin/settings', { requireSessionApproval: false });
    try {
      const direct = await request();
      expect(direct.status).toBe('scheduled');
    } finally {
      await admin.put('/api/admin/settings', { requireSessionApproval: true });
    }
  });

  it('lets the client move a request to another time; it stays a request', async () => {
    const session = await request();
    day += 1;
    const moved = await client.patch(`/api/sessions/${session.id}`, { scheduledAt: inDays(day, 9) });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('pending_approval');
  });
});
