/** The calendar's constants (part 2: Calendar screen, entities, section 9 display limits). */
export const CALENDAR_EVENT_TYPES = ['coaching', 'group', 'workshop', 'meeting'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];
export const CALENDAR_EVENT_TYPE_LABELS: Record<CalendarEventType, string> = {
  coaching: 'Coaching',
  group: 'Group',
  workshop: 'Workshop',
  meeting: 'Meeting',
};

/** What an own event can be set to (the spec's four). */
export const OWN_EVENT_STATUSES = ['scheduled', 'confirmed', 'cancelled', 'completed'] as const;
/** What the calendar shows: plus 'pending' for a session request waiting for the coach's approval. */
export const CALENDAR_EVENT_STATUSES = [...OWN_EVENT_STATUSES, 'pending'] as const;
export type CalendarEventStatus = (typeof CALENDAR_EVENT_STATUSES)[number];
export const CALENDAR_EVENT_STATUS_LABELS: Record<CalendarEventStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  pending: 'Pending Approval',
};

/** Display limits: events per day cell, then '+N more'; the Upcoming Events list. */
export const CALENDAR_DAY_EVENTS = 2;
export const CALENDAR_UPCOMING_EVENTS = 5;

export const CALENDAR_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  locationMax: 300,
  /** Longest event: a multi-day workshop or retreat, not a forgotten end date. */
  maxDurationDays: 31,
} as const;

export const CALENDAR_MESSAGES = {
  titleRequired: 'Title is required',
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  startInvalid: 'Start time must be a valid date and time',
  endInvalid: 'End time must be a valid date and time',
  endAfterStart: 'End time must be after start time',
  tooLong: `An event can last at most ${CALENDAR_LIMITS.maxDurationDays} days`,
  type: 'Type must be coaching, group, workshop or meeting',
  status: 'Status must be scheduled, confirmed, cancelled or completed',
  timezone: 'Time zone must be an IANA name such as Europe/Paris',
  notFound: 'Event not found',
  created: 'Event Created',
  updated: 'Event Updated',
  deleted: 'Event Deleted',
  linkCopied: 'Link Copied',
  feedRegenerated: 'Calendar Link Regenerated',
} as const;
