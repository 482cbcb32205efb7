import { addDays, eachDayOfInterval, endOfMonth, endOfWeek, format, isSameDay, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import type { CalendarEventType } from '@shared/constants/calendar';
import type { CalendarEvent } from '@shared/schemas/calendar';

/** The weeks shown for a month, Sunday first, whole weeks (in the viewer's time zone). */
export function monthDays(month: Date): Date[] {
  return eachDayOfInterval({ start: startOfWeek(startOfMonth(month)), end: endOfWeek(endOfMonth(month)) });
}

/** [first day shown, the day after the last shown): what the month grid needs from the server. */
export function monthGridRange(month: Date): [Date, Date] {
  return [startOfWeek(startOfMonth(month)), addDays(startOfDay(endOfWeek(endOfMonth(month))), 1)];
}

/** Events touching the day, a multi-day event on every day it covers; earliest first. */
export function eventsOnDay(events: CalendarEvent[], day: Date): CalendarEvent[] {
  const start = day.getTime();
  const end = addDays(day, 1).getTime();
  return events.filter((event) => {
    const from = Date.parse(event.startTime);
    const to = Date.parse(event.endTime);
    return from < end && (to > start || (from >= start && from === to));
  });
}

/** '10:00 AM - 11:30 AM', or with dates when the event spans days. */
export function timeRange(event: CalendarEvent): string {
  const start = new Date(event.startTime);
  const end = new Date(event.endTime);
  return isSameDay(start, end) ? `${format(start, 'h:mm a')} - ${format(end, 'h:mm a')}` : `${format(start, 'MMM d, h:mm a')} - ${format(end, 'MMM d, h:mm a')}`;
}

export const TYPE_TONE: Record<CalendarEventType, string> = {
  coaching: 'bg-blue-100 text-blue-900 border-blue-200',
  group: 'bg-emerald-100 text-emerald-900 border-emerald-200',
  workshop: 'bg-violet-100 text-violet-900 border-violet-200',
  meeting: 'bg-amber-100 text-amber-900 border-amber-200',
};

export const STATUS_TONE: Record<CalendarEvent['status'], string> = {
  scheduled: 'bg-blue-100 text-blue-800',
  confirmed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
  completed: 'bg-slate-200 text-slate-800',
  pending: 'bg-amber-100 text-amber-800',
};
