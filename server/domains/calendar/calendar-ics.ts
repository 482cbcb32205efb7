import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { CALENDAR_EVENT_TYPE_LABELS } from '@shared/constants/calendar';
import type { CalendarEvent } from '@shared/schemas/calendar';
import type { Database } from '../../db';
import { sessionSequences, userNameAndZone } from './calendar.queries';
import { listCalendarItems } from './calendar.service';

/** How far back a feed reaches: enough for "what did we do last quarter", small enough to poll. */
const FEED_HISTORY_DAYS = 365;
/** A feed is a file, not a page: the first this many entries from a year back, which no real calendar reaches. */
const FEED_MAX_ITEMS = 2000;
/** Suggested polling interval for subscribed apps (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const FEED_REFRESH_SECONDS = 60 * 60;

interface FeedItem {
  event: CalendarEvent;
  sequence: number;
}

/**
 * The user's calendar as an iCalendar subscription: their events and their coaching sessions, in
 * UTC, each with a UID that never changes (sessions share the UID of their e-mailed invitation)
 * and a SEQUENCE that rises with every change, so apps replace rather than duplicate.
 */
export async function buildFeed(db: Database, userId: string, origin: string, now = new Date()): Promise<string> {
  const from = new Date(now.getTime() - FEED_HISTORY_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const [owner, page] = await Promise.all([userNameAndZone(db, userId), listCalendarItems(db, userId, { from }, { limit: FEED_MAX_ITEMS })]);
  const sequences = await sessionSequences(db, page.items.flatMap(({ session }) => (session ? [session.id] : [])));
  const items: FeedItem[] = page.items.map(({ event, row, session }) => ({
    event,
    sequence: row ? row.icsSequence : session ? (sequences.get(session.id) ?? 0) : 0,
  }));

  const calendar = ical({
    name: 'Catalyst',
    description: `Coaching sessions and events of ${owner.name}`,
    prodId: { company: 'Catalyst', product: 'calendar-feed' },
    ttl: FEED_REFRESH_SECONDS,
    url: `${origin}/calendar`,
  });
  for (const { event, sequence } of items) {
    const cancelled = event.status === 'cancelled';
    const pending = event.status === 'pending';
    calendar.createEvent({
      id: `${event.source}-${event.sourceId}@catalyst`,
      sequence,
      stamp: now,
      start: new Date(event.startTime),
      end: new Date(event.endTime),
      // Apps that ignore STATUS still show that it is off.
      summary: cancelled ? `Cancelled: ${event.title}` : pending ? `Pending approval: ${event.title}` : event.title,
      description: [event.description, `${CALENDAR_EVENT_TYPE_LABELS[event.type]} · ${event.participants.map((p) => p.name).join(', ')}`].filter(Boolean).join('\n\n'),
      location: event.location,
      url: `${origin}/${event.source === 'session' ? 'sessions' : 'calendar'}`,
      status: cancelled ? ICalEventStatus.CANCELLED : pending ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      transparency: cancelled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}
