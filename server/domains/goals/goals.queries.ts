import type { Goal, GoalStats } from '@shared/schemas/goals';
import type { Database, Tx } from '../../db';
import type { GoalsTable } from '../../db/schema';
import type { Updateable, Insertable } from 'kysely';

/** The user's own goals, newest first. */
export function listGoals(db: Database, userId: string): Promise<Goal[]> {
  return db.selectFrom('goals').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

/** One of the user's own goals; undefined for anyone else's (the router answers 404). */
export function findGoal(db: Database | Tx, userId: string, id: number): Promise<Goal | undefined> {
  return db.selectFrom('goals').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

export async function insertGoal(db: Database | Tx, values: Insertable<GoalsTable>): Promise<Goal> {
  return db.insertInto('goals').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Scoped by owner in the statement itself, so a stale id can never touch another user's row. */
export async function updateGoal(db: Database | Tx, userId: string, id: number, changes: Updateable<GoalsTable>): Promise<Goal | undefined> {
  return db.updateTable('goals').set(changes).where('id', '=', id).where('userId', '=', userId).returningAll().executeTakeFirst();
}

export async function deleteGoal(db: Database | Tx, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('goals').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Counts and the rounded mean progress, computed from the same rows the list shows. */
export async function goalStats(db: Database, userId: string): Promise<GoalStats> {
  const row = await db
    .selectFrom('goals')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'completed').then(1).else(0).end()).as('completed'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
      eb.fn.sum<number>('progress').as('progressSum'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  return {
    total,
    completed: Number(row.completed ?? 0),
    active: Number(row.active ?? 0),
    overallProgress: total === 0 ? 0 : Math.round(Number(row.progressSum ?? 0) / total),
  };
}
