import type { ActivityType } from '@shared/constants/coaching';
import type { ActivityEntry } from '@shared/schemas/activity';
import type { Page } from '@shared/schemas/paging';
import type { Database, Tx } from '../../db';
import { keysetPage, mapPage, numberKey, type PageRequest, textKey } from '../../lib/paging';

export interface NewActivity {
  userId: string;
  type: ActivityType;
  title: string;
  description: string;
  /** What it is about, e.g. ('session', '42') or ('goal', '7'). */
  subjectType?: string;
  subjectId?: string | number;
  /** When it happened; now by default (seeds pass past times). */
  at?: Date;
}

/** How each kind of event looks in the Recent Activity list. */
export const ACTIVITY_LOOK: Record<ActivityType, { color: string; icon: string }> = {
  session_booked: { color: 'blue', icon: 'calendar' },
  session_rescheduled: { color: 'blue', icon: 'clock' },
  session_started: { color: 'green', icon: 'play' },
  session_completed: { color: 'purple', icon: 'check-circle' },
  session_cancelled: { color: 'red', icon: 'x-circle' },
  ai_session_started: { color: 'indigo', icon: 'bot' },
  goal_created: { color: 'orange', icon: 'target' },
  goal_completed: { color: 'green', icon: 'trophy' },
};

/**
 * Records what happened for one or more users. The single entry point for every domain
 * (sessions here; goals, AI chat and others call it too), so Recent Activity stays complete.
 */
export async function recordActivity(db: Database | Tx, entries: NewActivity | NewActivity[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db
    .insertInto('activities')
    .values(
      list.map((entry) => ({
        userId: entry.userId,
        type: entry.type,
        title: entry.title,
        description: entry.description,
        subjectType: entry.subjectType ?? null,
        subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
        createdAt: (entry.at ?? new Date()).toISOString(),
      })),
    )
    .execute();
}

/** Goal events, for the goals domain: creation and completion. */
export function recordGoalActivity(db: Database | Tx, goal: { id: number; userId: string; title: string }, event: 'created' | 'completed', at?: Date) {
  return recordActivity(db, {
    userId: goal.userId,
    type: event === 'created' ? 'goal_created' : 'goal_completed',
    title: event === 'created' ? 'Goal created' : 'Goal completed',
    description: goal.title,
    subjectType: 'goal',
    subjectId: goal.id,
    at,
  });
}

/** A page of the user's own events, newest first. */
export async function listActivity(db: Database, userId: string, page: PageRequest): Promise<Page<ActivityEntry>> {
  const query = db.selectFrom('activities').select(['id', 'type', 'title', 'description', 'createdAt']).where('userId', '=', userId);
  const rows = await keysetPage(query, [textKey('activities.created_at', 'desc', (row) => row.createdAt), numberKey('activities.id', 'desc', (row) => row.id)], page);
  return mapPage(rows, (row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    timestamp: row.createdAt,
    ...ACTIVITY_LOOK[row.type],
  }));
}
