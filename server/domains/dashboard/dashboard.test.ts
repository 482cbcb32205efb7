import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';
import { recordGoalActivity } from '../activity/activity.queries';
import { aiCoachId, booking, coachId, userId } from '../sessions/sessions.testkit';
import { monthRange } from './dashboard.queries';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/dashboard/stats', () => {
  it("counts this month's sessions, completed goals and AI replies from the caller's data", async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.get('/api/dashboard/stats');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['aiInteractions', 'goalsAchieved', 'sessionsThisMonth']);
    // The seeded in-progress AI session has one AI reply, written minutes ago.
    expect(res.body.aiInteractions).toBeGreaterThanOrEqual(1);
    expect(res.body.sessionsThisMonth).toBeGreaterThanOrEqual(1);
  });

  it('changes when a session is booked this month and when it is cancelled', async () => {
    const start = new Date(Date.now() + 5 * 60_000);
    start.setUTCSeconds(0, 0);
    const when = start.toISOString();
    // The member has no time zone, so months are UTC; a booking in the month's last minutes counts next month.
    const delta = start.getUTCMonth() === new Date().getUTCMonth() ? 1 : 0;
    const member = await t.signIn('member@globex.example');
    const before = (await member.get('/api/dashboard/stats')).body.sessionsThisMonth;
    const booked = await member.post('/api/sessions', booking({ coachId: await coachId(t.db, 'noah.williams@coaches.example'), scheduledAt: when }));
    expect(booked.status).toBe(200);
    expect((await member.get('/api/dashboard/stats')).body.sessionsThisMonth).toBe(before + delta);
    await member.patch(`/api/sessions/${booked.body.id}/status`, { status: 'cancelled' });
    expect((await member.get('/api/dashboard/stats')).body.sessionsThisMonth).toBe(before);
  });

  it('counts a goal completed this month and an AI reply in one of my sessions', async () => {
    const member = await t.signIn('member@acme.example');
    const before = (await member.get('/api/dashboard/stats')).body;
    const id = await userId(t.db, 'member@acme.example');
    const now = new Date().toISOString();
    await t.db.insertInto('goals').values({ userId: id, title: 'Finish the onboarding plan', category: 'career', status: 'completed', progress: 100, completedAt: now }).execute();
    const session = await member.post('/api/sessions', {
      title: 'Quick AI chat', type: 'ai', aiCoachId: await aiCoachId(t.db, 'Acme Leadership Compass'), scheduledAt: now, duration: 30, status: 'in_progress',
    });
    await t.db.insertInto('sessionMessages').values({ sessionId: session.body.id, senderId: id, isFromAi: false, message: 'Hello' }).execute();
    await t.db.insertInto('sessionMessages').values({ sessionId: session.body.id, senderId: null, isFromAi: true, message: 'Hi, how can I help?' }).execute();
    const after = (await member.get('/api/dashboard/stats')).body;
    expect(after.goalsAchieved).toBe(before.goalsAchieved + 1);
    // Only the AI's reply counts, not the user's own message.
    expect(after.aiInteractions).toBe(before.aiInteractions + 1);
    // Someone else's data never counts.
    const other = (await (await t.signIn('member@globex.example')).get('/api/dashboard/stats')).body;
    expect(other.goalsAchieved).toBe(0);
  });

  it("computes the month in the caller's time zone", () => {
    const now = new Date('2026-03-01T03:00:00Z');
    expect(monthRange(now, 'UTC')).toEqual({ start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' });
    // Still February in New York.
    expect(monthRange(now, 'America/New_York')).toEqual({ start: '2026-02-01T05:00:00.000Z', end: '2026-03-01T05:00:00.000Z' });
  });

  it('answers 401 signed out', async () => {
    expect((await t.anon.get('/api/dashboard/stats')).status).toBe(401);
  });
});

describe('GET /api/goals', () => {
  it("returns only the caller's goals with every field", async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.get('/api/goals');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(5);
    const me = await userId(t.db, 'client@example.com');
    expect(res.body.every((g: { userId: string }) => g.userId === me)).toBe(true);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      ['category', 'completedAt', 'createdAt', 'description', 'id', 'priority', 'progress', 'status', 'targetDate', 'title', 'updatedAt', 'userId'].sort(),
    );
    expect(new Set(res.body.map((g: { status: string }) => g.status))).toEqual(new Set(['active', 'completed', 'paused']));
    expect(res.body[0].targetDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 401 signed out', async () => {
    expect((await t.anon.get('/api/goals')).status).toBe(401);
  });
});

describe('GET /api/activity', () => {
  it('records a booking, a start and a completion for both sides, newest first', async () => {
    const client = await t.signIn('client@example.com');
    const coach = await t.signIn('coach@example.com');
    const jordan = await coachId(t.db, 'coach@example.com');
    const booked = await client.post('/api/sessions', booking({ coachId: jordan, title: 'Activity check', scheduledAt: new Date(Date.now() + 200 * 86_400_000).toISOString() }));
    let mine = (await client.get('/api/activity')).body;
    expect(mine[0]).toMatchObject({ type: 'session_booked', title: 'Session booked', description: 'Activity check with Jordan Rivera', color: 'blue', icon: 'calendar' });
    expect(mine[0].timestamp).toEqual(expect.any(String));
    const theirs = (await coach.get('/api/activity')).body;
    expect(theirs[0]).toMatchObject({ type: 'session_booked', description: 'Activity check with Casey Client' });

    await coach.patch(`/api/sessions/${booked.body.id}/status`, { status: 'in_progress' });
    await client.patch(`/api/sessions/${booked.body.id}/status`, { status: 'completed' });
    mine = (await client.get('/api/activity')).body;
    expect(mine.slice(0, 3).map((a: { type: string }) => a.type)).toEqual(['session_completed', 'session_started', 'session_booked']);
    const stamps = mine.map((a: { timestamp: string }) => a.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('records an AI session start and a cancellation', async () => {
    const client = await t.signIn('client@example.com');
    await client.post('/api/sessions', { title: 'Instant AI', type: 'ai', aiCoachId: await aiCoachId(t.db, 'Career Compass AI'), scheduledAt: new Date().toISOString(), duration: 30, status: 'in_progress' });
    expect((await client.get('/api/activity')).body[0]).toMatchObject({ type: 'ai_session_started', title: 'AI session started', description: 'Instant AI with Career Compass AI', icon: 'bot' });
    const session = await client.post('/api/sessions', booking({ coachId: await coachId(t.db, 'aiko.tanaka@coaches.example'), scheduledAt: new Date(Date.now() + 201 * 86_400_000).toISOString() }));
    await client.patch(`/api/sessions/${session.body.id}/status`, { status: 'cancelled' });
    expect((await client.get('/api/activity')).body[0]).toMatchObject({ type: 'session_cancelled', title: 'Session cancelled', color: 'red' });
  });

  it('records goal creation and completion through the shared recorder', async () => {
    const id = await userId(t.db, 'member@globex.example');
    await recordGoalActivity(t.db, { id: 1, userId: id, title: 'Close the Initech deal' }, 'created');
    const globex = await t.signIn('member@globex.example');
    expect((await globex.get('/api/activity')).body[0]).toMatchObject({ type: 'goal_created', title: 'Goal created', description: 'Close the Initech deal', icon: 'target' });
    await recordGoalActivity(t.db, { id: 1, userId: id, title: 'Close the Initech deal' }, 'completed');
    expect((await globex.get('/api/activity?limit=1')).body).toEqual([expect.objectContaining({ type: 'goal_completed', title: 'Goal completed', icon: 'trophy' })]);
  });

  it("never shows another user's events", async () => {
    const acme = await t.signIn('member@acme.example');
    const entries = (await acme.get('/api/activity?limit=100')).body;
    expect(entries.some((a: { description: string }) => a.description.includes('Initech'))).toBe(false);
  });

  it('refuses a bad limit and answers 401 signed out', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.get('/api/activity?limit=0');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['limit'], message: 'Limit must be a whole number between 1 and 500' }]);
    expect((await t.anon.get('/api/activity')).status).toBe(401);
  });
});
