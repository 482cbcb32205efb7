import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { ensureCoachClient } from '../domains/coaches/coaches.queries';
import { DEMO_COACHES, DEMO_EXTRA_CLIENTS } from './coach-directory';

/** A demo account by e-mail, created when missing; returns its id. */
async function ensureUser(db: Database, values: { email: string; firstName: string; lastName: string; role: 'coach' | 'client'; passwordHash: string }) {
  const existing = await db.selectFrom('users').select('id').where('email', '=', values.email).executeTakeFirst();
  if (existing) return existing.id;
  const id = randomUUID();
  await db.insertInto('users').values({ id, ...values }).execute();
  return id;
}

/** Coach accounts and profiles (with portraits), the extra clients, and who is whose client. */
export async function seedCoaches(db: Database, passwordHash: string, users: Map<string, string>): Promise<void> {
  for (const coach of DEMO_COACHES) {
    const userId = users.get(coach.email) ?? (await ensureUser(db, { email: coach.email, firstName: coach.firstName, lastName: coach.lastName, role: 'coach', passwordHash }));
    users.set(coach.email, userId);
    const photo = `/coaches/${coach.photo}`;
    await db.updateTable('users').set({ profileImageUrl: photo }).where('id', '=', userId).where('profileImageUrl', 'is', null).execute();
    const profile = await db.selectFrom('coaches').select('id').where('userId', '=', userId).executeTakeFirst();
    if (profile) continue;
    await db
      .insertInto('coaches')
      .values({
        userId,
        title: coach.title,
        bio: coach.bio,
        resume: coach.resume,
        specialties: JSON.stringify(coach.specialties),
        hourlyRateCents: coach.hourlyRateCents,
        rating: coach.rating,
        reviewCount: coach.reviewCount,
        totalSessions: coach.totalSessions,
        experienceYears: coach.experienceYears,
        timezone: coach.timezone,
        isAvailable: coach.isAvailable,
        clientsServed: coach.clientsServed,
        plan: coach.plan ?? 'basic',
      })
      .execute();
  }

  for (const client of DEMO_EXTRA_CLIENTS) {
    users.set(client.email, await ensureUser(db, { ...client, role: 'client', passwordHash }));
  }

  const relations: [coach: string, client: string, source: 'invitation' | 'booking' | 'organisation'][] = [
    ['coach@example.com', 'client@example.com', 'invitation'],
    ['coach@example.com', 'member@acme.example', 'organisation'],
    ['coach@example.com', 'taylor.morgan@clients.example', 'invitation'],
    ['coach@example.com', 'sam.lee@clients.example', 'booking'],
    ['priya.patel@coaches.example', 'client@example.com', 'booking'],
    ['sarah.chen@coaches.example', 'member@globex.example', 'booking'],
  ];
  for (const [coach, client, source] of relations) {
    const coachId = users.get(coach);
    const clientId = users.get(client);
    if (coachId && clientId) await ensureCoachClient(db, coachId, clientId, source);
  }
}
