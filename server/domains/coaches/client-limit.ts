import { COACH_PLANS, type CoachPlanId } from '@shared/constants/plans';
import type { Database, Tx } from '../../db';

export const COACH_FULL_MESSAGE = 'This coach has reached the client limit of their plan and is not taking new clients at the moment.';

export function clientLimitOf(plan: CoachPlanId): number {
  return COACH_PLANS.find((candidate) => candidate.id === plan)?.clientLimit ?? COACH_PLANS[0].clientLimit;
}

/** The coach's plan; a coach without a profile yet counts as Basic. */
export async function coachPlanOf(db: Database | Tx, coachUserId: string): Promise<CoachPlanId> {
  const row = await db.selectFrom('coaches').select('plan').where('userId', '=', coachUserId).executeTakeFirst();
  return row?.plan ?? 'basic';
}

export async function activeClientCount(db: Database | Tx, coachUserId: string): Promise<number> {
  const row = await db
    .selectFrom('coachClients')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('coachUserId', '=', coachUserId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether one more client may join this coach under the plan's limit (10 Basic, 50 Premium). */
export async function hasRoomForClient(db: Database | Tx, coachUserId: string): Promise<boolean> {
  const [plan, count] = await Promise.all([coachPlanOf(db, coachUserId), activeClientCount(db, coachUserId)]);
  return count < clientLimitOf(plan);
}
