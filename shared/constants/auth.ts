export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const COMMON_PASSWORD_MESSAGE = 'This password is among the 10,000 most common passwords, which attackers try first. Choose a less common one, e.g. a few unrelated words.';
export const SESSION_COOKIE = 'catalyst_session';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const DEMO_PASSWORD = 'catalyst-demo';
/** Holds a pending invitation referral (a random token; the coach stays on the server). */
export const REFERRAL_COOKIE = 'catalyst_referral';
