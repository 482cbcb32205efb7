import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { stripInvisible } from '../utils/visible-text';
import { DATE_TIME_PATTERN } from '../utils/date-time';
import { AI_ICON_TYPES, BOOKING_MESSAGES, MAX_DURATION, MIN_DURATION, SESSION_STATUSES, SESSION_TYPES } from '../constants/coaching';

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const scheduledAtField = z
  .string({ error: BOOKING_MESSAGES.scheduledAtRequired })
  .trim()
  .min(1, BOOKING_MESSAGES.scheduledAtRequired)
  .regex(DATE_TIME_PATTERN, 'Enter a valid date and time');

const durationField = z
  .number({ error: BOOKING_MESSAGES.required })
  .int('Duration must be a whole number of minutes')
  .min(MIN_DURATION, BOOKING_MESSAGES.minDuration)
  .max(MAX_DURATION, BOOKING_MESSAGES.maxDuration);

const timeZoneField = z
  .string()
  .max(64)
  .refine(isValidTimeZone, 'Time zone must be an IANA name such as Europe/London');

/** The booking form (the dialog uses it through the resolver): the spec's fields and messages. */
export const bookingFormSchema = z.object({
  title: z.string({ error: BOOKING_MESSAGES.titleRequired }).overwrite(stripInvisible).trim().min(1, BOOKING_MESSAGES.titleRequired).max(200, 'Title must be at most 200 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').optional(),
  type: z.enum(['human', 'ai'], { error: BOOKING_MESSAGES.required }),
  coachId: z.number().int().positive().nullish(),
  aiCoachId: z.number().int().positive().nullish(),
  clientId: z.string().trim().min(1).max(64).nullish(),
  scheduledAt: scheduledAtField,
  duration: durationField,
});
export type BookingForm = z.infer<typeof bookingFormSchema>;

/** POST /api/sessions: the form's payload, plus 'hybrid' (coaches), the instant start and the booker's zone. */
export const createSessionInput = bookingFormSchema.extend({
  type: z.enum(SESSION_TYPES, { error: 'Type must be human or ai' }),
  status: z.enum(['scheduled', 'in_progress'], { error: "Status must be 'scheduled' or 'in_progress'" }).optional(),
  timezone: timeZoneField.optional(),
});
export type CreateSessionInput = z.infer<typeof createSessionInput>;

export const sessionIdInput = z.object({ id: z.coerce.number({ error: 'Session id must be a number' }).int().positive() });

export const updateSessionStatusInput = z.object({
  sessionId: z.coerce.number({ error: 'Session id must be a number' }).int().positive(),
  status: z.enum(SESSION_STATUSES, { error: 'Status must be pending_approval, scheduled, in_progress, completed or cancelled' }),
});

export const rescheduleSessionInput = z.object({
  sessionId: z.coerce.number({ error: 'Session id must be a number' }).int().positive(),
  scheduledAt: scheduledAtField,
  duration: durationField.optional(),
  timezone: timeZoneField.optional(),
});
export type RescheduleSessionInput = z.infer<typeof rescheduleSessionInput>;

/** The reschedule dialog's form. */
export const rescheduleFormSchema = z.object({ scheduledAt: scheduledAtField, duration: durationField });

const personSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

export const sessionSchema = z.object({
  id: z.number().int(),
  type: z.enum(SESSION_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(SESSION_STATUSES),
  /** Start, ISO-8601 UTC. */
  scheduledAt: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  coachId: z.number().int().nullable(),
  aiCoachId: z.number().int().nullable(),
  clientId: z.string(),
  bookedById: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  coach: z
    .object({ id: z.number().int(), userId: z.string(), title: z.string().nullable(), user: personSchema.omit({ id: true }) })
    .nullable(),
  aiCoach: z
    .object({ id: z.number().int(), name: z.string(), description: z.string(), specialties: z.array(z.string()), iconType: z.enum(AI_ICON_TYPES), iconColor: z.string() })
    .nullable(),
  client: personSchema,
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionPageSchema = pageOf(sessionSchema);

/** The /sessions tabs: upcoming (scheduled, still ahead), in progress, past (completed, cancelled or gone by). */
export const SESSION_VIEWS = ['upcoming', 'in_progress', 'past'] as const;
export type SessionView = (typeof SESSION_VIEWS)[number];

/** The first page of /sessions and GET /api/sessions without a limit. */
export const SESSION_PAGE_DEFAULT = 50;

export const listSessionsInput = pagedInput(
  {
    view: z.enum(SESSION_VIEWS, { error: 'View must be upcoming, in_progress or past' }).optional(),
    type: z.enum(SESSION_TYPES, { error: 'Type must be ai, human or hybrid' }).optional(),
    aiCoachId: z.number({ error: 'AI coach id must be a number' }).int().positive('AI coach id must be positive').optional(),
  },
  // A session carries its coach and client: 50 keep a first page under 50 KB (Load more for the rest).
  { defaultLimit: SESSION_PAGE_DEFAULT },
);
export type ListSessionsInput = z.input<typeof listSessionsInput>;

export const sessionStatsInput = z
  .object({ type: z.enum(SESSION_TYPES, { error: 'Type must be ai, human or hybrid' }).optional() })
  .prefault({});

/** The /sessions stat cards and tab counts, counted by the same rule as the lists. */
export const sessionStatsSchema = z.object({
  total: z.number().int(),
  upcoming: z.number().int(),
  inProgress: z.number().int(),
  past: z.number().int(),
  completed: z.number().int(),
  ai: z.number().int(),
  /** AI sessions that were started (in progress or later). */
  aiStarted: z.number().int(),
});
export type SessionStats = z.infer<typeof sessionStatsSchema>;
