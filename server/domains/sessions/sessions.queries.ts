import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { SLOT_HOLDING_STATUSES, type SessionType } from '@shared/constants/coaching';
import type { Page } from '@shared/schemas/paging';
import type { listSessionsInput, Session, SessionStats, SessionView } from '@shared/schemas/sessions';
import type { Database, Tx } from '../../db';
import type { DB } from '../../db/schema';
import { keysetPage, mapPage, numberKey, type PageRequest, rankKey, textKey } from '../../lib/paging';
import { parseJsonList } from '../coaches/coaches.queries';
import { toIconType } from '../ai-coaches/ai-coaches.queries';

const SESSION_COLUMNS = [
  'clientUser.firstName as clientFirstName',
  'clientUser.lastName as clientLastName',
  'clientUser.profileImageUrl as clientImage',
  'coaches.userId as coachUserId',
  'coaches.title as coachTitle',
  'coachUser.firstName as coachFirstName',
  'coachUser.lastName as coachLastName',
  'coachUser.profileImageUrl as coachImage',
  'aiCoaches.name as aiName',
  'aiCoaches.description as aiDescription',
  'aiCoaches.specialties as aiSpecialties',
  'aiCoaches.iconType as aiIconType',
  'aiCoaches.iconColor as aiIconColor',
] as const;

const LONGEST_SESSION_MS = 480 * 60_000;

type SessionRow = Awaited<ReturnType<ReturnType<typeof participantSessions>['executeTakeFirstOrThrow']>>;

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    status: row.status,
    scheduledAt: row.scheduledAt,
    duration: row.duration,
    coachId: row.coachId,
    aiCoachId: row.aiCoachId,
    clientId: row.clientId,
    bookedById: row.bookedById,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    cancelledAt: row.cancelledAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    coach:
      row.coachId !== null && row.coachUserId
        ? {
            id: row.coachId,
            userId: row.coachUserId,
            title: row.coachTitle,
            user: { firstName: row.coachFirstName, lastName: row.coachLastName, profileImageUrl: row.coachImage },
          }
        : null,
    aiCoach:
      row.aiCoachId !== null && row.aiName !== null
        ? {
            id: row.aiCoachId,
            name: row.aiName,
            description: row.aiDescription ?? '',
            specialties: parseJsonList(row.aiSpecialties ?? '[]'),
            iconType: toIconType(row.aiIconType ?? 'bot'),
            iconColor: row.aiIconColor ?? 'blue',
          }
        : null,
    client: { id: row.clientId, firstName: row.clientFirstName, lastName: row.clientLastName, profileImageUrl: row.clientImage },
  };
}

/**
 * The visibility rule of sessions: the user takes part as the client, as the session's coach, or
 * as the coach who booked it for a client, which is what session_participants holds (kept in the
 * session's own transaction). A semi-join on its primary key: served by an index however many
 * other sessions exist.
 */
export function visibleSessions(userId: string) {
  return (eb: ExpressionBuilder<DB, 'sessions'>) =>
    eb('sessions.id', 'in', eb.selectFrom('sessionParticipants').select('sessionParticipants.sessionId').where('sessionParticipants.userId', '=', userId));
}

/**
 * The user's sessions, walked from their participant rows in start order (one index range), each
 * joined to its session by primary key: every read of "my sessions" goes through it, so a list
 * never shows what a single read would 404.
 */
function participantSessions(db: Database | Tx, userId: string) {
  return db
    .selectFrom('sessionParticipants as sp')
    .innerJoin('sessions', 'sessions.id', 'sp.sessionId')
    .innerJoin('users as clientUser', 'clientUser.id', 'sessions.clientId')
    .leftJoin('coaches', 'coaches.id', 'sessions.coachId')
    .leftJoin('users as coachUser', 'coachUser.id', 'coaches.userId')
    .leftJoin('aiCoaches', 'aiCoaches.id', 'sessions.aiCoachId')
    .where('sp.userId', '=', userId)
    .selectAll('sessions')
    .select(SESSION_COLUMNS);
}

/** Narrows a sessions query to one /sessions tab, as of `now`. */
function inView<Q extends SelectQueryBuilder<DB & { sp: DB['sessionParticipants'] }, 'sessions' | 'sp', object>>(query: Q, view: SessionView, now: string): Q {
  switch (view) {
    case 'upcoming':
      return query.where('sessions.status', 'in', ['scheduled', 'pending_approval']).where('sp.scheduledAt', '>', now) as Q;
    case 'in_progress':
      return query.where('sessions.status', '=', 'in_progress') as Q;
    case 'past':
      return query.where((eb) =>
        eb.or([eb('sessions.status', 'in', ['completed', 'cancelled']), eb.and([eb('sessions.status', 'in', ['scheduled', 'pending_approval']), eb('sessions.scheduledAt', '<=', now)])]),
      ) as Q;
  }
}

/**
 * A page of the user's sessions: all of them latest start first, or one tab (upcoming soonest
 * first, in progress and past latest first), optionally of one type.
 */
export async function listSessionsForUser(db: Database, userId: string, input: z.output<typeof listSessionsInput>, now = new Date()): Promise<Page<Session>> {
  let query = participantSessions(db, userId);
  if (input.type) query = query.where('sessions.type', '=', input.type);
  if (input.aiCoachId !== undefined) query = query.where('sessions.aiCoachId', '=', input.aiCoachId);
  if (input.view) query = inView(query, input.view, now.toISOString());
  const direction = input.view === 'upcoming' ? 'asc' : 'desc';
  const page = await keysetPage(
    query,
    [textKey('sp.scheduled_at', direction, (row) => row.scheduledAt), numberKey('sp.session_id', direction, (row) => row.id)],
    input,
  );
  return mapPage(page, toSession);
}

/**
 * A page of the user's sessions overlapping [from, to) (either end open), soonest first, for the
 * calendar and its feed. `rank` orders sessions after own events that start at the same instant.
 */
export async function listSessionsOverlapping(db: Database, userId: string, range: { from?: string; to?: string }, page: PageRequest, rank: number): Promise<Page<Session>> {
  let query = participantSessions(db, userId);
  if (range.from) {
    // Bounds the index range: nothing lasts longer than the longest duration.
    query = query.where('sessions.endsAt', '>', range.from).where('sp.scheduledAt', '>', new Date(Date.parse(range.from) - LONGEST_SESSION_MS).toISOString());
  }
  if (range.to) query = query.where('sp.scheduledAt', '<', range.to);
  const result = await keysetPage(
    query,
    [textKey('sp.scheduled_at', 'asc', (row) => row.scheduledAt), rankKey(rank), numberKey('sp.session_id', 'asc', (row) => row.id)],
    page,
  );
  return mapPage(result, toSession);
}

/** The stat cards and tab counts of /sessions, by the same rules as the lists. */
export async function sessionStats(db: Database, userId: string, type: SessionType | undefined, now = new Date()): Promise<SessionStats> {
  const at = now.toISOString();
  let query = db.selectFrom('sessionParticipants as sp').innerJoin('sessions', 'sessions.id', 'sp.sessionId').where('sp.userId', '=', userId);
  if (type) query = query.where('sessions.type', '=', type);
  const row = await query
    .select((eb) => {
      const count = (condition: Expression<SqlBool>) => eb.fn.sum<number>(eb.case().when(condition).then(1).else(0).end());
      // A request waiting for the coach's approval counts like a scheduled session: upcoming, then past.
      const scheduled = eb('sessions.status', 'in', ['scheduled', 'pending_approval']);
      return [
        eb.fn.countAll<number>().as('total'),
        count(eb.and([scheduled, eb('sessions.scheduledAt', '>', at)])).as('upcoming'),
        count(eb('sessions.status', '=', 'in_progress')).as('inProgress'),
        count(eb.or([eb('sessions.status', 'in', ['completed', 'cancelled']), eb.and([scheduled, eb('sessions.scheduledAt', '<=', at)])])).as('past'),
        count(eb('sessions.status', '=', 'completed')).as('completed'),
        count(eb('sessions.type', '=', 'ai')).as('ai'),
        count(eb.and([eb('sessions.type', '=', 'ai'), eb('sessions.status', 'not in', ['scheduled', 'pending_approval'])])).as('aiStarted'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    upcoming: Number(row.upcoming ?? 0),
    inProgress: Number(row.inProgress ?? 0),
    past: Number(row.past ?? 0),
    completed: Number(row.completed ?? 0),
    ai: Number(row.ai ?? 0),
    aiStarted: Number(row.aiStarted ?? 0),
  };
}

/** Scheduled (or requested) sessions still ahead for a client: what the upcoming-sessions cap counts. */
export async function countUpcomingSessions(db: Database | Tx, clientId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clientId', '=', clientId)
    .where('status', 'in', ['scheduled', 'pending_approval'])
    .where('scheduledAt', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findSessionForUser(db: Database | Tx, userId: string, id: number): Promise<Session | undefined> {
  const row = await participantSessions(db, userId).where('sp.sessionId', '=', id).executeTakeFirst();
  return row ? toSession(row) : undefined;
}

/**
 * Whether the person (as a client or as a coach) already holds a live human or group session
 * overlapping [start, end). AI sessions never block: an AI coach is there around the clock.
 */
export async function hasOverlappingSession(db: Database | Tx, userId: string, start: Date, end: Date, excludeSessionId?: number): Promise<boolean> {
  let query = db
    .selectFrom('sessionParticipants as sp')
    .innerJoin('sessions', 'sessions.id', 'sp.sessionId')
    .select('sessions.id')
    .where('sp.userId', '=', userId)
    .where('sp.scheduledAt', '<', end.toISOString())
    // Bounds the index range: nothing lasts longer than the longest duration.
    .where('sp.scheduledAt', '>', new Date(start.getTime() - LONGEST_SESSION_MS).toISOString())
    .where('sessions.endsAt', '>', start.toISOString())
    .where('sessions.type', 'in', ['human', 'hybrid'])
    .where('sessions.status', 'in', [...SLOT_HOLDING_STATUSES])
    // As the client or as the coach: booking for someone else holds no slot of the booker's.
    .where((eb) =>
      eb.or([eb('sessions.clientId', '=', userId), eb('sessions.coachId', 'in', eb.selectFrom('coaches').select('coaches.id').where('coaches.userId', '=', userId))]),
    );
  if (excludeSessionId !== undefined) query = query.where('sp.sessionId', '!=', excludeSessionId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
