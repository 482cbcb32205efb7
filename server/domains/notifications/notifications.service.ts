import type { Notification } from '@shared/schemas/notifications';
import type { Context } from '../../trpc/context';
import { insertNotifications } from './notifications.queries';

declare module '../../lib/event-bus' {
  interface AppEvents {
    /** A new in-app notification for one user; delivered only to that user's subscriptions. */
    'notification.created': { userId: string; notification: Notification };
  }
}

export interface Recipient {
  id: string;
  email: string;
}

export interface NotificationMessage {
  kind: string;
  title: string;
  body: string;
  /** App path the notification opens. */
  link: string | null;
  /** Also e-mail it (through the one mailer), with this subject; the body and a link to the app follow. */
  email?: { subject: string; origin: string };
}

/**
 * Notifies people at once: a stored in-app notification each, pushed live to their open tabs, and
 * an e-mail when asked. A failing e-mail is logged; the in-app notification stays.
 */
export async function notify(deps: Pick<Context, 'db' | 'bus' | 'mailer' | 'log'>, recipients: Recipient[], message: NotificationMessage): Promise<void> {
  const unique = [...new Map(recipients.map((recipient) => [recipient.id, recipient])).values()];
  const stored = await insertNotifications(
    deps.db,
    unique.map((recipient) => ({ userId: recipient.id, kind: message.kind, title: message.title, body: message.body, link: message.link })),
  );
  for (const { userId, ...notification } of stored) deps.bus.publish('notification.created', { userId, notification });
  if (!message.email) return;
  const { subject, origin } = message.email;
  const link = message.link ? `\n\nOpen Catalyst: ${origin}${message.link}` : '';
  await Promise.all(
    unique.map((recipient) =>
      deps.mailer.send({ to: recipient.email, subject, text: `${message.body}${link}` }).catch((error: unknown) => deps.log.error({ err: error, to: recipient.id }, 'notification e-mail failed')),
    ),
  );
}
