import type { MailMessage } from '../../lib/mailer';

export function welcomeMessage(to: string, firstName: string, origin: string): MailMessage {
  const text = [
    `Hi ${firstName},`,
    '',
    'Welcome to Catalyst! Your client account is ready.',
    '',
    `Browse coaches and book your first session: ${origin}/browse-coaches`,
    '',
    `Your account has no password yet. To sign in again, choose "E-mail me a sign-in link" at ${origin}/sign-in,`,
    `or set a password any time in Settings (${origin}/settings).`,
    '',
    'Your 7-day free trial needs no credit card.',
  ].join('\n');
  return { to, subject: 'Welcome to Catalyst!', text };
}
