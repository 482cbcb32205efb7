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
