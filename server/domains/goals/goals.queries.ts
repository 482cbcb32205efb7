import type { Goal } from '@shared/schemas/goals';
import type { Database } from '../../db';

/** The user's own goals, newest first. */
export function listGoals(db: Database, userId: string): Promise<Goal[]> {
  return db.selectFrom('goals').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}
