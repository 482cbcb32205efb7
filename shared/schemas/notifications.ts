import { z } from 'zod';
import { pageOf } from './paging';

/** In-app notifications: safety alerts for a client's coach and the platform admins, first of all. */

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An app path to open, or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A page of the caller's notifications, newest first (the shared paging: limit, cursor). */
export const notificationPageSchema = pageOf(notificationSchema);

export const notificationIdInput = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int().positive('id must be positive') });
