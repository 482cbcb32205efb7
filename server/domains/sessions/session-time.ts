import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SESSION_DATE_FORMAT } from '@shared/constants/coaching';

const HAS_OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

/**
 * The booking's start as an instant. With an offset it is taken as given. Without one it is a
 * wall-clock time in `zone`, converted with that zone's offset ON THAT DATE, so a booking made in
 * summer for a winter date keeps the time the person picked. Undefined when it is not a real date.
 */
export function parseScheduledAt(value: string, zone: string): Date | undefined {
  if (HAS_OFFSET.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  // Finer fractions than milliseconds (Python, Java, Go send 6 or 9 digits) are cut to milliseconds.
  const millis = Number((match[7] ?? '0').slice(0, 3).padEnd(3, '0'));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const local = new TZDate(year, month - 1, day, hours, minutes, seconds, millis, zone);
  // 31 February and the like roll over into the next month: not a date anyone picked.
  if (local.getMonth() !== month - 1 || local.getDate() !== day) return undefined;
  return new Date(local.getTime());
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** 'Tuesday, November 10, 2026 at 10:00 AM (America/New_York)' */
export function formatLong(date: Date, zone: string): string {
  return `${format(new TZDate(date.getTime(), zone), "EEEE, MMMM d, yyyy 'at' h:mm a")} (${zone})`;
}

/** The spec's short form, 'Nov 10, 10:00 AM', in the given zone. */
export function formatShort(date: Date, zone: string): string {
  return format(new TZDate(date.getTime(), zone), SESSION_DATE_FORMAT);
}
