import { ROLE_LABELS, type Role } from '@shared/constants/roles';
import { TEAM_ROLE_LABELS, teamRoleOf } from '@shared/constants/team';
import type { MailMessage } from '../../lib/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface TeamInvitationMail {
  to: string;
  fullName: string;
  organizationName: string;
  inviterName: string;
  role: Role;
  url: string;
  validDays: number;
}

function roleText(role: Role): string {
  const team = teamRoleOf(role);
  if (!team || TEAM_ROLE_LABELS[team] === ROLE_LABELS[role]) return ROLE_LABELS[role];
  return `${TEAM_ROLE_LABELS[team]} (${ROLE_LABELS[role]})`;
}

export function teamInvitationMessage(mail: TeamInvitationMail): MailMessage {
  const role = roleText(mail.role);
  const text = [
    `Hello ${mail.fullName},`,
    '',
    `${mail.inviterName} invited you to join ${mail.organizationName} on Catalyst as ${role}.`,
    '',
    'Accept the invitation here (you sign in, or create your account, on the way):',
    mail.url,
    '',
    `The link works once and expires in ${mail.validDays} days.`,
    'If you did not expect this invitation, you can ignore this e-mail: nothing happens without the link.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(mail.fullName)},</p>
<p>${escapeHtml(mail.inviterName)} invited you to join <strong>${escapeHtml(mail.organizationName)}</strong> on Catalyst as ${escapeHtml(role)}.</p>
<p><a href="${escapeHtml(mail.url)}">Accept the invitation</a></p>
<p>The link works once and expires in ${mail.validDays} days.<br>If you did not expect this invitation, you can ignore this e-mail: nothing happens without the link.</p>`;
  return { to: mail.to, subject: `${mail.inviterName} invited you to join ${mail.organizationName} on Catalyst`, text, html };
}
