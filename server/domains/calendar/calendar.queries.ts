import { personName } from '@shared/utils/person-name';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Page } from '@shared/schemas/paging';
import { keysetPage, numberKey, type PageRequest, rankKey, textKey } from '../../lib/paging';
import type { Database, Tx } from '../../db';
import type { CalendarEventsTable } from '../../db/schema';

export type CalendarEventRow = Selectable<CalendarEventsTable>;

export interface TimeRange {
  /** UTC ISO; events ending after it. */
  from?: string;
  /** UTC ISO; events starting before it. */
  to?: string;
}

/**
 * A page of the user's own calendar events, earliest first, optionally only those overlapping the
 * range. `rank` orders them against sessions starting at the same instant when the two are merged.
 */
export function listOwnEvents(db: Database, ownerId: string, range: TimeRange, page: PageRequest, rank: number): Promise<Page<CalendarEventRow>> {
  let query = db.selectFrom('calendarEvents').selectAll().where('ownerId', '=', ownerId);
  if (range.from) query = query.where('endTime', '>', range.from);
  if (range.to) query = query.where('startTime', '<', range.to);
  return keysetPage(
    query,
    [textKey('calendar_events.start_time', 'asc', (row) => row.startTime), rankKey(rank), numberKey('calendar_events.id', 'asc', (row) => row.id)],
    page,
  );
}

/** Own events that have not ended: what the upcoming-events cap counts. */
export async function countUpcomingEvents(db: Database | Tx, ownerId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('calendarEvents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerId', '=', ownerId)
    .where('endTime', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One of the user's own events; undefined for anyone else's (the router answers 404). */
export function findOwnEvent(db: Database | Tx, ownerId: string, id: number): Promise<CalendarEventRow | undefined> {
  return db.selectFrom('calendarEvents').selectAll().where('id', '=', id).where('ownerId', '=', ownerId).executeTakeFirst();
}

export function insertEvent(db: Database | Tx, values: Insertable<CalendarEventsTable>): Promise<CalendarEventRow> {
  return db.insertInto('calendarEvents').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Every change raises the iCalendar SEQUENCE so subscribed apps replace their copy. */
export function updateOwnEvent(db: Database | Tx, ownerId: string, id: number, changes: Updateable<CalendarEventsTable>): Promise<CalendarEventRow | undefined> {
  return db
    .updateTable('calendarEvents')
    .set((eb) => ({ ...changes, icsSequence: eb('icsSequence', '+', 1), updatedAt: new Date().toISOString() }))
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteOwnEvent(db: Database | Tx, ownerId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('calendarEvents').where('id', '=', id).where('ownerId', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** iCalendar SEQUENCE of each session, for the feed. */
export async function sessionSequences(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('sessions').select(['id', 'icsSequence']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.icsSequence]));
}

export async function userNameAndZone(db: Database, userId: string): Promise<{ name: string; timezone: string | null }> {
  const row = await db.selectFrom('users').select(['firstName', 'lastName', 'email', 'timezone']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { name: personName(row, row.email), timezone: row.timezone };
}
