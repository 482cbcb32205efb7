/**
 * An ISO 8601 date-time as integrators send it: minutes or seconds, any fraction up to nanoseconds
 * (JavaScript sends 3 digits, Python 6, Java and Go up to 9), and `Z`, an offset, or none (a wall-clock
 * time in the zone the request names: the booker's `timezone` field, else the account's zone).
 */
export const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;
