// Growth for bench:api: other people's data added to the benchmark's database (SQLite or PostgreSQL).
import { randomUUID } from 'node:crypto';
import { ACTIVITY_TYPES, GOAL_CATEGORIES } from '../shared/constants/coaching';
import type { Database } from '../server/db';
import { syncSessionParticipants } from '../server/domains/sessions/session-participants';

const BATCH = 400;
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

async function insertAll<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Adds `rows` sessions, goals and activities and rows/10 users; returns the e-mail of the busiest coach. */
export async function grow(db: Database, rows: number): Promise<string> {
  const now = Date.now();
  const demoCoach = await db.selectFrom('users').select('passwordHash').where('email', '=', 'coach@example.com').executeTakeFirstOrThrow();
  const aiCoach = (await db.selectFrom('aiCoaches').select('id').where('organizationId', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;
  const userCount = Math.max(100, Math.round(rows / 10));
  const users = Array.from({ length: userCount }, (_, i) => ({
    id: randomUUID(),
    email: `grown-${i}@growth.example`,
    firstName: 'Grown',
    lastName: `Person ${i}`,
    role: (i % 100 === 0 ? 'coach' : 'client') as 'coach' | 'client',
    passwordHash: i === 0 ? demoCoach.passwordHash : null,
  }));
  await insertAll(users, (batch) => db.insertInto('users').values(batch).execute());
  const coachUsers = users.filter((user) => user.role === 'coach');
  await insertAll(coachUsers, (batch) =>
    db
      .insertInto('coaches')
      .values(batch.map((user) => ({ userId: user.id, title: 'Growth coach', bio: 'Generated for the benchmark', specialties: '["Leadership"]', hourlyRateCents: 10000, rating: 4, experienceYears: 3, isAvailable: false })))
      .execute(),
  );
  const coachIds = (await db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId').select('coaches.id').where('users.email', 'like', 'grown-%').orderBy('coaches.id').execute()).map(
    (row) => row.id,
  );
  const busiest = coachIds[0]!;
  const clients = users.filter((user) => user.role === 'client');

  const hour = 3_600_000;
  const sessions = Array.from({ length: rows }, (_, i) => {
    const client = pick(clients, i * 7);
    // Spread over two years around now, one session an hour per coach at most.
    const start = new Date(now - 365 * 24 * hour + ((i * 37) % (730 * 24)) * hour);
    const past = start.getTime() < now;
    const human = i % 13 === 0 || i % 3 === 0;
    const coachId = i % 13 === 0 ? busiest : human ? pick(coachIds, i) : null;
    return {
      type: (human ? 'human' : 'ai') as 'human' | 'ai',
      title: `Growth session ${i}`,
      status: (past ? 'completed' : 'scheduled') as 'completed' | 'scheduled',
      scheduledAt: start.toISOString(),
      duration: 60,
      endsAt: new Date(start.getTime() + hour).toISOString(),
      coachId,
      aiCoachId: human ? null : aiCoach,
      clientId: client.id,
      bookedById: client.id,
      completedAt: past ? new Date(start.getTime() + hour).toISOString() : null,
    };
  });
  await insertAll(sessions, async (batch) => {
    const ids = await db.insertInto('sessions').values(batch).returning('id').execute();
    await syncSessionParticipants(db, ids.map((row) => row.id));
  });

  const goals = Array.from({ length: rows }, (_, i) => {
    const done = i % 4 === 0;
    const at = new Date(now - (i % 400) * 24 * hour).toISOString();
    return {
      userId: pick(users, i * 3).id,
      title: `Growth goal ${i}`,
      description: 'Generated for the benchmark',
      category: pick(GOAL_CATEGORIES, i),
      status: (done ? 'completed' : 'active') as 'completed' | 'active',
      progress: done ? 100 : i % 100,
      createdAt: at,
      updatedAt: at,
      completedAt: done ? at : null,
    };
  });
  await insertAll(goals, (batch) => db.insertInto('goals').values(batch).execute());

  const activities = Array.from({ length: rows }, (_, i) => ({
    userId: pick(users, i * 11).id,
    type: pick(ACTIVITY_TYPES, i),
    title: `Growth activity ${i}`,
    description: 'Generated for the benchmark',
    createdAt: new Date(now - (i % 10_000) * 60_000).toISOString(),
  }));
  await insertAll(activities, (batch) => db.insertInto('activities').values(batch).execute());
  return users[0]!.email;
}
