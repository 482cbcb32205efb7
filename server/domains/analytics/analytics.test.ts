import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@shared/constants/auth';
import type { Role } from '@shared/constants/roles';
import type { AnalyticsMetrics, ClientProgressItem, OutcomeItem, SessionAnalytics } from '@shared/schemas/analytics';
import { type TestApp, startTestApp } from '../../testing/harness';
import { hashPassword } from '../auth/passwords';

/**
 * Two fresh organisations, two coaches and their clients, with sessions, ratings, AI replies and
 * goals placed at known days before now; every expected number below is worked out by hand from them.
 */
let t: TestApp;
let hash: string;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const ids = {} as Record<string, string>;
const orgs = {} as Record<'a' | 'b', string>;
let aiCoach: number;
let coachX: number;
let coachY: number;

async function user(key: string, role: Role, organizationId: string | null, firstName: string) {
  const id = randomUUID();
  await t.db.insertInto('users').values({ id, email: `${key.toLowerCase()}-${id.slice(0, 6)}@analytics.example`, firstName, lastName: 'Test', role, organizationId, profileImageUrl: null, passwordHash: hash }).execute();
  ids[key] = id;
  return id;
}

const email = async (key: string) => (await t.db.selectFrom('users').select('email').where('id', '=', ids[key]!).executeTakeFirstOrThrow()).email;

async function session(client: string, opts: { coach?: number; ai?: boolean; status: 'completed' | 'scheduled' | 'cancelled'; daysAgo: number; minutes: number; rating?: number; reply?: 'model' | 'safety' }) {
  const scheduledAt = ago(opts.daysAgo);
  const { id } = await t.db
    .insertInto('sessions')
    .values({
      type: opts.ai ? 'ai' : 'human',
      title: 'Analytics session',
      status: opts.status,
      scheduledAt,
      duration: opts.minutes,
      endsAt: new Date(new Date(scheduledAt).getTime() + opts.minutes * 60_000).toISOString(),
      coachId: opts.coach ?? null,
      aiCoachId: opts.ai ? aiCoach : null,
      clientId: ids[client]!,
      bookedById: ids[client]!,
      completedAt: opts.status === 'completed' ? scheduledAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.reply) {
    await t.db.insertInto('sessionMessages').values({ sessionId: id, senderId: ids[client]!, isFromAi: false, message: 'Hello' }).execute();
    await t.db.insertInto('sessionMessages').values({ sessionId: id, senderId: null, isFromAi: true, message: 'A reply', replyKind: opts.reply }).execute();
  }
  if (opts.rating) await t.db.insertInto('sessionRatings').values({ sessionId: id, clientId: ids[client]!, rating: opts.rating }).execute();
}

async function goal(owner: string, title: string, category: 'leadership' | 'skills' | 'career', createdDaysAgo: number, progress: number, completedDaysAgo?: number) {
  await t.db
    .insertInto('goals')
    .values({
      userId: ids[owner]!,
      title,
      description: 'Analytics goal',
      category,
      priority: 'medium',
      status: completedDaysAgo === undefined ? 'active' : 'completed',
      progress,
      createdAt: ago(createdDaysAgo),
      completedAt: completedDaysAgo === undefined ? null : ago(completedDaysAgo),
    })
    .execute();
}

beforeAll(async () => {
  t = await startTestApp();
  hash = await hashPassword(DEMO_PASSWORD);
  aiCoach = (await t.db.selectFrom('aiCoaches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  for (const [key, name] of [['a', 'Analytics A'], ['b', 'Analytics B']] as const) {
    orgs[key] = randomUUID();
    await t.db.insertInto('organizations').values({ id: orgs[key], name }).execute();
  }
  await user('alice', 'client', orgs.a, 'Alice');
  await user('bob', 'client', orgs.a, 'Bob');
  await user('hrA', 'hr_manager', orgs.a, 'Hana');
  await user('leadA', 'team_lead', orgs.a, 'Lee');
  await user('carol', 'client', orgs.b, 'Carol');
  await user('adminB', 'organization_admin', orgs.b, 'Ada');
  await user('dave', 'client', null, 'Dave');
  await user('erin', 'client', null, 'Erin');
  await user('coachX', 'coach', null, 'Xavier');
  await user('coachY', 'coach', null, 'Yara');
  coachX = (await t.db.insertInto('coaches').values({ userId: ids.coachX!, title: 'Coach', hourlyRateCents: 12_000 }).returning('id').executeTakeFirstOrThrow()).id;
  coachY = (await t.db.insertInto('coaches').values({ userId: ids.coachY!, title: 'Coach', hourlyRateCents: 20_000 }).returning('id').executeTakeFirstOrThrow()).id;
  await t.db
    .insertInto('coachClients')
    .values([
      { coachUserId: ids.coachX!, clientUserId: ids.alice!, source: 'booking' },
      { coachUserId: ids.coachX!, clientUserId: ids.dave!, source: 'invitation' },
      { coachUserId: ids.coachY!, clientUserId: ids.bob!, source: 'booking' },
      { coachUserId: ids.coachY!, clientUserId: ids.carol!, source: 'booking' },
      { coachUserId: ids.coachY!, clientUserId: ids.erin!, source: 'booking' },
    ])
    .execute();

  await session('alice', { coach: coachX, status: 'completed', daysAgo: 2, minutes: 60, rating: 5 });
  await session('alice', { ai: true, status: 'completed', daysAgo: 3, minutes: 30, rating: 4, reply: 'model' });
  await session('bob', { coach: coachY, status: 'scheduled', daysAgo: 5, minutes: 45 });
  await session('bob', { ai: true, status: 'completed', daysAgo: 20, minutes: 30, rating: 3, reply: 'safety' });
  await session('alice', { coach: coachX, status: 'cancelled', daysAgo: 1, minutes: 60 });
  await session('carol', { coach: coachY, status: 'completed', daysAgo: 2, minutes: 60, rating: 1 });
  await session('alice', { coach: coachX, status: 'completed', daysAgo: 40, minutes: 30 });
  await session('bob', { ai: true, status: 'completed', daysAgo: 45, minutes: 30, reply: 'model' });
  await session('dave', { coach: coachX, status: 'completed', daysAgo: 4, minutes: 30, rating: 4 });
  await session('erin', { coach: coachY, status: 'completed', daysAgo: 3, minutes: 60 });
  // Alice's session with coach Y: her organisation sees it, coach X does not (nor coach Y: Alice is not Y's client).
  await session('alice', { coach: coachY, status: 'completed', daysAgo: 6, minutes: 90, rating: 2 });

  await goal('alice', 'Lead the weekly stand-up', 'leadership', 50, 100, 10);
  await goal('alice', 'Practise feedback', 'skills', 5, 40);
  await goal('bob', 'Delegate more', 'leadership', 100, 20);
  await goal('bob', 'Get promoted', 'career', 70, 100, 35);
  await goal('carol', 'Globex-only goal', 'leadership', 20, 100, 3);
}, 60_000);
afterAll(() => t.close());

describe('analytics metrics', () => {
  it('computes an HR manager\'s organisation for 30 days from its sessions, ratings, AI replies and goals, with real deltas', async () => {
    const hr = await t.signIn(await email('hrA'));
    const res = await hr.get('/api/analytics/metrics?period=30d');
    expect(res.status, res.text).toBe(200);
    const m = res.body as AnalyticsMetrics;
    // Alice: 2d (X, 60, rated 5), 3d (AI, 30, rated 4, model reply), 6d (Y, 90, rated 2); Bob: 5d scheduled, 20d (AI, 30, rated 3, safety reply only). Cancelled excluded.
    expect(m).toMatchObject({
      totalSessions: 5,
      completionRate: 80,
      averageRating: 3.5, // (5+4+2+3)/4
      clientSatisfactionScore: 3.3, // Alice 11/3 = 3.67, Bob 3 -> 3.33
      averageSessionDuration: 53, // (60+30+90+30)/4 = 52.5
      aiSessionsContributed: 1,
      aiContribution: 20,
      clientRetentionRate: 100, // Alice and Bob, both back
      goalsAchieved: 1,
      totalGoals: 3,
    });
    // Previous 30 days: Alice 40d (X, 30 min), Bob 45d (AI, model reply).
    expect(m.previous).toMatchObject({ totalSessions: 2, completionRate: 100, aiSessionsContributed: 1, averageSessionDuration: 30, goalsAchieved: 1, totalGoals: 3 });
    // The previous sessions were never rated: no rating change to report rather than +3.5.
    expect(m.trends).toMatchObject({ totalSessions: 150, completionRate: -20, aiSessionsContributed: 0, goalsAchieved: 0, averageRating: 0, clientSatisfactionScore: 0 });
    // Fees: now X 60 min at $120 + Y 90 min at $200 = $120 + $300; before X 30 min = $60 -> +600%.
    expect(m.revenueGrowth).toBe(600);
  });

  it('narrows to 7 days with the previous 7 days as the baseline', async () => {
    const lead = await t.signIn(await email('leadA'));
    const m = (await lead.get('/api/analytics/metrics?period=7d')).body as AnalyticsMetrics;
    expect(m).toMatchObject({ totalSessions: 4, completionRate: 75, aiSessionsContributed: 1, aiContribution: 25, clientRetentionRate: 0, goalsAchieved: 0, totalGoals: 2 });
    expect(m.previous.totalSessions).toBe(0);
    expect(m.trends.totalSessions).toBe(100);
    expect(m.trends.completionRate).toBe(0);
  });

  it('counts a year back for 1y', async () => {
    const hr = await t.signIn(await email('hrA'));
    const m = (await hr.get('/api/analytics/metrics?period=1y')).body as AnalyticsMetrics;
    expect(m.totalSessions).toBe(7);
    expect(m.aiSessionsContributed).toBe(2);
    expect(m.totalGoals).toBe(4);
    expect(m.goalsAchieved).toBe(2);
  });

  it('shows a coach only its own clients and only its own and AI sessions with them', async () => {
    const coach = await t.signIn(await email('coachX'));
    const m = (await coach.get('/api/analytics/metrics')).body as AnalyticsMetrics;
    // Alice 2d (X), 3d (AI); Dave 4d (X). Not Alice's session with coach Y, not Bob, Carol or Erin.
    expect(m).toMatchObject({ period: '30d', totalSessions: 3, completionRate: 100, averageRating: 4.3, aiSessionsContributed: 1, averageSessionDuration: 40 });
    const other = (await (await t.signIn(await email('coachY'))).get('/api/analytics/metrics')).body as AnalyticsMetrics;
    // Bob 5d scheduled and 20d AI (rated 3); Carol 2d (rated 1); Erin 3d. Alice's 6d session with Y is not Y's: Alice is not Y's client.
    expect(other).toMatchObject({ totalSessions: 4, completionRate: 75, averageRating: 2 });
  });

  it('keeps organisations apart: Globex numbers never reach Acme and the other way round', async () => {
    const admin = await t.signIn(await email('adminB'));
    const m = (await admin.get('/api/analytics/metrics')).body as AnalyticsMetrics;
    expect(m).toMatchObject({ totalSessions: 1, averageRating: 1, goalsAchieved: 1, totalGoals: 1 });
    expect((await admin.get(`/api/analytics/metrics?organizationId=${orgs.a}`)).status).toBe(404);
    const hr = await t.signIn(await email('hrA'));
    expect((await hr.get(`/api/analytics/outcomes?organizationId=${orgs.b}`)).status).toBe(404);
    const coach = await t.signIn(await email('coachX'));
    expect((await coach.get(`/api/analytics/metrics?organizationId=${orgs.a}`)).status).toBe(404);
  });

  it('lets a platform admin filter by organisation, and refuses clients with 403 and signed-out callers with 401', async () => {
    const admin = await t.signIn('admin@example.com');
    const m = (await admin.get(`/api/analytics/metrics?organizationId=${orgs.b}`)).body as AnalyticsMetrics;
    expect(m.totalSessions).toBe(1);
    const all = (await admin.get('/api/analytics/metrics')).body as AnalyticsMetrics;
    expect(all.totalSessions).toBeGreaterThanOrEqual(8);
    const client = await t.signIn(await email('alice'));
    for (const path of ['metrics', 'client-progress', 'sessions', 'outcomes']) {
      const res = await client.get(`/api/analytics/${path}`);
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe('Analytics are for coaches, organization admins, team leads, HR managers and platform admins.');
      expect((await t.anon.get(`/api/analytics/${path}`)).status).toBe(401);
    }
    expect((await client.get('/api/analytics/export?tab=overview')).status).toBe(403);
  });

  it('names a bad period with a 400', async () => {
    const hr = await t.signIn(await email('hrA'));
    const res = await hr.get('/api/analytics/metrics?period=2w');
    expect(res.status).toBe(400);
    expect(res.text).toContain('Period must be 7d, 30d, 90d or 1y');
  });
});

describe('analytics over 90 days', () => {
  /**
   * A third organisation of its own, so the figures above stay as they are: Fay and Gus in the last 90
   * days, Fay, Gus and Hal in the 90 before, Hal in the 90 before those (for the previous retention).
   */
  beforeAll(async () => {
    const org = randomUUID();
    await t.db.insertInto('organizations').values({ id: org, name: 'Analytics C' }).execute();
    await user('hrC', 'hr_manager', org, 'Hugo');
    await user('fay', 'client', org, 'Fay');
    await user('gus', 'client', org, 'Gus');
    await user('hal', 'client', org, 'Hal');
    // The last 90 days.
    await session('fay', { coach: coachX, status: 'completed', daysAgo: 10, minutes: 60, rating: 5 });
    await session('fay', { ai: true, status: 'completed', daysAgo: 30, minutes: 30, reply: 'model' });
    await session('gus', { coach: coachX, status: 'completed', daysAgo: 50, minutes: 30, rating: 4 });
    await session('gus', { ai: true, status: 'completed', daysAgo: 80, minutes: 30, rating: 1, reply: 'model' });
    await session('gus', { coach: coachX, status: 'scheduled', daysAgo: 15, minutes: 45 });
    await session('fay', { coach: coachX, status: 'cancelled', daysAgo: 60, minutes: 60 });
    // The 90 days before.
    await session('fay', { coach: coachX, status: 'completed', daysAgo: 100, minutes: 60, rating: 3 });
    await session('hal', { ai: true, status: 'completed', daysAgo: 120, minutes: 30, reply: 'safety' });
    await session('hal', { coach: coachX, status: 'completed', daysAgo: 150, minutes: 90, rating: 5 });
    await session('gus', { ai: true, status: 'completed', daysAgo: 170, minutes: 30, reply: 'model' });
    // Before those: Hal, who came back in the previous window.
    await session('hal', { coach: coachX, status: 'completed', daysAgo: 200, minutes: 30 });

    await goal('fay', 'Run a planning offsite', 'leadership', 120, 100, 40); // open in both windows, achieved in the last
    await goal('fay', 'Write a team charter', 'skills', 20, 100, 5); // the last window only, achieved
    await goal('gus', 'Finish the certification', 'career', 200, 100, 130); // achieved in the previous window
    await goal('gus', 'Mentor a new hire', 'leadership', 95, 30); // open in both
    await goal('hal', 'Speak at the all-hands', 'skills', 10, 10); // the last window only
  });

  it('computes the last 90 days and the 90 before them by hand, with the trends between them', async () => {
    const hr = await t.signIn(await email('hrC'));
    const res = await hr.get('/api/analytics/metrics?period=90d');
    expect(res.status, res.text).toBe(200);
    const m = res.body as AnalyticsMetrics;
    // Fay 10d (60, rated 5), 30d (AI, 30, model reply); Gus 50d (30, rated 4), 80d (AI, 30, rated 1, model reply), 15d scheduled. The cancelled 60d is not counted.
    expect(m).toMatchObject({
      period: '90d',
      totalSessions: 5,
      completionRate: 80, // 4 of 5
      averageRating: 3.3, // (5+4+1)/3
      clientSatisfactionScore: 3.8, // Fay 5, Gus 2.5 -> 3.75
      averageSessionDuration: 38, // (60+30+30+30)/4 = 37.5
      aiSessionsContributed: 2,
      aiContribution: 40,
      clientRetentionRate: 67, // Fay, Gus and Hal before; Fay and Gus back
      goalsAchieved: 2,
      totalGoals: 4,
    });
    // Fay 100d (60, rated 3); Hal 120d (AI, safety reply only), 150d (90, rated 5); Gus 170d (AI, model reply).
    expect(m.previous).toMatchObject({
      totalSessions: 4,
      completionRate: 100,
      averageRating: 4,
      clientSatisfactionScore: 4,
      averageSessionDuration: 53, // (60+30+90+30)/4 = 52.5
      aiSessionsContributed: 1,
      clientRetentionRate: 100, // Hal, 200d, came back
      goalsAchieved: 1,
      totalGoals: 3,
    });
    expect(m.trends).toEqual({
      totalSessions: 25, // 5 against 4
      completionRate: -20,
      averageRating: -0.7,
      clientRetentionRate: -33,
      clientSatisfactionScore: -0.2,
      goalsAchieved: 1,
      aiSessionsContributed: 1,
    });
    // Fees: now Fay 60 min + Gus 30 min at $120 = $180; before Fay 60 + Hal 90 min = $300 -> -40%.
    expect(m.revenueGrowth).toBe(-40);
  });

  it('buckets the 90 days into 7-day weeks from the window start', async () => {
    const hr = await t.signIn(await email('hrC'));
    const s = (await hr.get('/api/analytics/sessions?period=90d')).body as SessionAnalytics;
    expect(s.granularity).toBe('week');
    // 13 weeks from the day 90 days ago (the last one partial); a session n days ago falls in week floor((90 - n) / 7).
    expect(s.buckets).toHaveLength(13);
    expect(s.buckets[0]!.start).toBe(ago(90).slice(0, 10));
    expect(s.buckets[1]!.start).toBe(ago(83).slice(0, 10));
    const empty = { totalSessions: 0, completedSessions: 0, aiSessions: 0, minutes: 0, averageRating: null };
    const expected = Array.from({ length: 13 }, () => empty) as (typeof empty | Record<string, number | null>)[];
    expected[1] = { totalSessions: 1, completedSessions: 1, aiSessions: 1, minutes: 30, averageRating: 1 }; // Gus 80d
    expected[5] = { totalSessions: 1, completedSessions: 1, aiSessions: 0, minutes: 30, averageRating: 4 }; // Gus 50d
    expected[8] = { totalSessions: 1, completedSessions: 1, aiSessions: 1, minutes: 30, averageRating: null }; // Fay 30d
    expected[10] = { totalSessions: 1, completedSessions: 0, aiSessions: 0, minutes: 0, averageRating: null }; // Gus 15d, scheduled
    expected[11] = { totalSessions: 1, completedSessions: 1, aiSessions: 0, minutes: 60, averageRating: 5 }; // Fay 10d
    expect(s.buckets.map(({ totalSessions, completedSessions, aiSessions, minutes, averageRating }) => ({ totalSessions, completedSessions, aiSessions, minutes, averageRating }))).toEqual(expected);
    expect(s.byType).toEqual([
      { type: 'ai', count: 2 },
      { type: 'human', count: 3 },
    ]);
  });
});

describe('client progress, sessions and outcomes', () => {
  it('lists each client of the organisation with the period\'s figures, by name, paged', async () => {
    const hr = await t.signIn(await email('hrA'));
    const res = await hr.get('/api/analytics/client-progress?period=30d&limit=1');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('link')).toMatch(/rel="next"/);
    const all = (await hr.get('/api/analytics/client-progress?period=30d')).body as ClientProgressItem[];
    expect(all.map((c) => c.clientName)).toEqual(['Alice Test', 'Bob Test']);
    expect(all[0]).toMatchObject({ clientId: ids.alice, sessionCount: 3, satisfactionRating: 3.7, goalsCompleted: 1, totalGoals: 2, progressPercentage: 70, keyMilestones: ['Lead the weekly stand-up'] });
    expect(all[0]!.lastSessionDate!.slice(0, 10)).toBe(ago(2).slice(0, 10));
    expect(all[1]).toMatchObject({ clientId: ids.bob, sessionCount: 2, satisfactionRating: 3, goalsCompleted: 0, totalGoals: 1, progressPercentage: 20, keyMilestones: [] });
  });

  it("gives a coach only its clients", async () => {
    const coach = await t.signIn(await email('coachX'));
    const all = (await coach.get('/api/analytics/client-progress')).body as ClientProgressItem[];
    expect(all.map((c) => c.clientName)).toEqual(['Alice Test', 'Dave Test']);
    expect(all[0]).toMatchObject({ sessionCount: 2, satisfactionRating: 4.5 });
  });

  it('buckets sessions by day for 7 days and by type', async () => {
    const hr = await t.signIn(await email('hrA'));
    const s = (await hr.get('/api/analytics/sessions?period=7d')).body as SessionAnalytics;
    expect(s.granularity).toBe('day');
    expect(s.buckets.length).toBeGreaterThanOrEqual(7);
    expect(s.buckets.reduce((sum, b) => sum + b.totalSessions, 0)).toBe(4);
    expect(s.buckets.reduce((sum, b) => sum + b.minutes, 0)).toBe(180);
    expect(s.byType).toEqual([
      { type: 'ai', count: 1 },
      { type: 'human', count: 3 },
    ]);
    const year = (await hr.get('/api/analytics/sessions?period=1y')).body as SessionAnalytics;
    expect(year.granularity).toBe('month');
    expect(year.buckets.reduce((sum, b) => sum + b.totalSessions, 0)).toBe(7);
  });

  it('scores outcomes per goal category', async () => {
    const hr = await t.signIn(await email('hrA'));
    const o = (await hr.get('/api/analytics/outcomes?period=30d')).body as OutcomeItem[];
    expect(o).toEqual([
      { category: 'leadership', improvementScore: 60, successRate: 50, clientCount: 2 },
      { category: 'skills', improvementScore: 40, successRate: 0, clientCount: 1 },
      { category: 'personal', improvementScore: 0, successRate: 0, clientCount: 0 },
      { category: 'career', improvementScore: 0, successRate: 0, clientCount: 0 },
    ]);
  });
});

describe('analytics export', () => {
  it('answers the visible tab and period as CSV that parses back to the same numbers', async () => {
    const hr = await t.signIn(await email('hrA'));
    const res = await hr.get('/api/analytics/export?period=30d&tab=overview');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('analytics-overview-30d.csv');
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    const byName = Object.fromEntries(rows.map((r) => [r.metric, r]));
    expect(byName.totalSessions).toMatchObject({ value: '5', previousPeriod: '2' });
    expect(byName.averageRating!.value).toBe('3.5');
    expect(byName.aiContribution!.value).toBe('20');

    const clients = parse((await hr.get('/api/analytics/export?period=30d&tab=client-progress')).text, { columns: true }) as Record<string, string>[];
    expect(clients.map((c) => [c.clientName, c.sessionCount, c.keyMilestones])).toEqual([
      ['Alice Test', '3', 'Lead the weekly stand-up'],
      ['Bob Test', '2', ''],
    ]);
    const outcomes = parse((await hr.get('/api/analytics/export?period=30d&tab=outcomes')).text, { columns: true }) as Record<string, string>[];
    expect(outcomes[0]).toEqual({ category: 'leadership', improvementScore: '60', successRate: '50', clientCount: '2' });
    const perf = parse((await hr.get('/api/analytics/export?period=7d&tab=performance')).text, { columns: true }) as Record<string, string>[];
    expect(perf.reduce((sum, r) => sum + Number(r.totalSessions), 0)).toBe(4);
  });

  it('refuses an unknown tab with a 400 naming it, and signed-out callers with 401', async () => {
    const hr = await t.signIn(await email('hrA'));
    const res = await hr.get('/api/analytics/export?tab=secrets');
    expect(res.status).toBe(400);
    expect(res.text).toContain('Tab must be overview, performance, client-progress or outcomes');
    expect((await t.anon.get('/api/analytics/export')).status).toBe(401);
  });
});

describe('session ratings', () => {
  it("lets a session's client rate it once completed, and the rating reaches the analytics", async () => {
    const { id } = await t.db
      .insertInto('sessions')
      .values({ type: 'human', title: 'To rate', status: 'completed', scheduledAt: ago(1), duration: 30, endsAt: ago(1), coachId: coachX, clientId: ids.dave!, bookedById: ids.dave!, completedAt: ago(1) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dave = await t.signIn(await email('dave'));
    expect((await dave.post(`/api/sessions/${id}/rating`, { rating: 6 })).text).toContain('Rating must be a whole number from 1 to 5');
    expect((await dave.post(`/api/sessions/${id}/rating`, { rating: 2 })).status).toBe(200);
    const res = await dave.post(`/api/sessions/${id}/rating`, { rating: 1 });
    expect(res.body).toMatchObject({ sessionId: id, rating: 1 });
    // Another person's session does not exist for them; the coach does not rate its own session.
    expect((await (await t.signIn(await email('alice'))).post(`/api/sessions/${id}/rating`, { rating: 5 })).status).toBe(404);
    expect((await (await t.signIn(await email('coachX'))).post(`/api/sessions/${id}/rating`, { rating: 5 })).status).toBe(404);
    const coach = await t.signIn(await email('coachX'));
    const clients = (await coach.get('/api/analytics/client-progress')).body as ClientProgressItem[];
    // Dave: 4 (4 days ago) and now 1 -> 2.5.
    expect(clients.find((c) => c.clientId === ids.dave)?.satisfactionRating).toBe(2.5);
  });

  it('refuses to rate a session that has not happened', async () => {
    const { id } = await t.db
      .insertInto('sessions')
      .values({ type: 'ai', title: 'Later', status: 'scheduled', scheduledAt: new Date(Date.now() + DAY).toISOString(), duration: 30, endsAt: new Date(Date.now() + DAY + 1_800_000).toISOString(), aiCoachId: aiCoach, clientId: ids.erin!, bookedById: ids.erin! })
      .returning('id')
      .executeTakeFirstOrThrow();
    const erin = await t.signIn(await email('erin'));
    const res = await erin.post(`/api/sessions/${id}/rating`, { rating: 5 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only completed sessions can be rated');
  });
});
