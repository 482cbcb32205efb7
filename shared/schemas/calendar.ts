import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { stripInvisible } from '../utils/visible-text';
import { DATE_TIME_PATTERN } from '../utils/date-time';
import { CALENDAR_EVENT_STATUSES, CALENDAR_EVENT_TYPES, OWN_EVENT_STATUSES, CALENDAR_LIMITS as L, CALENDAR_MESSAGES as M } from '../constants/calendar';

export const calendarEventSchema = z.object({
  /** Unique across both sources: 'event-12' (a calendar event) or 'session-5' (a coaching session). */
  id: z.string(),
  source: z.enum(['event', 'session']),
  /** The calendar event's or the session's own id. */
  sourceId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(CALENDAR_EVENT_TYPES),
  status: z.enum(CALENDAR_EVENT_STATUSES),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string().nullable(),
  isVirtual: z.boolean(),
  participants: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The caller owns it (a calendar event): it may be changed or deleted here. Sessions change on /sessions. */
  canEdit: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventPageSchema = pageOf(calendarEventSchema);


/** An ISO date-time; with an offset it is an instant, without one a wall-clock time in `timezone`. */
const dateTime = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((value) => DATE_TIME_PATTERN.test(value) && !Number.isNaN(Date.parse(value)), invalid);

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** For updates: absent leaves the stored value, empty or null clears it. */
const changedText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const fields = {
  title: z.string({ error: M.titleRequired }).overwrite(stripInvisible).trim().min(1, M.titleRequired).max(L.titleMax, `Title must be at most ${L.titleMax} characters`),
  description: optionalText(L.descriptionMax, 'Description'),
  type: z.enum(CALENDAR_EVENT_TYPES, { error: M.type }),
  startTime: dateTime(M.startRequired, M.startInvalid),
  endTime: dateTime(M.endRequired, M.endInvalid),
  location: optionalText(L.locationMax, 'Location'),
  isVirtual: z.boolean({ error: 'isVirtual must be true or false' }),
  timezone: z.string({ error: M.timezone }).refine(isZone, M.timezone).optional(),
  status: z.enum(OWN_EVENT_STATUSES, { error: M.status }),
};

/**
 * Order check on the strings as given; the server repeats it on the converted instants (a
 * wall-clock pair across a daylight-saving change) with the same message.
 */
function checkRange(value: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx) {
  if (!value.startTime || !value.endTime) return;
  const start = Date.parse(value.startTime);
  const end = Date.parse(value.endTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end <= start) ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.endAfterStart });
  else if (end - start > L.maxDurationDays * 24 * 60 * 60 * 1000) ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.tooLong });
}

export const createEventInput = z
  .object({
    title: fields.title,
    description: fields.description,
    type: fields.type.default('meeting'),
    startTime: fields.startTime,
    endTime: fields.endTime,
    location: fields.location,
    isVirtual: fields.isVirtual.default(false),
    timezone: fields.timezone,
  })
  .superRefine(checkRange);
export type CreateEventInput = z.input<typeof createEventInput>;
export type CreateEventValues = z.output<typeof createEventInput>;

const eventId = z.number({ error: 'Event id must be a number' }).int('Event id must be a whole number').positive('Event id must be positive');
export const eventIdInput = z.object({ id: eventId });

export const updateEventInput = z
  .object({
    id: eventId,
    title: fields.title.optional(),
    description: changedText(L.descriptionMax, 'Description'),
    type: fields.type.optional(),
    startTime: fields.startTime.optional(),
    endTime: fields.endTime.optional(),
    location: changedText(L.locationMax, 'Location'),
    isVirtual: fields.isVirtual.optional(),
    status: fields.status.optional(),
    timezone: fields.timezone,
  })
  .superRefine(checkRange);
export type UpdateEventInput = z.output<typeof updateEventInput>;

export const listEventsInput = pagedInput({
  /** Only what overlaps [from, to): ISO date-times with an offset. */
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time with an offset' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time with an offset' }).optional(),
});
export type ListEventsInput = z.input<typeof listEventsInput>;

export const calendarFeedSchema = z.object({
  /** Secret subscription address (iCalendar); anyone holding it can read the calendar until it is regenerated. */
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const eventDeletedSchema = z.object({ ok: z.literal(true) });
