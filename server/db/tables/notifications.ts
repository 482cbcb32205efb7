import type { Generated } from 'kysely';
import type { CreatedAt } from './columns';

/* In-app notifications, one row per recipient (migration 2100). */

export interface NotificationsTable {
  id: Generated<number>;
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: CreatedAt;
}
