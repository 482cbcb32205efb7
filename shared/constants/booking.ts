/** Booking constants from the spec (part 1 section 9). Durations in minutes. */
export const BOOKING_DURATION_OPTIONS = [30, 45, 60, 90, 120] as const;
export const BOOKING_DURATION_DEFAULT = 60;
export const BOOKING_DURATION_MIN = 15;
export const BOOKING_DURATION_MAX = 480;
export const INSTANT_SESSION_MINUTES = 30;
