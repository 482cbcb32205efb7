import type { Database } from '../db';

/** A mail job that failed every attempt (its server refused it), as the runner leaves one; returns its id. */
export async function deadMailJob(db: Database, label: string, to = `${label}@dead-letters.example`): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      name: 'mail.send',
      key: `mail:${label}`,
      payload: JSON.stringify({ mail: { to, subject: `Dead letter ${label}`, text: 'Sent on the second try.' }, idempotencyKey: label }),
      status: 'dead',
      runAt: new Date(Date.now() - 60_000).toISOString(),
      attempts: 8,
      maxAttempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
