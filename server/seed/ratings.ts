import type { Database } from '../db';

/** Demo clients' ratings of their completed sessions (3 to 5 stars), so analytics has satisfaction to show. Idempotent. */
export async function seedSessionRatings(db: Database): Promise<void> {
  const completed = await db.selectFrom('sessions').leftJoin('sessionRatings', 'sessionRatings.sessionId', 'sessions.id').select(['sessions.id', 'sessions.clientId']).where('sessions.status', '=', 'completed').where('sessionRatings.sessionId', 'is', null).execute();
  if (completed.length === 0) return;
  await db
    .insertInto('sessionRatings')
    .values(completed.map((s) => ({ sessionId: s.id, clientId: s.clientId, rating: 3 + (s.id % 3) })))
    .onConflict((oc) => oc.column('sessionId').doNothing())
    .execute();
}
