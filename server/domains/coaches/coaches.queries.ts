import { sql } from 'kysely';
import type { Client, Coach, CoachListInput } from '@shared/schemas/coaches';
import type { Database, Tx } from '../../db';

/** LIKE pattern for a case-insensitive "contains", with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

function coachSelect(db: Database | Tx) {
  return db
    .selectFrom('coaches')
    .innerJoin('users', 'users.id', 'coaches.userId')
    .selectAll('coaches')
    .select(['users.firstName', 'users.lastName', 'users.profileImageUrl']);
}

type CoachRow = Awaited<ReturnType<ReturnType<typeof coachSelect>['executeTakeFirstOrThrow']>>;

export function parseJsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function toCoach(row: CoachRow): Coach {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    bio: row.bio,
    resume: row.resume,
    specialties: parseJsonList(row.specialties),
    hourlyRate: (row.hourlyRateCents / 100).toFixed(2),
    hourlyRateCents: row.hourlyRateCents,
    rating: row.rating === null ? null : Number(row.rating).toFixed(2),
    reviewCount: row.reviewCount,
    totalSessions: row.totalSessions,
    experience: row.experienceYears,
    timezone: row.timezone,
    isAvailable: Boolean(row.isAvailable),
    clientsServed: row.clientsServed,
    user: { firstName: row.firstName, lastName: row.lastName, profileImageUrl: row.profileImageUrl },
  };
}

const lowerLike = (column: string, pattern: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** The public directory: every coach profile, filtered and sorted as asked. */
export async function listCoaches(db: Database, filters: CoachListInput): Promise<Coach[]> {
  let query = coachSelect(db);
  if (filters.specialty) query = query.where(lowerLike('coaches.specialties', containsPattern(filters.specialty)));
  if (filters.minRating !== undefined) query = query.where('coaches.rating', '>=', filters.minRating);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(coalesce(${sql.ref('users.firstName')}, '') || ' ' || coalesce(${sql.ref('users.lastName')}, '')) like ${pattern} escape '\\'`,
        lowerLike('coaches.title', pattern),
        lowerLike('coaches.specialties', pattern),
      ]),
    );
  }
  switch (filters.sort ?? 'rating') {
    case 'experience':
      query = query.orderBy('coaches.experienceYears', 'desc');
      break;
    case 'price':
      query = query.orderBy('coaches.hourlyRateCents', 'asc');
      break;
    case 'rating':
      // Coaches without a review yet sort after every rated coach.
      query = query.orderBy(sql`coalesce(${sql.ref('coaches.rating')}, -1)`, 'desc').orderBy('coaches.reviewCount', 'desc');
      break;
  }
  const rows = await query.orderBy('coaches.id', 'asc').execute();
  return rows.map(toCoach);
}

export async function findCoachById(db: Database | Tx, id: number): Promise<Coach | undefined> {
  const row = await coachSelect(db).where('coaches.id', '=', id).executeTakeFirst();
  return row ? toCoach(row) : undefined;
}

export async function findCoachByUserId(db: Database | Tx, userId: string): Promise<Coach | undefined> {
  const row = await coachSelect(db).where('coaches.userId', '=', userId).executeTakeFirst();
  return row ? toCoach(row) : undefined;
}

/** A coach's clients: only the coach's own relation, never anyone else's. */
export function listClientsOfCoach(db: Database, coachUserId: string): Promise<Client[]> {
  return db
    .selectFrom('coachClients')
    .innerJoin('users', 'users.id', 'coachClients.clientUserId')
    .select(['users.id', 'users.firstName', 'users.lastName', 'users.email', 'users.profileImageUrl'])
    .where('coachClients.coachUserId', '=', coachUserId)
    .orderBy('users.firstName')
    .orderBy('users.lastName')
    .execute();
}

export async function isClientOfCoach(db: Database | Tx, coachUserId: string, clientUserId: string): Promise<boolean> {
  const row = await db
    .selectFrom('coachClients')
    .select('clientUserId')
    .where('coachUserId', '=', coachUserId)
    .where('clientUserId', '=', clientUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the relation when it is new (a first booking makes the client the coach's client). */
export async function ensureCoachClient(db: Database | Tx, coachUserId: string, clientUserId: string, source: 'invitation' | 'booking' | 'organisation') {
  await db
    .insertInto('coachClients')
    .values({ coachUserId, clientUserId, source })
    .onConflict((oc) => oc.columns(['coachUserId', 'clientUserId']).doNothing())
    .execute();
}

export async function incrementCoachSessions(db: Database | Tx, coachId: number) {
  await db
    .updateTable('coaches')
    .set((eb) => ({ totalSessions: eb('totalSessions', '+', 1), updatedAt: new Date().toISOString() }))
    .where('id', '=', coachId)
    .execute();
}
