import type { Notification } from '@shared/schemas/notifications';
import type { Page } from '@shared/schemas/paging';
import type { Database, Tx } from '../../db';
import { keysetPage, mapPage, numberKey, type PageRequest } from '../../lib/paging';

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
export async function listNotifications(db: Database, userId: string, page: PageRequest): Promise<Page<Notification>> {
  const rows = await keysetPage(db.selectFrom('notifications').selectAll().where('userId', '=', userId), [numberKey('id', 'desc', (row) => row.id)], page);
  return mapPage(rows, toNotification);
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
