import { TRPCError } from '@trpc/server';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES as M, type CalendarEventStatus } from '@shared/constants/calendar';
import { SESSION_TYPE_LABELS, type SessionStatus } from '@shared/constants/coaching';
import type { CalendarEvent, CreateEventValues, UpdateEventInput } from '@shared/schemas/calendar';
import type { Session } from '@shared/schemas/sessions';
import { personName } from '@shared/utils/person-name';
import type { Database } from '../../db';
import { recordAudit } from '../../lib/audit';
import { ensureBelowCap } from '../../lib/caps';
import type { Page } from '@shared/schemas/paging';
import { encodeCursor, mapPage, type PageRequest } from '../../lib/paging';
import { listSessionsOverlapping } from '../sessions/sessions.queries';
import { fieldError } from '../sessions/session-support';
import { parseScheduledAt } from '../sessions/session-time';
import { type CalendarEventRow, countUpcomingEvents, deleteOwnEvent, findOwnEvent, insertEvent, listOwnEvents, type TimeRange, updateOwnEvent, userNameAndZone } from './calendar.queries';

export function eventFromRow(row: CalendarEventRow, owner: { id: string; name: string }): CalendarEvent {
  return {
    id: `event-${row.id}`,
    source: 'event',
    sourceId: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status,
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.location,
    isVirtual: Boolean(row.isVirtual),
    participants: [owner],
    canEdit: true,
  };
}

/** In progress reads as confirmed: it is happening as planned. */
const SESSION_EVENT_STATUS: Record<SessionStatus, CalendarEventStatus> = {
  pending_approval: 'pending',
  scheduled: 'scheduled',
  in_progress: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** A coaching session as the calendar shows it: type coaching, cancelled ones kept with status cancelled. */
export function eventFromSession(session: Session): CalendarEvent {
  const start = new Date(session.scheduledAt);
  const participants = [{ id: session.client.id, name: personName(session.client, 'Client') }];
  if (session.coach) participants.push({ id: session.coach.userId, name: personName(session.coach.user, 'Coach') });
  else if (session.aiCoach) participants.push({ id: `ai-coach-${session.aiCoach.id}`, name: session.aiCoach.name });
  return {
    id: `session-${session.id}`,
    source: 'session',
    sourceId: session.id,
    title: session.title,
    description: session.description,
    type: 'coaching',
    status: SESSION_EVENT_STATUS[session.status],
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + session.duration * 60_000).toISOString(),
    location: SESSION_TYPE_LABELS[session.type],
    isVirtual: true,
    participants,
    canEdit: false,
  };
}

const EVENT_RANK = 0;
const SESSION_RANK = 1;

export interface CalendarItem {
  event: CalendarEvent;
  /** The session behind a coaching entry, if it is one. */
  session?: Session;
  row?: CalendarEventRow;
}

/**
 * A page of the user's own events and every coaching session they take part in, earliest first
 * (own events before sessions at the same instant): one page of each source merged, so the cursor
 * (start, rank, id) continues both.
 */
export async function listCalendarItems(db: Database, userId: string, range: TimeRange, page: PageRequest): Promise<Page<CalendarItem>> {
  const [owner, rows, sessions] = await Promise.all([
    userNameAndZone(db, userId),
    listOwnEvents(db, userId, range, { ...page, limit: page.limit + 1 }, EVENT_RANK),
    listSessionsOverlapping(db, userId, range, { ...page, limit: page.limit + 1 }, SESSION_RANK),
  ]);
  const keyed = [
    ...rows.items.map((row) => ({ key: [row.startTime, EVENT_RANK, row.id] as const, item: { event: eventFromRow(row, { id: userId, name: owner.name }), row } })),
    ...sessions.items.map((session) => ({ key: [session.scheduledAt, SESSION_RANK, session.id] as const, item: { event: eventFromSession(session), session } })),
  ].sort((a, b) => a.key[0].localeCompare(b.key[0]) || a.key[1] - b.key[1] || a.key[2] - b.key[2]);
  const kept = keyed.slice(0, page.limit);
  const last = kept.at(-1);
  return { items: kept.map(({ item }) => item), nextCursor: keyed.length > page.limit && last ? encodeCursor([...last.key]) : null };
}

export async function listCalendar(db: Database, userId: string, range: TimeRange, page: PageRequest): Promise<Page<CalendarEvent>> {
  return mapPage(await listCalendarItems(db, userId, range, page), (item) => item.event);
}

/** Instants from the strings given: with an offset as is, without one in the sent or the account's zone. */
function toInstant(value: string, zone: string, field: 'startTime' | 'endTime'): string {
  const date = parseScheduledAt(value, zone);
  if (!date) throw fieldError(field, field === 'startTime' ? M.startInvalid : M.endInvalid);
  return date.toISOString();
}

function checkOrder(startTime: string, endTime: string) {
  const span = Date.parse(endTime) - Date.parse(startTime);
  if (span <= 0) throw fieldError('endTime', M.endAfterStart);
  if (span > CALENDAR_LIMITS.maxDurationDays * 24 * 60 * 60 * 1000) throw fieldError('endTime', M.tooLong);
}

export async function getEvent(db: Database, userId: string, id: number): Promise<CalendarEvent> {
  const row = await findOwnEvent(db, userId, id);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: M.notFound });
  const owner = await userNameAndZone(db, userId);
  return eventFromRow(row, { id: userId, name: owner.name });
}

export async function createEvent(db: Database, userId: string, input: CreateEventValues): Promise<CalendarEvent> {
  const owner = await userNameAndZone(db, userId);
  const zone = input.timezone ?? owner.timezone ?? 'UTC';
  const startTime = toInstant(input.startTime, zone, 'startTime');
  const endTime = toInstant(input.endTime, zone, 'endTime');
  checkOrder(startTime, endTime);
  const row = await db.transaction().execute(async (tx) => {
    await ensureBelowCap(tx, 'upcomingEvents', userId, () => countUpcomingEvents(tx, userId, new Date()));
    return insertEvent(tx, {
      ownerId: userId,
      title: input.title,
      description: input.description,
      type: input.type,
      startTime,
      endTime,
      location: input.location,
      isVirtual: input.isVirtual,
    });
  });
  return eventFromRow(row, { id: userId, name: owner.name });
}

export async function changeEvent(db: Database, userId: string, input: UpdateEventInput): Promise<CalendarEvent> {
  const { id, timezone, ...fields } = input;
  const owner = await userNameAndZone(db, userId);
  const zone = timezone ?? owner.timezone ?? 'UTC';
  const updated = await db.transaction().execute(async (tx) => {
    const current = await findOwnEvent(tx, userId, id);
    if (!current) throw new TRPCError({ code: 'NOT_FOUND', message: M.notFound });
    const startTime = fields.startTime === undefined ? current.startTime : toInstant(fields.startTime, zone, 'startTime');
    const endTime = fields.endTime === undefined ? current.endTime : toInstant(fields.endTime, zone, 'endTime');
    checkOrder(startTime, endTime);
    const row = await updateOwnEvent(tx, userId, id, {
      ...(fields.title !== undefined && { title: fields.title }),
      ...(fields.description !== undefined && { description: fields.description }),
      ...(fields.type !== undefined && { type: fields.type }),
      ...(fields.location !== undefined && { location: fields.location }),
      ...(fields.isVirtual !== undefined && { isVirtual: fields.isVirtual }),
      ...(fields.status !== undefined && { status: fields.status }),
      startTime,
      endTime,
    });
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: M.notFound });
    return row;
  });
  return eventFromRow(updated, { id: userId, name: owner.name });
}

export async function removeEvent(db: Database, userId: string, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const current = await findOwnEvent(tx, userId, id);
    if (!current || !(await deleteOwnEvent(tx, userId, id))) throw new TRPCError({ code: 'NOT_FOUND', message: M.notFound });
    await recordAudit(tx, { actorId: userId, action: 'calendar_event.deleted', subjectType: 'calendar_event', subjectId: id, details: { title: current.title } });
  });
}
