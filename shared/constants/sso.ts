/** Single sign-on (OpenID Connect per organisation): texts the sign-in page and the settings card share with the server. */

/** Why an SSO sign-in ended on the sign-in page (`/sign-in?sso_error=<code>`), and what the person reads there. */
export const SSO_ERRORS = {
  invalid_email: 'Enter your work e-mail address to sign in with your organization.',
  not_configured: 'Single sign-on is not set up for this e-mail domain. Sign in with your password or an e-mailed link.',
  provider_unavailable: "Your organization's sign-in provider could not be reached. Try again in a moment.",
  expired: 'That sign-in attempt expired or was already used. Please start again.',
  state_mismatch: 'That sign-in response did not match the sign-in you started. Please start again.',
  provider_error: "Your organization's sign-in provider refused the sign-in. Please try again.",
  email_unverified: 'Your provider has not verified your e-mail address, so it cannot be used to sign in.',
  email_not_allowed: "Your e-mail address is not in one of your organization's allowed domains.",
  other_organization: 'This e-mail address already belongs to an account in another organization. Sign in with your password instead.',
  platform_admin: 'Platform administrator accounts sign in with their password.',
  account_refused: "This account cannot sign in right now. Contact your organization's admin.",
  too_many: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;

export function ssoErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return (SSO_ERRORS as Record<string, string>)[code] ?? SSO_ERRORS.provider_error;
}

export const SSO_MESSAGES = {
  saved: 'Single sign-on settings saved',
  secretRequired: 'Enter the client secret',
  manageForbidden: "Only this organization's admins can change single sign-on",
  issuerHttps: 'The issuer URL must start with https:// (http:// only for localhost)',
  issuerPrivate: 'The issuer must be on a public address, not on this server\'s own network',
} as const;

/** The path providers send people back to; the full redirect URI is PUBLIC_URL (or the trusted origin) + this. */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';
