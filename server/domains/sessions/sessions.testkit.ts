import type { Database } from '../../db';

const DAY = 24 * 60 * 60 * 1000;

/** A whole hour `days` from now at the given UTC hour, as ISO text (tests pick distinct days to stay apart). */
export function inDays(days: number, utcHour = 10, minutes = 0): string {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(utcHour, minutes, 0, 0);
  return date.toISOString();
}

export async function userId(db: Database, email: string): Promise<string> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** The coach profile id of a coach account. */
export async function coachId(db: Database, email: string): Promise<number> {
  const row = await db
    .selectFrom('coaches')
    .innerJoin('users', 'users.id', 'coaches.userId')
    .select('coaches.id')
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function aiCoachId(db: Database, name: string): Promise<number> {
  const row = await db.selectFrom('aiCoaches').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export function booking(overrides: Record<string, unknown> = {}) {
  return { title: 'Planning session', description: 'Quarter plan', type: 'human', scheduledAt: inDays(30), duration: 60, ...overrides };
}
