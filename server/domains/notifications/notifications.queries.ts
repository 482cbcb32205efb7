import type { Notification } from '@shared/schemas/notifications';
import type { Database, Tx } from '../../db';

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

function toNotification(row: { id: number; kind: string; title: string; body: string; link: string | null; readAt: string | null; createdAt: string }): Notification {
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, link: row.link, readAt: row.readAt, createdAt: row.createdAt };
}

export async function insertNotifications(db: Database | Tx, rows: NewNotification[]): Promise<(Notification & { userId: string })[]> {
  if (rows.length === 0) return [];
  const createdAt = new Date().toISOString();
  const inserted = await db
    .insertInto('notifications')
    .values(rows.map((row) => ({ ...row, createdAt })))
    .returningAll()
    .execute();
  return inserted.map((row) => ({ ...toNotification(row), userId: row.userId }));
}

/** One page of the user's own notifications, newest first (keyset on id). */
export async function listNotifications(db: Database, userId: string, limit: number, cursor?: number): Promise<{ items: Notification[]; nextCursor: number | null }> {
  let query = db.selectFrom('notifications').selectAll().where('userId', '=', userId);
  if (cursor !== undefined) query = query.where('id', '<', cursor);
  const rows = await query.orderBy('id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  return { items: page.map(toNotification), nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markNotificationRead(db: Database, userId: string, id: number): Promise<boolean> {
  const found = await db.selectFrom('notifications').select(['id', 'readAt']).where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (!found) return false;
  if (!found.readAt) await db.updateTable('notifications').set({ readAt: new Date().toISOString() }).where('id', '=', id).where('userId', '=', userId).execute();
  return true;
}

export async function markAllNotificationsRead(db: Database, userId: string): Promise<void> {
  await db.updateTable('notifications').set({ readAt: new Date().toISOString() }).where('userId', '=', userId).where('readAt', 'is', null).execute();
}
