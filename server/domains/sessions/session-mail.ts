import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Session } from '@shared/schemas/sessions';
import { personName } from '@shared/utils/person-name';
import type { Database } from '../../db';
import type { Mailer } from '../../lib/mailer';
import { addMinutes, formatLong, formatShort } from './session-time';

export type SessionMailKind = 'booked' | 'rescheduled' | 'cancelled' | 'requested' | 'accepted' | 'declined' | 'withdrawn';

interface Recipient {
  email: string;
  name: string;
  zone: string;
  /** Who the session is with, from this recipient's side. */
  counterpart: string;
  side: 'client' | 'coach';
}

/** The client and the human coach, each with the zone their times are shown in. */
export async function recipientsOf(db: Database, session: Session): Promise<Recipient[]> {
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
  if (client) list.push({ email: client.email, name: clientName, zone: client.timezone ?? 'UTC', counterpart: coachName, side: 'client' });
  if (coach && coach.email !== client?.email) {
    list.push({ email: coach.email, name: coachName, zone: coach.timezone ?? coach.profileZone ?? 'UTC', counterpart: clientName, side: 'coach' });
  }
  return list;
}

function emailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

const CANCELLING: readonly SessionMailKind[] = ['cancelled', 'declined', 'withdrawn'];

function icsStatus(kind: SessionMailKind): ICalEventStatus {
  if (CANCELLING.includes(kind)) return ICalEventStatus.CANCELLED;
  // A request holds the slot in both calendars, marked tentative until the coach accepts.
  return kind === 'requested' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED;
}

/** One calendar invitation per session: the same UID every time, SEQUENCE rising with each change. */
export function buildIcs(session: Session, sequence: number, kind: SessionMailKind, origin: string, from: string, attendees: Recipient[]): string {
  const calendar = ical({ name: 'Catalyst coaching', prodId: { company: 'Catalyst', product: 'sessions' } });
  calendar.method(CANCELLING.includes(kind) ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  const start = new Date(session.scheduledAt);
  calendar.createEvent({
    id: `session-${session.id}@catalyst`,
    sequence,
    start,
    end: addMinutes(start, session.duration),
    summary: session.title,
    description: session.description ?? undefined,
    url: `${origin}/sessions`,
    status: icsStatus(kind),
    organizer: { name: 'Catalyst', email: emailAddress(from) },
    attendees: attendees.map((a) => ({ email: a.email, name: a.name })),
  });
  return calendar.toString();
}

const SUBJECT: Record<SessionMailKind, string> = {
  booked: 'Session booked',
  rescheduled: 'Session rescheduled',
  cancelled: 'Session cancelled',
  requested: 'Session requested',
  accepted: 'Session confirmed',
  declined: 'Session request declined',
  withdrawn: 'Session request withdrawn',
};

/** The first line, from the recipient's side. */
function lead(kind: SessionMailKind, recipient: Recipient): string {
  switch (kind) {
    case 'booked':
      return 'Your coaching session is booked.';
    case 'rescheduled':
      return 'Your coaching session has a new time.';
    case 'cancelled':
      return 'Your coaching session has been cancelled.';
    case 'requested':
      return recipient.side === 'coach'
        ? `${recipient.counterpart} asked for a coaching session with you. Accept or decline the request on your sessions page; until then it is only pencilled in.`
        : `Your session request was sent. It is booked once ${recipient.counterpart} accepts it; until then it is only pencilled in.`;
    case 'accepted':
      return recipient.side === 'coach' ? 'You accepted the session request: the session is booked.' : `${recipient.counterpart} accepted your session request: the session is booked.`;
    case 'declined':
      return recipient.side === 'coach' ? 'You declined the session request.' : `${recipient.counterpart} declined your session request. You can book another time.`;
    case 'withdrawn':
      return recipient.side === 'coach' ? `${recipient.counterpart} withdrew their session request.` : 'You withdrew your session request.';
  }
}

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
        lead(kind, recipient),
        '',
        `Session: ${session.title}`,
        `With: ${recipient.counterpart}`,
        `When: ${when}`,
        `Duration: ${session.duration} minutes`,
        '',
        CANCELLING.includes(kind)
          ? 'The calendar invitation attached removes it from your calendar.'
          : kind === 'requested'
            ? 'The attached invitation pencils it into your calendar as tentative.'
            : 'Add it to your calendar with the attached invitation.',
        `Your sessions: ${options.origin}/sessions`,
      ].join('\n');
      await options.mailer.send({
        to: recipient.email,
        subject: `${SUBJECT[kind]}: ${session.title} on ${formatShort(start, recipient.zone)}`,
        text,
        attachments: [{ filename: 'session.ics', contentType: `text/calendar; charset=utf-8; method=${CANCELLING.includes(kind) ? 'CANCEL' : 'REQUEST'}`, content: ics }],
      });
    }
  } catch (error) {
    options.log.error({ err: error, sessionId: session.id }, 'session e-mail failed');
  }
}
