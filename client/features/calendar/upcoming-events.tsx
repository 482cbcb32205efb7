import { format } from 'date-fns';
import { CalendarClock } from 'lucide-react';
import { CALENDAR_EVENT_TYPE_LABELS, CALENDAR_UPCOMING_EVENTS } from '@shared/constants/calendar';
import type { CalendarEvent } from '@shared/schemas/calendar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { timeRange, TYPE_TONE } from './calendar-utils';

/** The next five events that have not ended and are not cancelled. */
export function upcomingEvents(events: CalendarEvent[], now: number): CalendarEvent[] {
  return events.filter((e) => Date.parse(e.endTime) > now && e.status !== 'cancelled').slice(0, CALENDAR_UPCOMING_EVENTS);
}

export function UpcomingEvents({ events, now, onOpen }: { events: CalendarEvent[] | undefined; now: number; onOpen: (event: CalendarEvent) => void }) {
  const list = events ? upcomingEvents(events, now) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarClock className="size-5" aria-hidden="true" />
          <h2>Upcoming Events</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {list === undefined ? (
          <div className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No upcoming events</p>
        ) : (
          <ul className="space-y-2" data-testid="upcoming-events">
            {list.map((event) => (
              <li key={event.id}>
                <button
                  type="button"
                  onClick={() => onOpen(event)}
                  className="flex w-full flex-col gap-1 rounded-md border p-2.5 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-medium break-words">{event.title}</span>
                    <Badge className={cn('shrink-0 border', TYPE_TONE[event.type])}>{CALENDAR_EVENT_TYPE_LABELS[event.type]}</Badge>
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {format(new Date(event.startTime), 'EEE, MMM d')} · {timeRange(event)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
