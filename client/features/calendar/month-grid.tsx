import { format, isSameMonth, isToday } from 'date-fns';
import { CALENDAR_DAY_EVENTS } from '@shared/constants/calendar';
import type { CalendarEvent } from '@shared/schemas/calendar';
import { cn } from '@/lib/utils';
import { eventsOnDay, monthDays, TYPE_TONE } from './calendar-utils';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface MonthGridProps {
  month: Date;
  events: CalendarEvent[];
  onOpenEvent: (event: CalendarEvent) => void;
  onOpenDay: (day: Date) => void;
}

/** Up to two events per day, then '+N more' opening the whole day. */
export function MonthGrid({ month, events, onOpenEvent, onOpenDay }: MonthGridProps) {
  const days = monthDays(month);
  return (
    <div role="grid" aria-label={format(month, 'MMMM yyyy')} className="overflow-hidden rounded-lg border">
      <div role="row" className="grid grid-cols-7 border-b bg-muted/50">
        {WEEKDAYS.map((day) => (
          <div key={day} role="columnheader" className="px-1 py-2 text-center text-xs font-medium text-muted-foreground sm:text-sm">
            {day}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {days.map((day) => {
          const dayEvents = eventsOnDay(events, day);
          const hidden = dayEvents.length - CALENDAR_DAY_EVENTS;
          const today = isToday(day);
          return (
            <div
              key={day.toISOString()}
              role="gridcell"
              data-testid={`day-${format(day, 'yyyy-MM-dd')}`}
              aria-current={today ? 'date' : undefined}
              className={cn(
                'min-h-20 border-r border-b p-1 sm:min-h-28 sm:p-1.5 [&:nth-child(7n)]:border-r-0',
                !isSameMonth(day, month) && 'bg-muted/40 text-muted-foreground',
                today && 'bg-primary/5',
              )}
            >
              <div className="mb-1 flex justify-end">
                <span
                  className={cn('flex size-6 items-center justify-center rounded-full text-xs sm:text-sm', today && 'bg-primary font-semibold text-primary-foreground')}
                >
                  {format(day, 'd')}
                </span>
              </div>
              <ul className="space-y-1">
                {dayEvents.slice(0, CALENDAR_DAY_EVENTS).map((event) => (
                  <li key={event.id}>
                    <button
                      type="button"
                      onClick={() => onOpenEvent(event)}
                      title={`${format(new Date(event.startTime), 'h:mm a')} ${event.title}`}
                      className={cn(
                        'block w-full truncate rounded border px-1 py-0.5 text-left text-[10px] leading-tight hover:opacity-80 focus-visible:outline-2 focus-visible:outline-ring sm:text-xs',
                        TYPE_TONE[event.type],
                        event.status === 'cancelled' && 'line-through opacity-60',
                      )}
                    >
                      <span className="hidden font-medium lg:inline">{format(new Date(event.startTime), 'h:mm a')} </span>
                      {event.title}
                    </button>
                  </li>
                ))}
              </ul>
              {hidden > 0 && (
                <button
                  type="button"
                  onClick={() => onOpenDay(day)}
                  className="mt-1 w-full rounded px-1 text-left text-[10px] font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring sm:text-xs"
                >
                  +{hidden} more
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
