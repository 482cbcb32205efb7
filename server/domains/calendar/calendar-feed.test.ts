import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { coachId, inDays } from '../sessions/sessions.testkit';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
});
afterAll(() => t.close());

/** The path part of a feed URL, fetched signed out like a calendar app would. */
async function fetchFeed(url: string) {
  return t.anon.get(new URL(url).pathname);
}

function vevents(text: string): Map<string, VEvent> {
  const parsed = ical.sync.parseICS(text);
  const events = new Map<string, VEvent>();
  for (const component of Object.values(parsed)) if (component?.type === 'VEVENT') events.set(component.uid, component);
  return events;
}

describe('iCalendar feed', () => {
  it('gives each user one stable private address, created on first use', async () => {
    const first = await client.get('/api/calendar/feed');
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${t.url}/api/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await client.get('/api/calendar/feed')).body.url).toBe(first.body.url);
    const other = await coach.get('/api/calendar/feed');
    expect(other.body.url).not.toBe(first.body.url);
    const stored = await t.db.selectFrom('calendarFeeds').select('tokenHash').execute();
    const token = first.body.url.split('/').pop().replace('.ics', '');
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('serves events and sessions with their UTC times, stable UIDs and sequences', async () => {
    const created = await client.post('/api/calendar/events', {
      title: 'Feed workshop',
      description: 'Hands-on',
      type: 'workshop',
      startTime: inDays(15, 13, 30),
      endTime: inDays(15, 16),
      location: 'Hall A',
      isVirtual: false,
    });
    await client.put(`/api/calendar/events/${created.body.sourceId}`, { title: 'Feed workshop (moved)', startTime: inDays(16, 13, 30), endTime: inDays(16, 16) });
    const booked = await client.post('/api/sessions', { title: 'Feed session', type: 'human', scheduledAt: inDays(17, 10), duration: 60, coachId: await coachId(t.db, 'coach@example.com') });
    expect(booked.status).toBe(200);
    const cancelled = await client.post('/api/sessions', { title: 'Feed cancelled', type: 'human', scheduledAt: inDays(18, 10), duration: 30, coachId: await coachId(t.db, 'coach@example.com') });
    await client.patch(`/api/sessions/${cancelled.body.id}/status`, { status: 'cancelled' });

    const { url } = (await client.get('/api/calendar/feed')).body;
    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toContain('private');
    expect(res.text).toContain('BEGIN:VCALENDAR');

    const events = vevents(res.text);
    const workshop = events.get(`event-${created.body.sourceId}@catalyst`);
    expect(workshop?.summary).toBe('Feed workshop (moved)');
    expect(workshop?.start.toISOString()).toBe(inDays(16, 13, 30));
    expect(workshop?.end?.toISOString()).toBe(inDays(16, 16));
    expect(workshop?.location).toBe('Hall A');
    expect(Number(workshop?.sequence)).toBe(1);
    expect(res.text).toMatch(new RegExp(`DTSTART:\\d{8}T\\d{6}Z`));

    const session = events.get(`session-${booked.body.id}@catalyst`);
    expect(session?.summary).toBe('Feed session');
    expect(session?.start.toISOString()).toBe(inDays(17, 10));
    expect(session?.end?.toISOString()).toBe(inDays(17, 11));
    expect(Number(session?.sequence)).toBe(0);

    const off = events.get(`session-${cancelled.body.id}@catalyst`);
    expect(off?.status).toBe('CANCELLED');
    expect(Number(off?.sequence)).toBe(1);

    const all = (await client.get('/api/calendar/events')).body as { id: string; endTime: string }[];
    const recent = all.filter((e) => Date.parse(e.endTime) > Date.now() - 365 * 24 * 60 * 60 * 1000);
    expect(events.size).toBe(recent.length);
  });

  it("never shows another user's own events", async () => {
    const coachEvent = await coach.post('/api/calendar/events', { title: 'Coach only', startTime: inDays(12, 9), endTime: inDays(12, 10) });
    const { url } = (await client.get('/api/calendar/feed')).body;
    const events = vevents((await fetchFeed(url)).text);
    expect(events.has(`event-${coachEvent.body.sourceId}@catalyst`)).toBe(false);
    const coachFeed = vevents((await fetchFeed((await coach.get('/api/calendar/feed')).body.url)).text);
    expect(coachFeed.has(`event-${coachEvent.body.sourceId}@catalyst`)).toBe(true);
  });

  it('stops serving the old address once the link is regenerated, and after it is turned off', async () => {
    const old = (await client.get('/api/calendar/feed')).body.url as string;
    expect((await fetchFeed(old)).status).toBe(200);
    const fresh = await client.post('/api/calendar/feed/regenerate');
    expect(fresh.status).toBe(200);
    expect(fresh.body.url).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh.body.url)).status).toBe(200);
    expect((await client.get('/api/calendar/feed')).body.url).toBe(fresh.body.url);

    expect((await client.delete('/api/calendar/feed')).body).toEqual({ ok: true });
    expect((await fetchFeed(fresh.body.url)).status).toBe(404);
  });

  it('answers 404 for unknown or malformed tokens', async () => {
    expect((await t.anon.get('/api/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await t.anon.get('/api/calendar/feed/short.ics')).status).toBe(404);
    expect((await t.anon.get('/api/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('documents the feed route in the OpenAPI document', async () => {
    const doc = await t.anon.get('/api/openapi.json');
    expect(doc.body.paths['/calendar/feed/{token}.ics'].get.security).toEqual([]);
    expect(doc.body.paths['/calendar/events'].post).toBeDefined();
    expect(doc.body.paths['/goals/stats'].get).toBeDefined();
  });
});
