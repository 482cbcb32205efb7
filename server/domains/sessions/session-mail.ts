import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Session } from '@shared/schemas/sessions';
import { personName } from '@shared/utils/person-name';
import type { Database } from '../../db';
import type { Mailer } from '../../lib/mailer';
import { addMinutes, formatLong, formatShort } from './session-time';

export type SessionMailKind = 'booked' | 'rescheduled' | 'cancelled';

interface Recipient {
  email: string;
  name: string;
  zone: string;
  /** Who the session is with, from this recipient's side. */
  counterpart: string;
}

/** The client and the human coach, each with the zone their times are shown in. */
async function recipientsOf(db: Database, session: Session): Promise<Recipient[]> {
  const client = await db.selectFrom('users').select(['email', 'firstName', 'lastName', 'timezone']).where('id', '=', session.clientId).executeTakeFirst();
  const coach = session.coach
    ? await db
        .selectFrom('coaches')
        .innerJoin('users', 'users.id', 'coaches.userId')
        .select(['users.email', 'users.firstName', 'users.lastName', 'users.timezone', 'coaches.timezone as profileZone'])
        .where('coaches.id', '=', session.coach.id)
        .executeTakeFirst()
    : undefined;
  const clientName = client ? personName(client, client.email) : 'your client';
  const coachName = coach ? personName(coach, 'your coach') : (session.aiCoach?.name ?? 'your coach');
  const list: Recipient[] = [];
  if (client) list.push({ email: client.email, name: clientName, zone: client.timezone ?? 'UTC', counterpart: coachName });
  if (coach && coach.email !== client?.email) {
    list.push({ email: coach.email, name: coachName, zone: coach.timezone ?? coach.profileZone ?? 'UTC', counterpart: clientName });
  }
  return list;
}

function emailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** One calendar invitation per session: the same UID every time, SEQUENCE rising with each change. */
export function buildIcs(session: Session, sequence: number, kind: SessionMailKind, origin: string, from: string, attendees: Recipient[]): string {
  const calendar = ical({ name: 'Catalyst coaching', prodId: { company: 'Catalyst', product: 'sessions' } });
  calendar.method(kind === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  const start = new Date(session.scheduledAt);
  calendar.createEvent({
    id: `session-${session.id}@catalyst`,
    sequence,
    start,
    end: addMinutes(start, session.duration),
    summary: session.title,
    description: session.description ?? undefined,
    url: `${origin}/sessions`,
    status: kind === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: 'Catalyst', email: emailAddress(from) },
    attendees: attendees.map((a) => ({ email: a.email, name: a.name })),
  });
  return calendar.toString();
}

const SUBJECT: Record<SessionMailKind, string> = { booked: 'Session booked', rescheduled: 'Session rescheduled', cancelled: 'Session cancelled' };
const LEAD: Record<SessionMailKind, string> = {
  booked: 'Your coaching session is booked.',
  rescheduled: 'Your coaching session has a new time.',
  cancelled: 'Your coaching session has been cancelled.',
};

export interface SessionMailOptions {
  db: Database;
  mailer: Mailer;
  origin: string;
  from: string;
  log: { error(obj: unknown, msg: string): void };
}

/**
 * Confirmation, update or cancellation to the client and the human coach, each in their own time
 * zone, with an .ics. A mail failure is logged and never undoes the booking.
 */
export async function sendSessionMail(options: SessionMailOptions, session: Session, sequence: number, kind: SessionMailKind): Promise<void> {
  try {
    const recipients = await recipientsOf(options.db, session);
    const start = new Date(session.scheduledAt);
    for (const recipient of recipients) {
      const ics = buildIcs(session, sequence, kind, options.origin, options.from, recipients);
      const when = formatLong(start, recipient.zone);
      const text = [
        `Hello ${recipient.name},`,
        '',
        LEAD[kind],
        '',
        `Session: ${session.title}`,
        `With: ${recipient.counterpart}`,
        `When: ${when}`,
        `Duration: ${session.duration} minutes`,
        '',
        kind === 'cancelled' ? 'The calendar invitation attached removes it from your calendar.' : 'Add it to your calendar with the attached invitation.',
        `Your sessions: ${options.origin}/sessions`,
      ].join('\n');
      await options.mailer.send({
        to: recipient.email,
        subject: `${SUBJECT[kind]}: ${session.title} on ${formatShort(start, recipient.zone)}`,
        text,
        attachments: [{ filename: 'session.ics', contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'REQUEST'}`, content: ics }],
      });
    }
  } catch (error) {
    options.log.error({ err: error, sessionId: session.id }, 'session e-mail failed');
  }
}
