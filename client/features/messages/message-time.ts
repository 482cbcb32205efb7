import { format } from 'date-fns';

const HOUR = 60 * 60 * 1000;

/** The spec's message times: under 24 hours the time, under 168 hours the weekday, else month and day. */
export function messageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const age = now.getTime() - date.getTime();
  if (age < 24 * HOUR) return format(date, 'h:mm a');
  if (age < 168 * HOUR) return format(date, 'EEEE');
  return format(date, 'MMM d');
}
