import { z } from 'zod';

/** In-app notifications: safety alerts for a client's coach and the platform admins, first of all. */
export const NOTIFICATION_PAGE_MAX = 50;

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

export const listNotificationsInput = z
  .object({
    limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(NOTIFICATION_PAGE_MAX, `limit must be at most ${NOTIFICATION_PAGE_MAX}`).optional(),
    /** The id of the last notification of the previous page. */
    cursor: z.coerce.number({ error: 'cursor must be a number' }).int().positive().optional(),
  })
  .optional();

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.number().int().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationIdInput = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int().positive('id must be positive') });
