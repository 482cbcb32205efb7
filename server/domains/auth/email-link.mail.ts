import type { MailMessage } from '../../lib/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function emailLinkMessage(to: string, firstName: string | null, url: string, validMinutes: number): MailMessage {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const text = [
    greeting,
    '',
    'Follow this link to sign in to Catalyst:',
    url,
    '',
    `The link works once and expires in ${validMinutes} minutes.`,
    'If you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p><a href="${escapeHtml(url)}">Sign in to Catalyst</a></p>
<p>The link works once and expires in ${validMinutes} minutes.<br>If you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.</p>`;
  return { to, subject: 'Your Catalyst sign-in link', text, html };
}
