import type { SessionStatus } from '@shared/constants/coaching';
import type { Session } from '@shared/schemas/sessions';
import type { Database, Tx } from '../../db';
import { parseJsonList } from '../coaches/coaches.queries';
import { toIconType } from '../ai-coaches/ai-coaches.queries';

function sessionSelect(db: Database | Tx) {
  return db
    .selectFrom('sessions')
    .innerJoin('users as clientUser', 'clientUser.id', 'sessions.clientId')
    .leftJoin('coaches', 'coaches.id', 'sessions.coachId')
    .leftJoin('users as coachUser', 'coachUser.id', 'coaches.userId')
    .leftJoin('aiCoaches', 'aiCoaches.id', 'sessions.aiCoachId')
    .selectAll('sessions')
    .select([
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
    ]);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionSelect>['executeTakeFirstOrThrow']>>;

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
 * Sessions the user takes part in: as the client, as the session's coach, or as the coach who
 * booked it for a client. Every read goes through this, so a list never shows what a read would 404.
 */
function participantSessions(db: Database | Tx, userId: string) {
  return sessionSelect(db).where((eb) =>
    eb.or([eb('sessions.clientId', '=', userId), eb('sessions.bookedById', '=', userId), eb('coaches.userId', '=', userId)]),
  );
}

export async function listSessionsForUser(db: Database, userId: string): Promise<Session[]> {
  const rows = await participantSessions(db, userId).orderBy('sessions.scheduledAt', 'desc').orderBy('sessions.id', 'desc').execute();
  return rows.map(toSession);
}

export async function findSessionForUser(db: Database | Tx, userId: string, id: number): Promise<Session | undefined> {
  const row = await participantSessions(db, userId).where('sessions.id', '=', id).executeTakeFirst();
  return row ? toSession(row) : undefined;
}

const LONGEST_SESSION_MS = 480 * 60_000;
const BLOCKING: SessionStatus[] = ['scheduled', 'in_progress'];

/**
 * Whether the person (as a client or as a coach) already holds a live human or group session
 * overlapping [start, end). AI sessions never block: an AI coach is there around the clock.
 */
export async function hasOverlappingSession(db: Database | Tx, userId: string, start: Date, end: Date, excludeSessionId?: number): Promise<boolean> {
  // Anything overlapping starts before `end` and at most the longest duration before `start`.
  let query = db
    .selectFrom('sessions')
    .leftJoin('coaches', 'coaches.id', 'sessions.coachId')
    .select(['sessions.scheduledAt', 'sessions.duration'])
    .where('sessions.type', 'in', ['human', 'hybrid'])
    .where('sessions.status', 'in', BLOCKING)
    .where('sessions.scheduledAt', '<', end.toISOString())
    .where('sessions.scheduledAt', '>', new Date(start.getTime() - LONGEST_SESSION_MS).toISOString())
    .where((eb) => eb.or([eb('sessions.clientId', '=', userId), eb('coaches.userId', '=', userId)]));
  if (excludeSessionId !== undefined) query = query.where('sessions.id', '!=', excludeSessionId);
  const candidates = await query.execute();
  return candidates.some((row) => {
    const otherStart = new Date(row.scheduledAt).getTime();
    return otherStart < end.getTime() && otherStart + row.duration * 60_000 > start.getTime();
  });
}
