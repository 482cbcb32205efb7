import { sql } from 'kysely';
import { REPORT_PERIOD_DAYS, type ReportPeriod, WEEKLY_TARGETS } from '@shared/constants/progress-reports';
import type { ProgressMetric } from '@shared/schemas/progress-reports';
import type { Database } from '../../db';
import { organizationSessions } from '../dashboard/programme.queries';
import { periodWindows, type ProgressSnapshot, type Window } from './progress-metrics.queries';

/** The report kinds that cover an organisation rather than one person. */
export type OrganizationReportType = 'team' | 'goal' | 'session';

interface OrganizationFigures {
  bookedSessions: number;
  completedSessions: number;
  completedMinutes: number;
  cancelledSessions: number;
  aiSessions: number;
  membersCoached: number;
  goalsCreated: number;
  goalsCompleted: number;
  aiInteractions: number;
}

async function windowFigures(db: Database, organizationId: string, { start, end }: Window): Promise<OrganizationFigures> {
  const completedAt = sql<string>`coalesce(${sql.ref('sessions.completedAt')}, ${sql.ref('sessions.scheduledAt')})`;
  const booked = await db
    .selectFrom('sessions')
    .where(organizationSessions(organizationId))
    .where('sessions.scheduledAt', '>=', start)
    .where('sessions.scheduledAt', '<', end)
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('sessions.status', '!=', 'cancelled').then(1).else(0).end()).as('booked'),
      eb.fn.sum<number>(eb.case().when('sessions.status', '=', 'cancelled').then(1).else(0).end()).as('cancelled'),
      eb.fn.sum<number>(eb.case().when(eb.and([eb('sessions.type', '=', 'ai'), eb('sessions.status', '!=', 'cancelled')])).then(1).else(0).end()).as('ai'),
      eb.fn.count<number>(eb.case().when('sessions.status', '!=', 'cancelled').then(eb.ref('sessions.clientId')).end()).distinct().as('members'),
    ])
    .executeTakeFirstOrThrow();
  const completed = await db
    .selectFrom('sessions')
    .where(organizationSessions(organizationId))
    .where('sessions.status', '=', 'completed')
    .where(completedAt, '>=', start)
    .where(completedAt, '<', end)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number | null>('sessions.duration').as('minutes')])
    .executeTakeFirstOrThrow();
  const goals = await db
    .selectFrom('goals')
    .innerJoin('users as member', 'member.id', 'goals.userId')
    .where('member.organizationId', '=', organizationId)
    .select((eb) => [
      eb.fn.count<number>(eb.case().when(eb.and([eb('goals.createdAt', '>=', start), eb('goals.createdAt', '<', end)])).then(1).end()).as('created'),
      eb.fn.count<number>(eb.case().when(eb.and([eb('goals.completedAt', '>=', start), eb('goals.completedAt', '<', end)])).then(1).end()).as('completed'),
    ])
    .executeTakeFirstOrThrow();
  const ai = await db
    .selectFrom('sessions')
    .innerJoin('sessionMessages', 'sessionMessages.sessionId', 'sessions.id')
    .where(organizationSessions(organizationId))
    .where('sessionMessages.isFromAi', '=', true)
    .where((eb) => eb.or([eb('sessionMessages.replyKind', 'is', null), eb('sessionMessages.replyKind', '!=', 'error')]))
    .where('sessionMessages.createdAt', '>=', start)
    .where('sessionMessages.createdAt', '<', end)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    bookedSessions: Number(booked.booked ?? 0),
    cancelledSessions: Number(booked.cancelled ?? 0),
    aiSessions: Number(booked.ai ?? 0),
    membersCoached: Number(booked.members ?? 0),
    completedSessions: Number(completed.count),
    completedMinutes: Number(completed.minutes ?? 0),
    goalsCreated: Number(goals.created),
    goalsCompleted: Number(goals.completed),
    aiInteractions: Number(ai.count),
  };
}

/** Now-figures that have no history: members, goal progress, overdue goals, the coaches' rating. */
async function currentFigures(db: Database, organizationId: string, now: Date) {
  const members = await db.selectFrom('users').where('organizationId', '=', organizationId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const goals = await db
    .selectFrom('goals')
    .innerJoin('users as member', 'member.id', 'goals.userId')
    .where('member.organizationId', '=', organizationId)
    .select((eb) => [
      eb.fn.avg<number | null>(eb.case().when('goals.status', '!=', 'paused').then(eb.ref('goals.progress')).end()).as('progress'),
      eb.fn.count<number>(eb.case().when(eb.and([eb('goals.status', '=', 'active'), eb('goals.targetDate', '<', now.toISOString().slice(0, 10))])).then(1).end()).as('overdue'),
      eb.fn.count<number>('goals.userId').distinct().as('membersWithGoals'),
    ])
    .executeTakeFirstOrThrow();
  const rating = await db
    .selectFrom('coaches')
    .innerJoin('users as member', 'member.id', 'coaches.userId')
    .where('member.organizationId', '=', organizationId)
    .select((eb) => eb.fn.avg<number | null>('coaches.rating').as('rating'))
    .executeTakeFirstOrThrow();
  return {
    members: Number(members.n),
    progress: Math.round(Number(goals.progress ?? 0)),
    overdueGoals: Number(goals.overdue),
    membersWithGoals: Number(goals.membersWithGoals),
    rating: rating.rating == null ? null : Math.round(Number(rating.rating) * 10) / 10,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const trendOf = (change: number): ProgressMetric['trend'] => (change > 0 ? 'up' : change < 0 ? 'down' : 'stable');
function metric(id: string, name: string, value: number, unit: string, target: number, previous: number): ProgressMetric {
  const change = round1(value - previous);
  return { id, name, value, unit, target, change, trend: trendOf(change) };
}
const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/**
 * An organisation's figures for a period (rolling window, compared with the one before), from its
 * members' sessions, goals and AI coaching: the cards of a team, goal or session report.
 */
export async function organizationSnapshot(db: Database, organizationId: string, type: OrganizationReportType, period: ReportPeriod, now = new Date()): Promise<ProgressSnapshot> {
  const windows = periodWindows(period, now);
  const [current, previous, state] = await Promise.all([
    windowFigures(db, organizationId, windows.current),
    windowFigures(db, organizationId, windows.previous),
    currentFigures(db, organizationId, now),
  ]);
  const weeks = Math.max(1, Math.round(REPORT_PERIOD_DAYS[period] / 7));
  const members = Math.max(1, state.members);
  const sessionTarget = WEEKLY_TARGETS.sessions * weeks * members;

  let cards: ProgressMetric[];
  if (type === 'team') {
    cards = [
      metric('members-coached', 'Members Coached', current.membersCoached, 'members', state.members, previous.membersCoached),
      metric('sessions-completed', 'Sessions Completed', current.completedSessions, 'sessions', sessionTarget, previous.completedSessions),
      metric('coaching-hours', 'Coaching Hours', round1(current.completedMinutes / 60), 'hours', WEEKLY_TARGETS.coachingHours * weeks * members, round1(previous.completedMinutes / 60)),
      metric('goals-completed', 'Goals Completed', current.goalsCompleted, 'goals', Math.max(1, current.goalsCreated), previous.goalsCompleted),
      metric('ai-interactions', 'AI Interactions', current.aiInteractions, 'interactions', WEEKLY_TARGETS.aiInteractions * weeks * members, previous.aiInteractions),
    ];
  } else if (type === 'goal') {
    cards = [
      metric('goals-created', 'Goals Created', current.goalsCreated, 'goals', members, previous.goalsCreated),
      metric('goals-completed', 'Goals Completed', current.goalsCompleted, 'goals', Math.max(1, current.goalsCreated), previous.goalsCompleted),
      metric('goal-progress', 'Goal Progress', state.progress, '%', 100, state.progress),
      metric('members-with-goals', 'Members With Goals', state.membersWithGoals, 'members', state.members, state.membersWithGoals),
      metric('goals-overdue', 'Goals Overdue', state.overdueGoals, 'goals', 0, state.overdueGoals),
    ];
  } else {
    const completionRate = rate(current.completedSessions, current.bookedSessions);
    cards = [
      metric('sessions-booked', 'Sessions Booked', current.bookedSessions, 'sessions', sessionTarget, previous.bookedSessions),
      metric('sessions-completed', 'Sessions Completed', current.completedSessions, 'sessions', sessionTarget, previous.completedSessions),
      metric('completion-rate', 'Completion Rate', completionRate, '%', 100, rate(previous.completedSessions, previous.bookedSessions)),
      metric('coaching-hours', 'Coaching Hours', round1(current.completedMinutes / 60), 'hours', WEEKLY_TARGETS.coachingHours * weeks * members, round1(previous.completedMinutes / 60)),
      metric('sessions-cancelled', 'Sessions Cancelled', current.cancelledSessions, 'sessions', 0, previous.cancelledSessions),
      metric('ai-sessions', 'AI Sessions', current.aiSessions, 'sessions', WEEKLY_TARGETS.sessions * weeks * members, previous.aiSessions),
    ];
  }
  return {
    window: windows.current,
    metrics: {
      totalSessions: current.bookedSessions,
      completedGoals: current.goalsCompleted,
      averageRating: state.rating,
      progressPercentage: state.progress,
      // Share of the members who had coaching in the period.
      engagementScore: rate(current.membersCoached, state.members),
    },
    cards,
  };
}
