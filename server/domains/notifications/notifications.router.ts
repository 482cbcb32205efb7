import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { type Notification, notificationIdInput, notificationPageSchema } from '@shared/schemas/notifications';
import { pageInput } from '@shared/schemas/paging';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { listNotifications, markAllNotificationsRead, markNotificationRead, unreadCount } from './notifications.queries';
import { signedIn } from '../../trpc/access';

const tags = ['notifications'];

export const notificationsRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/notifications', tags, summary: "The caller's notifications, newest first; paged" }, paged: true, access: signedIn() })
    .input(pageInput)
    .output(notificationPageSchema)
    .query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input)),

  unreadCount: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/notifications/unread-count', tags, summary: "How many of the caller's notifications are unread" }, access: signedIn() })
    .input(z.void())
    .output(z.object({ count: z.number().int() }))
    .query(async ({ ctx }) => ({ count: await unreadCount(ctx.db, ctx.user.id) })),

  markRead: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/notifications/{id}/read', tags, summary: 'Marks one of the caller’s notifications read' }, access: signedIn({ object: true }) })
    .input(notificationIdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      // Someone else's notification answers like a missing one.
      if (!(await markNotificationRead(ctx.db, ctx.user.id, input.id))) throw new TRPCError({ code: 'NOT_FOUND', message: 'Notification not found' });
      return { ok: true as const };
    }),

  markAllRead: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/notifications/read', tags, summary: 'Marks all of the caller’s notifications read' }, access: signedIn() })
    .input(z.void())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await markAllNotificationsRead(ctx.db, ctx.user.id);
      return { ok: true as const };
    }),

  /** Live: the caller's new notifications, over the websocket. */
  onNotification: authedProcedure.meta({ access: signedIn() }).subscription(async function* ({ ctx, signal }): AsyncGenerator<Notification> {
    for await (const { userId, notification } of ctx.bus.stream('notification.created', signal)) {
      if (userId === ctx.user.id) yield notification;
    }
  }),
});
