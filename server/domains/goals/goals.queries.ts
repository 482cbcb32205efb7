import type { z } from 'zod';
import type { Goal, GoalStats, listGoalsInput } from '@shared/schemas/goals';
import type { Page } from '@shared/schemas/paging';
import { keysetPage, numberKey, textKey } from '../../lib/paging';
import { containsPattern, lowerLike } from '../../lib/search';
import type { Database, Tx } from '../../db';
import type { GoalsTable } from '../../db/schema';
import type { Updateable, Insertable } from 'kysely';

/** A page of the user's own goals, newest first, optionally filtered. */
export function listGoals(db: Database, userId: string, input: z.output<typeof listGoalsInput>): Promise<Page<Goal>> {
  let query = db.selectFrom('goals').selectAll().where('userId', '=', userId);
  if (input.status) query = query.where('status', '=', input.status);
  if (input.category) query = query.where('category', '=', input.category);
  if (input.search) {
    const pattern = containsPattern(input.search);
    query = query.where((eb) => eb.or([lowerLike('goals.title', pattern), lowerLike('goals.description', pattern)]));
  }
  return keysetPage(query, [textKey('goals.created_at', 'desc', (g) => g.createdAt), numberKey('goals.id', 'desc', (g) => g.id)], input);
}

/** One of the user's own goals; undefined for anyone else's (the router answers 404). */
export function findGoal(db: Database | Tx, userId: string, id: number): Promise<Goal | undefined> {
  return db.selectFrom('goals').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

/** Goals not completed yet (active or paused): what the open-goals cap counts. */
export async function countOpenGoals(db: Database | Tx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('goals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('status', '!=', 'completed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
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

/**
 * Counts from the same rows the list shows, and the overall progress: the rounded mean progress of
 * the goals in play (active and completed; paused ones are set aside). /reports uses the same figure.
 */
export async function goalStats(db: Database, userId: string): Promise<GoalStats> {
  const row = await db
    .selectFrom('goals')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'completed').then(1).else(0).end()).as('completed'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
      eb.fn.sum<number>(eb.case().when('status', '!=', 'paused').then(eb.ref('progress')).else(0).end()).as('progressSum'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const inPlay = Number(row.completed ?? 0) + Number(row.active ?? 0);
  return {
    total: Number(row.total),
    completed: Number(row.completed ?? 0),
    active: Number(row.active ?? 0),
    overallProgress: inPlay === 0 ? 0 : Math.round(Number(row.progressSum ?? 0) / inPlay),
  };
}
