/** The spec's coaching constants (part 1 sections 2, 4, 5, 8, 9; part 2 section 9). */

/** Chips on /coaches; a chip matches every coach whose specialties contain it (case-insensitive). */
export const COACH_SPECIALTY_CHIPS = [
  'All',
  'Leadership',
  'Strategy',
  'Innovation',
  'Team Management',
  'Executive Coaching',
  'Startup',
  'Change Management',
  'Digital Transformation',
] as const;

/** The specialty filter of the public directory (/browse-coaches). */
export const DIRECTORY_SPECIALTIES = [
  'Leadership',
  'Communication',
  'Career Development',
  'Executive Coaching',
  'Team Building',
  'Performance Management',
  'Strategic Planning',
  'Change Management',
] as const;

/** What a coach may list on a profile (coach onboarding). */
export const COACH_SPECIALTIES = [
  'Executive Coaching',
  'Leadership Development',
  'Career Transition',
  'Business Strategy',
  'Team Building',
  'Communication Skills',
  'Work-Life Balance',
  'Performance Management',
  'Conflict Resolution',
  'Sales Coaching',
  'Startup Mentoring',
  'Personal Development',
] as const;

export const MIN_RATING_OPTIONS = [
  { value: 'any', label: 'Any rating' },
  { value: '4', label: '4+ stars' },
  { value: '4.5', label: '4.5+ stars' },
  { value: '5', label: '5 stars' },
] as const;

export const COACH_SORTS = ['rating', 'experience', 'price'] as const;
export type CoachSort = (typeof COACH_SORTS)[number];
export const COACH_SORT_LABELS: Record<CoachSort, string> = {
  rating: 'Highest rated',
  experience: 'Most experienced',
  price: 'Lowest price',
};

export const DEFAULT_COACH_TITLE = 'Business Coach';
/** Card and dialog display limits. */
export const SPECIALTIES_PER_CARD = 3;
export const DASHBOARD_UPCOMING_SESSIONS = 3;
export const DASHBOARD_ACTIVE_GOALS = 3;
export const DASHBOARD_ACTIVITY_ENTRIES = 5;
export const DASHBOARD_AI_COACHES = 3;

export const SESSION_TYPES = ['ai', 'human', 'hybrid'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_TYPE_LABELS: Record<SessionType, string> = { ai: 'AI Chat', human: 'Video Call', hybrid: 'Group Session' };

/**
 * The spec's three states plus cancelled and, when the platform requires session approval,
 * pending_approval: a person's booking of a human coach waits there until the coach accepts it
 * (-> scheduled) or declines it (-> cancelled); the client may withdraw it (-> cancelled).
 */
export const SESSION_STATUSES = ['pending_approval', 'scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The status call's allowed moves: accept or decline, join/start, complete, cancel. */
export const SESSION_TRANSITIONS: Record<SessionStatus, readonly SessionStatus[]> = {
  pending_approval: ['scheduled', 'cancelled'],
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
};

/** Statuses that hold a slot in the coach's and the client's calendars. */
export const SLOT_HOLDING_STATUSES = ['pending_approval', 'scheduled', 'in_progress'] as const satisfies readonly SessionStatus[];

export const SESSION_APPROVAL_MESSAGES = {
  onlyCoachAccepts: 'Only the coach can accept a session request',
  requested: { title: 'Request Sent', description: 'Your session request was sent. It is booked once the coach accepts it.' },
  accepted: { title: 'Session Accepted', description: 'The session is confirmed and on both calendars.' },
  declined: { title: 'Request Declined', description: 'The session request was declined.' },
  waiting: 'Waiting for the coach to accept',
  instantRefused: "Sessions with a coach need the coach's approval first. Book a time and the coach will confirm it.",
} as const;

/** 'in_progress' -> 'IN PROGRESS' (upper case, the first underscore replaced by a space). */
export function sessionStatusLabel(status: string): string {
  return status.toUpperCase().replace('_', ' ');
}

export const DURATION_OPTIONS = [30, 45, 60, 90, 120] as const;
export const DEFAULT_DURATION = 60;
export const MIN_DURATION = 15;
export const MAX_DURATION = 480;
export const INSTANT_SESSION_MINUTES = 30;
/** A booking may be up to this far in the past (the picker's minimum is the current minute). */
export const SCHEDULE_GRACE_MS = 2 * 60 * 1000;

export const SESSION_DATE_FORMAT = 'MMM d, h:mm a';

export const BOOKING_MESSAGES = {
  titleRequired: 'Title is required',
  scheduledAtRequired: 'Date and time are required',
  minDuration: 'Minimum duration is 15 minutes',
  maxDuration: 'Maximum duration is 8 hours',
  required: 'Required',
  success: { title: 'Success', description: 'Session booked successfully!' },
  failure: { title: 'Error', description: 'Failed to book session. Please try again.' },
} as const;

export const SESSION_CONFLICT_MESSAGES = {
  coachBusy: 'The coach is not available at that time',
  selfBusy: 'You already have a session at that time',
  clientBusy: 'The client already has a session at that time',
} as const;

export const INSTANT_SESSION_MESSAGES = {
  failure: { title: 'Error', description: 'Failed to start session. Please try again.' },
  aiStarted: { title: 'Session Started', description: 'Your AI coaching session has begun!' },
  humanStarted: { title: 'Session Started', description: 'Your coaching session has begun!' },
} as const;

export const JOINING_SESSION_ALERT = 'Joining session...';

export const UNAUTHORIZED_TOAST = { title: 'Unauthorized', description: 'You are logged out. Logging in again...' } as const;
export const LOGIN_REDIRECT_DELAY_MS = 500;

export const AI_ICON_TYPES = ['bot', 'crown', 'rocket', 'users'] as const;
export type AiIconType = (typeof AI_ICON_TYPES)[number];
export const AI_ICON_COLORS = ['blue', 'green', 'orange', 'purple'] as const;

/** The admin form's validation texts (part 2 section 5). */
export const AI_COACH_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  personaRequired: 'Persona is required',
  specialtiesRequired: 'At least one specialty is required',
  systemPromptRequired: 'System prompt is required',
  created: 'AI Coach Created',
  updated: 'AI Coach Updated',
  notFound: 'AI coach not found',
  forbidden: 'Only platform admins and organization admins can create AI coaches.',
  disabled: 'AI coaches are turned off on this platform. Ask an administrator to turn them on.',
} as const;

export const AI_COACH_LIMITS = { nameMax: 100, descriptionMax: 1000, personaMax: 2000, specialtyMax: 60, specialtiesMax: 12, systemPromptMax: 10000 } as const;

export const GOAL_CATEGORIES = ['leadership', 'skills', 'personal', 'career'] as const;
export const GOAL_PRIORITIES = ['high', 'medium', 'low'] as const;
export const GOAL_STATUSES = ['active', 'completed', 'paused'] as const;

export const ACTIVITY_TYPES = [
  'session_booked',
  'session_rescheduled',
  'session_started',
  'session_completed',
  'session_cancelled',
  'ai_session_started',
  'goal_created',
  'goal_completed',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The fixed figures of the dashboard (part 1 section 9). */
export const DASHBOARD_FIXED = { rating: '4.9', sessionsTrend: '+15%', goalsTrend: '+8%', aiTrend: '+23%' } as const;
