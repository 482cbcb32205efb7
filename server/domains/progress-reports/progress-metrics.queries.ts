import { sql } from 'kysely';
import { REPORT_PERIOD_DAYS, type ReportPeriod, WEEKLY_TARGETS } from '@shared/constants/progress-reports';
import type { ProgressMetric, ReportMetrics } from '@shared/schemas/progress-reports';
import type { Database } from '../../db';
import { OVERALL_PROGRESS_LABEL } from '@shared/constants/goals';
import { goalStats } from '../goals/goals.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Window {
  start: string;
  end: string;
}

/** The period as a rolling window ending now, and the window of the same length just before it. */
export function periodWindows(period: ReportPeriod, now: Date): { current: Window; previous: Window } {
  const length = REPORT_PERIOD_DAYS[period] * DAY_MS;
  const end = now.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  return { current: { start: iso(end - length), end: iso(end) }, previous: { start: iso(end - 2 * length), end: iso(end - length) } };
}

/** Sessions the user takes part in: as the client, the booker or the human coach. */
function userSessions(db: Database, userId: string) {
  return db
    .selectFrom('sessions')
    .leftJoin('coaches', 'coaches.id', 'sessions.coachId')
    .where((eb) => eb.or([eb('sessions.clientId', '=', userId), eb('sessions.bookedById', '=', userId), eb('coaches.userId', '=', userId)]));
}

interface WindowFigures {
  completedSessions: number;
  completedMinutes: number;
  bookedSessions: number;
  completedGoals: number;
  goalsInScope: number;
  aiInteractions: number;
}

async function windowFigures(db: Database, userId: string, { start, end }: Window): Promise<WindowFigures> {
  // A completed session counts when it was completed in the window (its scheduled time when not recorded).
  const completedAt = sql<string>`coalesce(${sql.ref('sessions.completedAt')}, ${sql.ref('sessions.scheduledAt')})`;
  const completed = await userSessions(db, userId)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number | null>('sessions.duration').as('minutes')])
    .where('sessions.status', '=', 'completed')
    .where(completedAt, '>=', start)
    .where(completedAt, '<', end)
    .executeTakeFirstOrThrow();
  const booked = await userSessions(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sessions.status', '!=', 'cancelled')
    .where('sessions.scheduledAt', '>=', start)
    .where('sessions.scheduledAt', '<', end)
    .executeTakeFirstOrThrow();
  const goals = await db
    .selectFrom('goals')
    .select((eb) => [
      eb.fn.count<number>(eb.case().when(eb.and([eb('completedAt', '>=', start), eb('completedAt', '<', end)])).then(1).end()).as('completed'),
      // Goals that belong to the window: due in it, or completed in it.
      eb.fn
        .count<number>(
          eb
            .case()
            .when(
              eb.or([
                eb.and([eb('targetDate', '>=', start.slice(0, 10)), eb('targetDate', '<=', end.slice(0, 10))]),
                eb.and([eb('completedAt', '>=', start), eb('completedAt', '<', end)]),
              ]),
            )
            .then(1)
            .end(),
        )
        .as('inScope'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const ai = await userSessions(db, userId)
    .innerJoin('sessionMessages', 'sessionMessages.sessionId', 'sessions.id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sessionMessages.isFromAi', '=', true)
    .where('sessionMessages.createdAt', '>=', start)
    .where('sessionMessages.createdAt', '<', end)
    .executeTakeFirstOrThrow();
  return {
    completedSessions: Number(completed.count),
    completedMinutes: Number(completed.minutes ?? 0),
    bookedSessions: Number(booked.count),
    completedGoals: Number(goals.completed),
    goalsInScope: Number(goals.inScope),
    aiInteractions: Number(ai.count),
  };
}

/** The overall progress /goals shows: one definition (goals.queries goalStats). */
async function meanGoalProgress(db: Database, userId: string): Promise<number> {
  return (await goalStats(db, userId)).overallProgress;
}

/** A coach's rating from reviews; clients have no rating of their own yet. */
async function averageRating(db: Database, userId: string): Promise<number | null> {
  const row = await db.selectFrom('coaches').select('rating').where('userId', '=', userId).executeTakeFirst();
  return row?.rating == null ? null : Math.round(Number(row.rating) * 10) / 10;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const trendOf = (change: number): ProgressMetric['trend'] => (change > 0 ? 'up' : change < 0 ? 'down' : 'stable');

function metric(id: string, name: string, value: number, unit: string, target: number, previous: number): ProgressMetric {
  const change = round1(value - previous);
  return { id, name, value, unit, target, change, trend: trendOf(change) };
}

export interface ProgressSnapshot {
  window: Window;
  metrics: ReportMetrics;
  cards: ProgressMetric[];
}

/**
 * The user's figures for a period, from their sessions, goals and AI coaching replies.
 * `previousProgress` is goal progress at the last report of this period (progress has no history otherwise).
 */
export async function progressSnapshot(db: Database, userId: string, period: ReportPeriod, now = new Date()): Promise<ProgressSnapshot> {
  const windows = periodWindows(period, now);
  const [current, previous, progress, rating, lastReport] = await Promise.all([
    windowFigures(db, userId, windows.current),
    windowFigures(db, userId, windows.previous),
    meanGoalProgress(db, userId),
    averageRating(db, userId),
    db
      .selectFrom('progressReports')
      .select('metrics')
      .where('userId', '=', userId)
      .where('period', '=', period)
      .orderBy('generatedAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  const weeks = Math.max(1, Math.round(REPORT_PERIOD_DAYS[period] / 7));
  const sessionTarget = WEEKLY_TARGETS.sessions * weeks;
  const aiTarget = WEEKLY_TARGETS.aiInteractions * weeks;
  const previousProgress = lastReport ? (JSON.parse(lastReport.metrics) as ReportMetrics).progressPercentage : progress;

  // Engagement: how far the user is along three paths at once (sessions, AI coaching, goals), 0-100.
  const engagementScore = Math.round(
    (100 * (Math.min(1, current.completedSessions / sessionTarget) + Math.min(1, current.aiInteractions / aiTarget) + progress / 100)) / 3,
  );

  const cards = [
    metric('sessions-completed', 'Sessions Completed', current.completedSessions, 'sessions', sessionTarget, previous.completedSessions),
    metric('coaching-hours', 'Coaching Hours', round1(current.completedMinutes / 60), 'hours', WEEKLY_TARGETS.coachingHours * weeks, round1(previous.completedMinutes / 60)),
    metric('goals-completed', 'Goals Completed', current.completedGoals, 'goals', Math.max(1, current.goalsInScope), previous.completedGoals),
    metric('goal-progress', OVERALL_PROGRESS_LABEL, progress, '%', 100, previousProgress),
    metric('ai-interactions', 'AI Interactions', current.aiInteractions, 'interactions', aiTarget, previous.aiInteractions),
  ];
  return {
    window: windows.current,
    metrics: {
      totalSessions: current.bookedSessions,
      completedGoals: current.completedGoals,
      averageRating: rating,
      progressPercentage: progress,
      engagementScore,
    },
    cards,
  };
}
