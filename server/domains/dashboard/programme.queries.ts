import { TZDate } from '@date-fns/tz';
import { addMonths, startOfMonth } from 'date-fns';
import type { ExpressionBuilder } from 'kysely';
import type { Page } from '@shared/schemas/paging';
import type { ProgrammeSession, ProgrammeStats } from '@shared/schemas/dashboard';
import { personName } from '@shared/utils/person-name';
import type { Database } from '../../db';
import type { DB } from '../../db/schema';
import { keysetPage, mapPage, numberKey, type PageRequest, textKey } from '../../lib/paging';
import type { OrganizationScope } from '../organizations/organization-scope';

/**
 * The programme's sessions: those of the organisation's members as clients (an indexed IN lookup).
 * Sessions the organisation's coaches hold with outside clients are those clients' business.
 */
export function organizationSessions(organizationId: string) {
  return (eb: ExpressionBuilder<DB, 'sessions'>) => eb('sessions.clientId', 'in', eb.selectFrom('users as member').select('member.id').where('member.organizationId', '=', organizationId));
}

interface Range {
  start: string;
  end: string;
}

/** [start, end) of this calendar month and the one before, in the zone, as UTC ISO strings. */
function months(now: Date, zone: string): { current: Range; previous: Range } {
  const start = startOfMonth(new TZDate(now.getTime(), zone));
  const iso = (date: Date) => new Date(date.getTime()).toISOString();
  return { current: { start: iso(start), end: iso(addMonths(start, 1)) }, previous: { start: iso(addMonths(start, -1)), end: iso(start) } };
}

async function monthFigures(db: Database, organizationId: string, { start, end }: Range) {
  const sessions = await db
    .selectFrom('sessions')
    .where(organizationSessions(organizationId))
    .where('sessions.status', '!=', 'cancelled')
    .where('sessions.scheduledAt', '>=', start)
    .where('sessions.scheduledAt', '<', end)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(eb.case().when('sessions.status', '=', 'completed').then(1).else(0).end()).as('completed')])
    .executeTakeFirstOrThrow();
  const goals = await db
    .selectFrom('goals')
    .innerJoin('users as member', 'member.id', 'goals.userId')
    .where('member.organizationId', '=', organizationId)
    .where('goals.status', '=', 'completed')
    .where('goals.completedAt', '>=', start)
    .where('goals.completedAt', '<', end)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const ai = await db
    .selectFrom('sessions')
    .innerJoin('sessionMessages', 'sessionMessages.sessionId', 'sessions.id')
    .where(organizationSessions(organizationId))
    .where('sessionMessages.isFromAi', '=', true)
    .where((eb) => eb.or([eb('sessionMessages.replyKind', 'is', null), eb('sessionMessages.replyKind', '!=', 'error')]))
    .where('sessionMessages.createdAt', '>=', start)
    .where('sessionMessages.createdAt', '<', end)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { sessions: Number(sessions.total), completedSessions: Number(sessions.completed ?? 0), goalsAchieved: Number(goals.n), aiInteractions: Number(ai.n) };
}

/** The programme dashboard's figures, this calendar month (in the viewer's zone) and the last. */
export async function programmeStats(db: Database, scope: OrganizationScope, viewerId: string, now = new Date()): Promise<ProgrammeStats> {
  const viewer = await db.selectFrom('users').select('timezone').where('id', '=', viewerId).executeTakeFirst();
  const range = months(now, viewer?.timezone ?? 'UTC');
  const { organizationId } = scope;
  const [members, goals, thisMonth, lastMonth] = await Promise.all([
    db
      .selectFrom('users')
      .where('organizationId', '=', organizationId)
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when(eb.and([eb('lastActiveAt', '>=', range.current.start), eb('lastActiveAt', '<', range.current.end)])).then(1).else(0).end()).as('active'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('goals')
      .innerJoin('users as member', 'member.id', 'goals.userId')
      .where('member.organizationId', '=', organizationId)
      .where('goals.status', '=', 'active')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    monthFigures(db, organizationId, range.current),
    monthFigures(db, organizationId, range.previous),
  ]);
  return {
    organizationId,
    organizationName: scope.organizationName,
    totalMembers: Number(members.total),
    membersActiveThisMonth: Number(members.active ?? 0),
    activeGoals: Number(goals.n),
    thisMonth,
    lastMonth,
  };
}

/** The members' next sessions across the team, soonest first; titles and chats stay with the participants. */
export async function programmeUpcomingSessions(db: Database, organizationId: string, page: PageRequest, now = new Date()): Promise<Page<ProgrammeSession>> {
  const query = db
    .selectFrom('sessions')
    .innerJoin('users as client', 'client.id', 'sessions.clientId')
    .leftJoin('coaches', 'coaches.id', 'sessions.coachId')
    .leftJoin('users as coachUser', 'coachUser.id', 'coaches.userId')
    .leftJoin('aiCoaches', 'aiCoaches.id', 'sessions.aiCoachId')
    .where(organizationSessions(organizationId))
    .where('sessions.status', 'in', ['scheduled', 'pending_approval'])
    .where('sessions.scheduledAt', '>', now.toISOString())
    .select([
      'sessions.id',
      'sessions.scheduledAt',
      'sessions.duration',
      'sessions.type',
      'sessions.status',
      'client.id as clientId',
      'client.firstName as clientFirstName',
      'client.lastName as clientLastName',
      'client.email as clientEmail',
      'coachUser.firstName as coachFirstName',
      'coachUser.lastName as coachLastName',
      'aiCoaches.name as aiName',
    ]);
  const rows = await keysetPage(query, [textKey('sessions.scheduled_at', 'asc', (row) => row.scheduledAt), numberKey('sessions.id', 'asc', (row) => row.id)], page);
  return mapPage(rows, (row) => ({
    id: row.id,
    scheduledAt: row.scheduledAt,
    duration: row.duration,
    type: row.type,
    status: row.status,
    member: { id: row.clientId, name: personName({ firstName: row.clientFirstName, lastName: row.clientLastName }, row.clientEmail) },
    coachName: row.coachFirstName || row.coachLastName ? personName({ firstName: row.coachFirstName, lastName: row.coachLastName }) : (row.aiName ?? 'Coach'),
  }));
}

