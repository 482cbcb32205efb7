import type { CalendarEventType } from '@shared/constants/calendar';
import type { Database } from '../db';

const DAY = 24 * 60 * 60 * 1000;

interface DemoEvent {
  title: string;
  description: string;
  type: CalendarEventType;
  /** Days from today (UTC) and the UTC hour it starts. */
  inDays: number;
  utcHour: number;
  minutes: number;
  location: string;
  isVirtual: boolean;
}

const DEMO_EVENTS: Record<string, DemoEvent[]> = {
  'client@example.com': [
    { title: 'Team offsite planning', description: 'Agenda and goals for the Q1 offsite.', type: 'meeting', inDays: 1, utcHour: 15, minutes: 60, location: 'Room 4B', isVirtual: false },
    { title: 'Feedback skills workshop', description: 'Hands-on practice with the SBI model.', type: 'workshop', inDays: 4, utcHour: 13, minutes: 180, location: 'Zoom', isVirtual: true },
    { title: 'New managers circle', description: 'Peer group of first-time managers.', type: 'group', inDays: 8, utcHour: 17, minutes: 90, location: 'Online', isVirtual: true },
    { title: 'Quarterly review prep', description: 'Collect wins and numbers for the review.', type: 'meeting', inDays: -3, utcHour: 10, minutes: 45, location: 'Office', isVirtual: false },
  ],
  'coach@example.com': [
    { title: 'Supervision with mentor coach', description: 'Monthly supervision for the PCC credential.', type: 'meeting', inDays: 2, utcHour: 16, minutes: 60, location: 'Google Meet', isVirtual: true },
    { title: 'Leadership circle: session 3', description: 'Six-week programme for new managers.', type: 'group', inDays: 6, utcHour: 18, minutes: 90, location: 'Zoom', isVirtual: true },
  ],
};

/** A few events around today for demo users who have none yet. */
export async function seedCalendar(db: Database, users: Map<string, string>, now = new Date()): Promise<void> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const [email, events] of Object.entries(DEMO_EVENTS)) {
    const ownerId = users.get(email);
    if (!ownerId) continue;
    const existing = await db.selectFrom('calendarEvents').select('id').where('ownerId', '=', ownerId).executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('calendarEvents')
      .values(
        events.map((event) => {
          const start = new Date(today + event.inDays * DAY + event.utcHour * 60 * 60 * 1000);
          return {
            ownerId,
            title: event.title,
            description: event.description,
            type: event.type,
            status: event.inDays < 0 ? ('completed' as const) : ('scheduled' as const),
            startTime: start.toISOString(),
            endTime: new Date(start.getTime() + event.minutes * 60_000).toISOString(),
            location: event.location,
            isVirtual: event.isVirtual,
          };
        }),
      )
      .execute();
  }
}
