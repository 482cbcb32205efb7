import { CLIENT_PLAN, formatUsd } from '@shared/constants/plans';
import type { MailMessage } from '../../lib/mailer';

export interface InvitationMail {
  to: string;
  coachName: string;
  message: string | null;
  invitationUrl: string;
  declineUrl: string;
}

export function invitationMessage(mail: InvitationMail): MailMessage {
  const personal = mail.message ? `\n${mail.coachName} wrote:\n"${mail.message}"\n` : '';
  const text = [
    `Hello,`,
    '',
    `${mail.coachName} has invited you to coaching on Catalyst.`,
    personal,
    `See ${mail.coachName}'s profile and start your ${CLIENT_PLAN.trialDays}-day free trial (then ${formatUsd(CLIENT_PLAN.priceCents)}/month, no credit card needed for the trial):`,
    mail.invitationUrl,
    '',
    `Not interested? Decline the invitation here and ${mail.coachName} will know:`,
    mail.declineUrl,
  ].join('\n');
  return { to: mail.to, subject: `${mail.coachName} invited you to coaching on Catalyst`, text };
}
