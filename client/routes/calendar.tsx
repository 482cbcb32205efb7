import { addMonths, format, isSameMonth, startOfMonth, subMonths } from 'date-fns';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { PAGE_LIMIT_MAX } from '@shared/schemas/paging';
import { CALENDAR_EVENT_TYPE_LABELS, CALENDAR_EVENT_TYPES, type CalendarEventType } from '@shared/constants/calendar';
import type { CalendarEvent } from '@shared/schemas/calendar';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { eventsOnDay, monthGridRange } from '@/features/calendar/calendar-utils';
import { infiniteList, pagedItems } from '@/lib/paging';
import { DayEventsDialog, EventDetailDialog } from '@/features/calendar/event-detail-dialog';
import { FeedCard } from '@/features/calendar/feed-card';
import { MonthGrid } from '@/features/calendar/month-grid';
import { ScheduleEventDialog } from '@/features/calendar/schedule-event-dialog';
import { UpcomingEvents } from '@/features/calendar/upcoming-events';
import { useNow } from '@/lib/use-now';
import { trpc } from '@/lib/trpc';

/** Enough events from now on to find the next five that are not cancelled. */
const UPCOMING_WINDOW = 50;

/** Every event overlapping the weeks the month grid shows: pages are read until the range is complete. */
function useMonthEvents(month: Date) {
  const [from, to] = monthGridRange(month);
  const query = trpc.calendar.events.useInfiniteQuery({ from: from.toISOString(), to: to.toISOString(), limit: PAGE_LIMIT_MAX }, infiniteList);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { ...query, items: hasNextPage ? undefined : pagedItems(query.data) };
}

export function CalendarPage() {
  const now = useNow();
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const events = useMonthEvents(month);
  const upcoming = trpc.calendar.events.useQuery({ from: new Date(now).toISOString(), limit: UPCOMING_WINDOW }, { placeholderData: keepPreviousData });
  const [type, setType] = useState<CalendarEventType | 'all'>('all');
  const [scheduling, setScheduling] = useState(false);
  const [editing, setEditing] = useState<CalendarEvent | null>(null);
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);
  const [openDay, setOpenDay] = useState<Date | null>(null);

  const shown = useMemo(() => events.items?.filter((e) => type === 'all' || e.type === type), [events.items, type]);
  const upcomingShown = useMemo(() => upcoming.data?.items.filter((e) => type === 'all' || e.type === type), [upcoming.data, type]);
  const current = isSameMonth(month, new Date(now));

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Calendar</h1>
          <p className="mt-1 text-muted-foreground">Your coaching sessions and events, in your time zone.</p>
        </div>
        <Button onClick={() => setScheduling(true)}>
          <Plus aria-hidden="true" />
          Schedule Event
        </Button>
      </header>

      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="min-w-0 space-y-4" aria-labelledby="month-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => setMonth((m) => subMonths(m, 1))}>
                <ChevronLeft aria-hidden="true" />
              </Button>
              <h2 id="month-heading" className="min-w-36 text-center text-lg font-semibold" aria-live="polite">
                {format(month, 'MMMM yyyy')}
              </h2>
              <Button variant="outline" size="icon" aria-label="Next month" onClick={() => setMonth((m) => addMonths(m, 1))}>
                <ChevronRight aria-hidden="true" />
              </Button>
              {!current && (
                <Button variant="ghost" size="sm" onClick={() => setMonth(startOfMonth(new Date()))}>
                  Today
                </Button>
              )}
            </div>
            <Select value={type} onValueChange={(next) => setType(next as CalendarEventType | 'all')}>
              <SelectTrigger aria-label="Filter by event type" className="w-full sm:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All Events</SelectItem>
                {CALENDAR_EVENT_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {CALENDAR_EVENT_TYPE_LABELS[t]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {events.isError ? (
            <LoadError what="Your calendar" onRetry={() => void events.refetch()} />
          ) : shown === undefined ? (
            <Skeleton className="h-[32rem] w-full" />
          ) : (
            <MonthGrid month={month} events={shown} onOpenEvent={setOpenEvent} onOpenDay={setOpenDay} />
          )}
        </section>

        <aside className="grid content-start gap-6 md:grid-cols-2 2xl:grid-cols-1">
          <UpcomingEvents events={upcomingShown} now={now} onOpen={setOpenEvent} />
          <FeedCard />
        </aside>
      </div>

      <ScheduleEventDialog
        open={scheduling}
        event={editing}
        onOpenChange={(open) => {
          setScheduling(open);
          if (!open) setEditing(null);
        }}
        onSaved={(start) => setMonth(startOfMonth(new Date(start)))}
      />
      <EventDetailDialog
        event={openEvent}
        onClose={() => setOpenEvent(null)}
        onEdit={(event) => {
          setOpenEvent(null);
          setEditing(event);
          setScheduling(true);
        }}
      />
      <DayEventsDialog
        day={openDay}
        events={openDay && shown ? eventsOnDay(shown, openDay) : []}
        onClose={() => setOpenDay(null)}
        onOpen={(event) => {
          setOpenDay(null);
          setOpenEvent(event);
        }}
      />
    </div>
  );
}

export default CalendarPage;
