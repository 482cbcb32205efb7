import { format } from 'date-fns';
import { SESSION_DATE_FORMAT } from '@shared/constants/coaching';

/** 'Nov 10, 3:00 PM' in the viewer's time zone (the browser's). */
export function formatSessionTime(iso: string): string {
  return format(new Date(iso), SESSION_DATE_FORMAT);
}

/** The browser's IANA time zone, sent with bookings so e-mails show the person's local time. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Value for an <input type="datetime-local">: local wall-clock time to the minute. */
export function toDateTimeLocal(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}

export { personName } from '@shared/utils/person-name';

/** A YYYY-MM-DD calendar day in the viewer's locale ('Dec 31, 2026', '31.12.2026'): read in UTC, so no time zone moves it to another day. */
export function formatCalendarDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** The last day of a period whose end is exclusive (billing periods end on the first day of the next month). */
export function lastDayBefore(endExclusive: string): string {
  return new Date(Date.parse(`${endExclusive}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** An instant's calendar day in the viewer's locale and time zone ('Dec 1, 2026', '01.12.2026'): an invoice issued late on the 30th in UTC is the 1st in Auckland. */
export function formatLocalDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}
