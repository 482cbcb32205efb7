import type { SignupIntent } from '@shared/schemas/client-signup';
import type { MailMessage } from '../../lib/mailer';

const NEXT_STEP: Record<SignupIntent, { account: string; step: string; path: string }> = {
  client: { account: 'Your client account is ready.', step: 'Browse coaches and book your first session', path: '/browse-coaches' },
  coach: { account: 'Your coach account is ready.', step: 'Set up your coaching profile and plan', path: '/coach-onboarding' },
  organization: { account: 'Your account is ready.', step: 'Set up your organization', path: '/organization-setup' },
};

export function welcomeMessage(to: string, firstName: string, origin: string, options: { intent: SignupIntent; hasPassword: boolean }): MailMessage {
  const next = NEXT_STEP[options.intent];
  const signIn = options.hasPassword
    ? [`Sign in again with your e-mail and password at ${origin}/sign-in.`]
    : [
        `Your account has no password yet. To sign in again, choose "E-mail me a sign-in link" at ${origin}/sign-in,`,
        `or set a password any time in Settings (${origin}/settings).`,
      ];
  const text = [
    `Hi ${firstName},`,
    '',
    `Welcome to Catalyst! ${next.account}`,
    '',
    `${next.step}: ${origin}${next.path}`,
    '',
    ...signIn,
    ...(options.intent === 'client' ? ['', 'Your 7-day free trial needs no credit card.'] : []),
  ].join('\n');
  return { to, subject: 'Welcome to Catalyst!', text };
}
