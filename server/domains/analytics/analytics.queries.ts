import { sql } from 'kysely';
import { ANALYTICS_PERIOD_DAYS, type AnalyticsPeriod, KEY_MILESTONES_MAX, round1 } from '@shared/constants/analytics';
import { GOAL_CATEGORIES } from '@shared/constants/coaching';
import type { Page } from '@shared/schemas/paging';
import type { AnalyticsFigures, AnalyticsMetrics, ClientProgressItem, OutcomeItem, SessionAnalytics, SessionBucket } from '@shared/schemas/analytics';
import type { Database } from '../../db';
import { keysetPage, mapPage, type PageRequest, textKey } from '../../lib/paging';
import { sortNameOf } from '../organizations/organizations.queries';
import { type AnalyticsScope, clientsInScope, peopleInScope, sessionsInScope } from './analytics-scope';

const DAY_MS = 86_400_000;

export interface Window {
  start: string;
  end: string;
}

/** The period ending now, and the one of the same length before it (and the one before that, for retention). */
export function periodWindows(period: AnalyticsPeriod, now: Date): { current: Window; previous: Window; beforePrevious: Window } {
  const span = ANALYTICS_PERIOD_DAYS[period] * DAY_MS;
  const at = (offset: number) => new Date(now.getTime() - offset).toISOString();
  return {
    current: { start: at(span), end: at(0) },
    previous: { start: at(2 * span), end: at(span) },
    beforePrevious: { start: at(3 * span), end: at(2 * span) },
  };
}

/** Whole percent of part in whole; 0 of nothing. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

/** An AI coach's reply that coached (not a safety message or an error) exists in the session. */
const aiReplied = sql<boolean>`exists (select 1 from session_messages m where m.session_id = ${sql.ref('sessions.id')} and m.is_from_ai = ${sql.lit(true)} and (m.reply_kind is null or m.reply_kind = 'model'))`;

/** Sessions of the window (cancelled ones are not sessions that happened): one indexed aggregate. */
async function sessionFigures(db: Database, scope: AnalyticsScope, { start, end }: Window) {
  const row = await db
    .selectFrom('sessions')
    .leftJoin('coaches', 'coaches.id', 'sessions.coachId')
    .where(sessionsInScope(scope))
    .where('sessions.scheduledAt', '>=', start)
    .where('sessions.scheduledAt', '<', end)
    .where('sessions.status', '!=', 'cancelled')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number | null>(eb.case().when('sessions.status', '=', 'completed').then(1).else(0).end()).as('completed'),
      eb.fn.avg<number | null>(eb.case().when('sessions.status', '=', 'completed').then(eb.ref('sessions.duration')).end()).as('averageDuration'),
      eb.fn.sum<number | null>(eb.case().when(eb.and([eb('sessions.aiCoachId', 'is not', null), aiReplied])).then(1).else(0).end()).as('aiContributed'),
      // A completed human session's fee: its minutes at the coach's hourly rate.
      eb.fn
        .sum<number | null>(
          eb
            .case()
            .when(eb.and([eb('sessions.status', '=', 'completed'), eb('sessions.coachId', 'is not', null)]))
            .then(sql<number>`${sql.ref('sessions.duration')} * coalesce(${sql.ref('coaches.hourlyRateCents')}, 0) / 60.0`)
            .else(0)
            .end(),
        )
        .as('feeCents'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    completed: Number(row.completed ?? 0),
    averageDuration: Math.round(Number(row.averageDuration ?? 0)),
    aiContributed: Number(row.aiContributed ?? 0),
    feeCents: Number(row.feeCents ?? 0),
  };
}

/** Ratings of the window's sessions: the mean rating, and satisfaction as the mean of each client's mean (each client counts once). */
async function ratingFigures(db: Database, scope: AnalyticsScope, { start, end }: Window) {
  const perClient = db
    .selectFrom('sessionRatings')
    .innerJoin('sessions', 'sessions.id', 'sessionRatings.sessionId')
    .where(sessionsInScope(scope))
    .where('sessions.scheduledAt', '>=', start)
    .where('sessions.scheduledAt', '<', end)
    .groupBy('sessionRatings.clientId')
    .select((eb) => [eb.fn.avg<number>('sessionRatings.rating').as('clientMean'), eb.fn.sum<number>('sessionRatings.rating').as('ratingSum'), eb.fn.countAll<number>().as('ratings')]);
  const row = await db
    .selectFrom(perClient.as('c'))
    .select((eb) => [eb.fn.avg<number | null>('c.clientMean').as('satisfaction'), eb.fn.sum<number | null>('c.ratingSum').as('ratingSum'), eb.fn.sum<number | null>('c.ratings').as('ratings')])
    .executeTakeFirstOrThrow();
  const ratings = Number(row.ratings ?? 0);
  return {
    ratings,
    averageRating: ratings > 0 ? round1(Number(row.ratingSum) / ratings) : 0,
    satisfaction: row.satisfaction == null ? 0 : round1(Number(row.satisfaction)),
  };
}

/** Clients who had a session in `before` and came back for one in `window`, as a whole percent of the former. */
async function retention(db: Database, scope: AnalyticsScope, before: Window, window: Window): Promise<number> {
  const returned = sql<boolean>`exists (select 1 from sessions later where later.client_id = ${sql.ref('sessions.clientId')} and later.scheduled_at >= ${window.start} and later.scheduled_at < ${window.end} and later.status <> 'cancelled' and (${
    scope.kind === 'coach' ? sql`later.coach_id = ${scope.coachProfileId ?? -1} or later.coach_id is null` : sql`1 = 1`
  }))`;
  const row = await db
    .selectFrom('sessions')
    .where(sessionsInScope(scope))
    .where('sessions.scheduledAt', '>=', before.start)
    .where('sessions.scheduledAt', '<', before.end)
    .where('sessions.status', '!=', 'cancelled')
    .select((eb) => [
      eb.fn.count<number>('sessions.clientId').distinct().as('clients'),
      eb.fn.count<number>(eb.case().when(returned).then(eb.ref('sessions.clientId')).end()).distinct().as('returned'),
    ])
    .executeTakeFirstOrThrow();
  return percent(Number(row.returned), Number(row.clients));
}

/** Goals of the window: achieved (completed in it) of those open at some time in it. */
async function goalFigures(db: Database, scope: AnalyticsScope, { start, end }: Window) {
  const row = await db
    .selectFrom('goals')
    .where(peopleInScope(scope, 'goals.userId'))
    .where('goals.createdAt', '<', end)
    .where((eb) => eb.or([eb('goals.completedAt', 'is', null), eb('goals.completedAt', '>=', start)]))
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number | null>(eb.case().when(eb.and([eb('goals.completedAt', '>=', start), eb('goals.completedAt', '<', end)])).then(1).else(0).end()).as('achieved'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), achieved: Number(row.achieved ?? 0) };
}

async function figures(db: Database, scope: AnalyticsScope, window: Window, before: Window, previousFeeCents: number | null): Promise<AnalyticsFigures & { feeCents: number; ratings: number }> {
  const [sessions, ratings, retained, goals] = await Promise.all([sessionFigures(db, scope, window), ratingFigures(db, scope, window), retention(db, scope, before, window), goalFigures(db, scope, window)]);
  return {
    totalSessions: sessions.total,
    completionRate: percent(sessions.completed, sessions.total),
    averageRating: ratings.averageRating,
    clientRetentionRate: retained,
    goalsAchieved: goals.achieved,
    totalGoals: goals.total,
    averageSessionDuration: sessions.averageDuration,
    clientSatisfactionScore: ratings.satisfaction,
    aiSessionsContributed: sessions.aiContributed,
    revenueGrowth: previousFeeCents === null ? 0 : growth(sessions.feeCents, previousFeeCents),
    feeCents: sessions.feeCents,
    ratings: ratings.ratings,
  };
}

/** Percent change against the previous value; from nothing to something counts as +100%. */
export const growth = (current: number, previous: number) => (previous > 0 ? Math.round(((current - previous) * 100) / previous) : current > 0 ? 100 : 0);

export async function analyticsMetrics(db: Database, scope: AnalyticsScope, period: AnalyticsPeriod, now = new Date()): Promise<AnalyticsMetrics> {
  const windows = periodWindows(period, now);
  const previousWithFee = await figures(db, scope, windows.previous, windows.beforePrevious, null);
  const current = await figures(db, scope, windows.current, windows.previous, previousWithFee.feeCents);
  const { feeCents: _fee, ratings: previousRatings, ...previousFigures } = previousWithFee;
  const { feeCents: _currentFee, ratings: currentRatings, ...currentFigures } = current;
  // A rate or rating has no change against a period that had none to compare with.
  const bothRated = previousRatings > 0 && currentRatings > 0;
  const bothHadSessions = previousWithFee.totalSessions > 0 && current.totalSessions > 0;
  return {
    ...currentFigures,
    period,
    periodStart: windows.current.start,
    periodEnd: windows.current.end,
    aiContribution: percent(current.aiSessionsContributed, current.totalSessions),
    previous: { ...previousFigures, revenueGrowth: 0 },
    trends: {
      totalSessions: growth(current.totalSessions, previousWithFee.totalSessions),
      completionRate: bothHadSessions ? current.completionRate - previousWithFee.completionRate : 0,
      averageRating: bothRated ? round1(current.averageRating - previousWithFee.averageRating) : 0,
      clientRetentionRate: current.clientRetentionRate - previousWithFee.clientRetentionRate,
      clientSatisfactionScore: bothRated ? round1(current.clientSatisfactionScore - previousWithFee.clientSatisfactionScore) : 0,
      goalsAchieved: current.goalsAchieved - previousWithFee.goalsAchieved,
      aiSessionsContributed: current.aiSessionsContributed - previousWithFee.aiSessionsContributed,
    },
  };
}

type Granularity = SessionAnalytics['granularity'];
const GRANULARITY: Record<AnalyticsPeriod, Granularity> = { '7d': 'day', '30d': 'day', '90d': 'week', '1y': 'month' };

/** The chart's buckets from the window start: days, 7-day weeks, or calendar months (UTC). */
function bucketsOf(window: Window, granularity: Granularity): { start: string; label: string }[] {
  const out: { start: string; label: string }[] = [];
  const end = new Date(window.end).getTime();
  if (granularity === 'month') {
    const first = new Date(window.start);
    for (let d = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1)); d.getTime() < end; d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))) {
      out.push({ start: d.toISOString().slice(0, 7), label: d.toLocaleString('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }) });
    }
    return out;
  }
  const step = granularity === 'week' ? 7 * DAY_MS : DAY_MS;
  for (let t = new Date(window.start.slice(0, 10) + 'T00:00:00.000Z').getTime(); t < end; t += step) {
    const d = new Date(t);
    out.push({ start: d.toISOString().slice(0, 10), label: d.toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }) });
  }
  return out;
}

/** Sessions over time and by type: one grouped query by day (and one for ratings by day), bucketed here. */
export async function sessionAnalytics(db: Database, scope: AnalyticsScope, period: AnalyticsPeriod, now = new Date()): Promise<SessionAnalytics> {
  const { current } = periodWindows(period, now);
  const day = sql<string>`substr(${sql.ref('sessions.scheduledAt')}, 1, 10)`;
  const [rows, ratings] = await Promise.all([
    db
      .selectFrom('sessions')
      .where(sessionsInScope(scope))
      .where('sessions.scheduledAt', '>=', current.start)
      .where('sessions.scheduledAt', '<', current.end)
      .where('sessions.status', '!=', 'cancelled')
      .groupBy([day, 'sessions.type'])
      .select((eb) => [
        day.as('day'),
        'sessions.type',
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number | null>(eb.case().when('sessions.status', '=', 'completed').then(1).else(0).end()).as('completed'),
        eb.fn.sum<number | null>(eb.case().when(eb('sessions.aiCoachId', 'is not', null)).then(1).else(0).end()).as('ai'),
        eb.fn.sum<number | null>(eb.case().when('sessions.status', '=', 'completed').then(eb.ref('sessions.duration')).else(0).end()).as('minutes'),
      ])
      .execute(),
    db
      .selectFrom('sessionRatings')
      .innerJoin('sessions', 'sessions.id', 'sessionRatings.sessionId')
      .where(sessionsInScope(scope))
      .where('sessions.scheduledAt', '>=', current.start)
      .where('sessions.scheduledAt', '<', current.end)
      .groupBy(day)
      .select((eb) => [day.as('day'), eb.fn.sum<number>('sessionRatings.rating').as('sum'), eb.fn.countAll<number>().as('count')])
      .execute(),
  ]);
  const granularity = GRANULARITY[period];
  const buckets = bucketsOf(current, granularity);
  const indexOf = (isoDay: string) => {
    if (granularity === 'month') return buckets.findIndex((b) => b.start === isoDay.slice(0, 7));
    let found = -1;
    for (let i = 0; i < buckets.length; i += 1) if (buckets[i]!.start <= isoDay) found = i;
    return found;
  };
  const out: (SessionBucket & { ratingSum: number; ratingCount: number })[] = buckets.map((b) => ({ ...b, totalSessions: 0, completedSessions: 0, aiSessions: 0, minutes: 0, averageRating: null, ratingSum: 0, ratingCount: 0 }));
  const byType = new Map<string, number>();
  for (const row of rows) {
    const bucket = out[indexOf(row.day)];
    byType.set(row.type, (byType.get(row.type) ?? 0) + Number(row.total));
    if (!bucket) continue;
    bucket.totalSessions += Number(row.total);
    bucket.completedSessions += Number(row.completed ?? 0);
    bucket.aiSessions += Number(row.ai ?? 0);
    bucket.minutes += Number(row.minutes ?? 0);
  }
  for (const row of ratings) {
    const bucket = out[indexOf(row.day)];
    if (!bucket) continue;
    bucket.ratingSum += Number(row.sum);
    bucket.ratingCount += Number(row.count);
  }
  return {
    period,
    granularity,
    buckets: out.map(({ ratingSum, ratingCount, ...b }) => ({ ...b, averageRating: ratingCount > 0 ? round1(ratingSum / ratingCount) : null })),
    byType: [...byType.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([type, count]) => ({ type, count })),
  };
}

/** Goals by category in the window: mean progress, share completed, and how many clients hold them. */
export async function outcomes(db: Database, scope: AnalyticsScope, period: AnalyticsPeriod, now = new Date()): Promise<OutcomeItem[]> {
  const { current } = periodWindows(period, now);
  const rows = await db
    .selectFrom('goals')
    .where(peopleInScope(scope, 'goals.userId'))
    .where('goals.createdAt', '<', current.end)
    .where((eb) => eb.or([eb('goals.completedAt', 'is', null), eb('goals.completedAt', '>=', current.start)]))
    .groupBy('goals.category')
    .select((eb) => [
      'goals.category',
      eb.fn.countAll<number>().as('total'),
      eb.fn.avg<number>('goals.progress').as('progress'),
      eb.fn.sum<number | null>(eb.case().when(eb.and([eb('goals.completedAt', '>=', current.start), eb('goals.completedAt', '<', current.end)])).then(1).else(0).end()).as('completed'),
      eb.fn.count<number>('goals.userId').distinct().as('clients'),
    ])
    .execute();
  const byCategory = new Map(rows.map((row) => [row.category as string, row]));
  return GOAL_CATEGORIES.map((category) => {
    const row = byCategory.get(category);
    return {
      category,
      improvementScore: row ? Math.round(Number(row.progress)) : 0,
      successRate: row ? percent(Number(row.completed ?? 0), Number(row.total)) : 0,
      clientCount: row ? Number(row.clients) : 0,
    };
  });
}

/** A page of the scope's clients by name with their figures for the window: one query for the page, one for its milestones. */
export async function clientProgress(db: Database, scope: AnalyticsScope, period: AnalyticsPeriod, page: PageRequest, now = new Date()): Promise<Page<ClientProgressItem>> {
  const { current } = periodWindows(period, now);
  const coachSessions = scope.kind === 'coach' ? sql`(s.coach_id = ${scope.coachProfileId ?? -1} or s.coach_id is null)` : sql`1 = 1`;
  const inWindow = sql`s.scheduled_at >= ${current.start} and s.scheduled_at < ${current.end} and s.status <> 'cancelled' and ${coachSessions}`;
  const userId = sql.ref('u.id');
  const openGoal = sql`g.created_at < ${current.end} and (g.completed_at is null or g.completed_at >= ${current.start})`;
  const query = db
    .selectFrom('users as u')
    .where(clientsInScope(scope))
    .select([
      'u.id',
      sql<string>`trim(coalesce(${sql.ref('u.firstName')}, '') || ' ' || coalesce(${sql.ref('u.lastName')}, ''))`.as('name'),
      'u.email',
      sortNameOf('u').as('sortName'),
      sql<number>`(select count(*) from sessions s where s.client_id = ${userId} and ${inWindow})`.as('sessionCount'),
      sql<string | null>`(select max(s.scheduled_at) from sessions s where s.client_id = ${userId} and s.scheduled_at < ${current.end} and s.status <> 'cancelled' and ${coachSessions})`.as('lastSessionDate'),
      sql<number | null>`(select avg(r.rating) from session_ratings r inner join sessions s on s.id = r.session_id where r.client_id = ${userId} and ${inWindow})`.as('satisfaction'),
      sql<number>`(select count(*) from goals g where g.user_id = ${userId} and g.completed_at >= ${current.start} and g.completed_at < ${current.end})`.as('goalsCompleted'),
      sql<number>`(select count(*) from goals g where g.user_id = ${userId} and ${openGoal})`.as('totalGoals'),
      sql<number | null>`(select avg(g.progress) from goals g where g.user_id = ${userId} and ${openGoal})`.as('progress'),
    ]);
  const rows = await keysetPage(query, [textKey(sortNameOf('u'), 'asc', (row) => row.sortName), textKey('u.id', 'asc', (row) => row.id)], page);
  const ids = rows.items.map((row) => row.id);
  const milestones = new Map<string, string[]>();
  if (ids.length > 0) {
    const done = await db
      .selectFrom('goals')
      .select(['goals.userId', 'goals.title'])
      .where('goals.userId', 'in', ids)
      .where('goals.completedAt', '>=', current.start)
      .where('goals.completedAt', '<', current.end)
      .orderBy('goals.completedAt', 'desc')
      .orderBy('goals.id', 'desc')
      .execute();
    for (const goal of done) {
      const list = milestones.get(goal.userId) ?? [];
      if (list.length < KEY_MILESTONES_MAX) list.push(goal.title);
      milestones.set(goal.userId, list);
    }
  }
  return mapPage(rows, (row) => ({
    id: row.id,
    clientId: row.id,
    clientName: row.name || row.email,
    sessionCount: Number(row.sessionCount),
    lastSessionDate: row.lastSessionDate,
    satisfactionRating: row.satisfaction == null ? null : round1(Number(row.satisfaction)),
    goalsCompleted: Number(row.goalsCompleted),
    totalGoals: Number(row.totalGoals),
    progressPercentage: row.progress == null ? 0 : Math.round(Number(row.progress)),
    keyMilestones: milestones.get(row.id) ?? [],
  }));
}
