import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES as M } from '@shared/constants/calendar';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { inDays } from '../sessions/sessions.testkit';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
let member: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
  member = await t.signIn('member@acme.example');
});
afterAll(() => t.close());

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Strategy sync',
  description: 'Quarter plan',
  type: 'meeting',
  startTime: inDays(20, 14),
  endTime: inDays(20, 15),
  location: 'Room 2',
  isVirtual: false,
  ...overrides,
});

function issueFor(body: { issues?: { path: (string | number)[]; message: string }[] }, field: string): string | undefined {
  return body.issues?.find((issue) => issue.path[0] === field)?.message;
}

describe('calendar events API', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.anon.get('/api/calendar/events')).status).toBe(401);
    expect((await t.anon.post('/api/calendar/events', event())).status).toBe(401);
    expect((await t.anon.get('/api/calendar/feed')).status).toBe(401);
  });

  it('refuses an event without title, start or end with the field messages', async () => {
    const res = await client.post('/api/calendar/events', { title: ' ', description: 'x' });
    expect(res.status).toBe(400);
    expect(issueFor(res.body, 'title')).toBe(M.titleRequired);
    expect(issueFor(res.body, 'startTime')).toBe(M.startRequired);
    expect(issueFor(res.body, 'endTime')).toBe(M.endRequired);
  });

  it('refuses an end at or before the start, bad dates and unknown types', async () => {
    const backwards = await client.post('/api/calendar/events', event({ endTime: inDays(20, 13) }));
    expect(backwards.status).toBe(400);
    expect(issueFor(backwards.body, 'endTime')).toBe(M.endAfterStart);
    const same = await client.post('/api/calendar/events', event({ endTime: inDays(20, 14) }));
    expect(issueFor(same.body, 'endTime')).toBe(M.endAfterStart);
    const bad = await client.post('/api/calendar/events', event({ startTime: 'tomorrow', type: 'party', timezone: 'Mars/Olympus' }));
    expect(bad.status).toBe(400);
    expect(issueFor(bad.body, 'startTime')).toBe(M.startInvalid);
    expect(issueFor(bad.body, 'type')).toBe(M.type);
    expect(issueFor(bad.body, 'timezone')).toBe(M.timezone);
    const long = await client.post('/api/calendar/events', event({ endTime: inDays(60, 15) }));
    expect(issueFor(long.body, 'endTime')).toBe(M.tooLong);
  });

  it('schedules an event and lists it with its times in UTC', async () => {
    const res = await client.post('/api/calendar/events', event({ title: 'Board prep', location: '', description: null }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: `event-${res.body.sourceId}`,
      source: 'event',
      title: 'Board prep',
      type: 'meeting',
      status: 'scheduled',
      startTime: inDays(20, 14),
      endTime: inDays(20, 15),
      location: null,
      description: null,
      isVirtual: false,
      canEdit: true,
      participants: [{ name: 'Casey Client' }],
    });
    const list = await client.get('/api/calendar/events');
    expect(list.body.find((e: { id: string }) => e.id === res.body.id)).toMatchObject({ title: 'Board prep' });
  });

  it('reads a wall-clock time in the sent time zone, keeping the hour across daylight saving', async () => {
    const winter = await client.post('/api/calendar/events', event({ startTime: '2027-01-15T09:00', endTime: '2027-01-15T10:30', timezone: 'America/New_York' }));
    expect(winter.body).toMatchObject({ startTime: '2027-01-15T14:00:00.000Z', endTime: '2027-01-15T15:30:00.000Z' });
    const summer = await client.post('/api/calendar/events', event({ startTime: '2027-07-15T09:00', endTime: '2027-07-15T10:00', timezone: 'America/New_York' }));
    expect(summer.body).toMatchObject({ startTime: '2027-07-15T13:00:00.000Z', endTime: '2027-07-15T14:00:00.000Z' });
  });

  it("includes the caller's coaching sessions as coaching events, and nobody else's", async () => {
    const clientSessions = (await client.get('/api/sessions')).body as { id: number; scheduledAt: string; duration: number; title: string }[];
    const memberSessions = (await member.get('/api/sessions')).body as { id: number }[];
    expect(clientSessions.length).toBeGreaterThan(0);
    const events = (await client.get('/api/calendar/events')).body as { id: string; source: string; type: string; startTime: string; endTime: string }[];
    const sessionEvents = events.filter((e) => e.source === 'session');
    expect(sessionEvents.map((e) => e.id).sort()).toEqual(clientSessions.map((s) => `session-${s.id}`).sort());
    expect(sessionEvents.every((e) => e.type === 'coaching')).toBe(true);
    const first = clientSessions[0]!;
    const mapped = events.find((e) => e.id === `session-${first.id}`)!;
    expect(mapped.startTime).toBe(new Date(first.scheduledAt).toISOString());
    expect(Date.parse(mapped.endTime) - Date.parse(mapped.startTime)).toBe(first.duration * 60_000);
    const memberIds = new Set(memberSessions.map((s) => `session-${s.id}`));
    expect(events.some((e) => memberIds.has(e.id))).toBe(false);
    expect(events.every((e, i) => i === 0 || events[i - 1]!.startTime <= e.startTime)).toBe(true);
  });

  it('shows the sessions a coach coaches, and a cancelled session as cancelled', async () => {
    const booked = await client.post('/api/sessions', { title: 'Calendar check-in', type: 'human', scheduledAt: inDays(40, 11), duration: 45, coachId: await coachProfileId() });
    expect(booked.status).toBe(200);
    const coachView = (await coach.get('/api/calendar/events')).body as { id: string; status: string; participants: { name: string }[] }[];
    expect(coachView.find((e) => e.id === `session-${booked.body.id}`)).toMatchObject({ status: 'scheduled' });
    expect((await client.patch(`/api/sessions/${booked.body.id}/status`, { status: 'cancelled' })).status).toBe(200);
    const after = (await client.get('/api/calendar/events')).body as { id: string; status: string }[];
    expect(after.find((e) => e.id === `session-${booked.body.id}`)).toMatchObject({ status: 'cancelled' });
  });

  it('filters by a time range when one is given', async () => {
    const inRange = await client.post('/api/calendar/events', event({ title: 'In range', startTime: inDays(90, 9), endTime: inDays(90, 10) }));
    const res = await client.get(`/api/calendar/events?from=${encodeURIComponent(inDays(89, 0))}&to=${encodeURIComponent(inDays(91, 0))}`);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([inRange.body.id]);
    expect((await client.get('/api/calendar/events?from=yesterday')).status).toBe(400);
  });

  it('updates and deletes only the owner\'s events; others get 404 and never see them', async () => {
    const { body: mine } = await client.post('/api/calendar/events', event({ title: 'Private 1:1' }));
    const id = mine.sourceId as number;
    expect((await coach.get(`/api/calendar/events/${id}`)).status).toBe(404);
    expect((await coach.put(`/api/calendar/events/${id}`, { title: 'Hijacked' })).status).toBe(404);
    expect((await coach.delete(`/api/calendar/events/${id}`)).status).toBe(404);
    const coachList = (await coach.get('/api/calendar/events')).body as { id: string }[];
    expect(coachList.some((e) => e.id === mine.id)).toBe(false);

    const moved = await client.put(`/api/calendar/events/${id}`, { startTime: inDays(21, 9), endTime: inDays(21, 10), status: 'confirmed', location: 'Cafe' });
    expect(moved.body).toMatchObject({ title: 'Private 1:1', startTime: inDays(21, 9), status: 'confirmed', location: 'Cafe' });
    const backwards = await client.put(`/api/calendar/events/${id}`, { endTime: inDays(21, 8) });
    expect(backwards.status).toBe(400);
    expect(issueFor(backwards.body, 'endTime')).toBe(M.endAfterStart);
    expect((await client.get(`/api/calendar/events/${id}`)).body).toMatchObject({ endTime: inDays(21, 10) });

    expect((await client.delete(`/api/calendar/events/${id}`)).body).toEqual({ ok: true });
    expect((await client.get(`/api/calendar/events/${id}`)).status).toBe(404);
    const audit = await t.db.selectFrom('auditLog').select('action').where('subjectType', '=', 'calendar_event').where('subjectId', '=', String(id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['calendar_event.deleted']);
  });
});

async function coachProfileId(): Promise<number> {
  const row = await t.db
    .selectFrom('coaches')
    .innerJoin('users', 'users.id', 'coaches.userId')
    .select('coaches.id')
    .where('users.email', '=', 'coach@example.com')
    .executeTakeFirstOrThrow();
  return row.id;
}
