import type { Database, Tx } from '../../db';

const CHUNK = 500;

/**
 * Rewrites the participant rows of these sessions from the sessions themselves: the client, the
 * person who booked and the coach, each once, with the session's start. Call it in the transaction
 * that inserts a session or changes its time or people, so a read by participant never misses one.
 */
export async function syncSessionParticipants(db: Database | Tx, sessionIds: readonly number[]): Promise<void> {
  for (let i = 0; i < sessionIds.length; i += CHUNK) {
    const ids = sessionIds.slice(i, i + CHUNK);
    await db.deleteFrom('sessionParticipants').where('sessionId', 'in', ids).execute();
    const ofSessions = db.selectFrom('sessions').where('sessions.id', 'in', ids);
    await db
      .insertInto('sessionParticipants')
      .columns(['userId', 'sessionId', 'scheduledAt'])
      .expression(
        ofSessions
          .select(['sessions.clientId as userId', 'sessions.id as sessionId', 'sessions.scheduledAt'])
          .union(ofSessions.select(['sessions.bookedById as userId', 'sessions.id as sessionId', 'sessions.scheduledAt']))
          .union(
            ofSessions
              .innerJoin('coaches', 'coaches.id', 'sessions.coachId')
              .select(['coaches.userId as userId', 'sessions.id as sessionId', 'sessions.scheduledAt']),
          ),
      )
      .execute();
  }
}
