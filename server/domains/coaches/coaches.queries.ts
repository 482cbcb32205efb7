import { type SelectQueryBuilder, sql } from 'kysely';
import type { CoachSort } from '@shared/constants/coaching';
import type { Client, Coach, CoachListInput } from '@shared/schemas/coaches';
import type { Page } from '@shared/schemas/paging';
import type { Database, Tx } from '../../db';
import type { DB } from '../../db/schema';
import { type KeysetKey, keysetPage, mapPage, numberKey, type PageRequest, textKey } from '../../lib/paging';
import { containsPattern, lowerLike } from '../../lib/search';

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

const ratingOrder = sql<number>`coalesce(${sql.ref('coaches.rating')}, -1)`;

/** Each sort as a keyset order, ending in the id so the order is total. */
const COACH_ORDERS: Record<CoachSort, KeysetKey<CoachRow>[]> = {
  // Coaches without a review yet sort after every rated coach.
  rating: [
    numberKey(ratingOrder, 'desc', (row) => (row.rating === null ? -1 : Number(row.rating))),
    numberKey('coaches.review_count', 'desc', (row) => row.reviewCount),
    numberKey('coaches.id', 'asc', (row) => row.id),
  ],
  experience: [numberKey('coaches.experience_years', 'desc', (row) => row.experienceYears), numberKey('coaches.id', 'asc', (row) => row.id)],
  price: [numberKey('coaches.hourly_rate_cents', 'asc', (row) => row.hourlyRateCents), numberKey('coaches.id', 'asc', (row) => row.id)],
};

type CoachFilters = Pick<CoachListInput, 'specialty' | 'minRating' | 'q'>;

/** The directory's filters on any query over coaches joined with their users: the list and its count agree. */
function filtered<O>(query0: SelectQueryBuilder<DB, 'coaches' | 'users', O>, filters: CoachFilters): SelectQueryBuilder<DB, 'coaches' | 'users', O> {
  let query = query0;
  if (filters.specialty) query = query.where(lowerLike('coaches.specialties', containsPattern(filters.specialty)));
  if (filters.minRating !== undefined) query = query.where('coaches.rating', '>=', filters.minRating);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    query = query.where((eb) =>
      eb.or([
        lowerLike(sql`coalesce(${sql.ref('users.firstName')}, '') || ' ' || coalesce(${sql.ref('users.lastName')}, '')`, pattern),
        lowerLike('coaches.title', pattern),
        lowerLike('coaches.specialties', pattern),
      ]),
    );
  }
  return query;
}

/** A page of the public directory, filtered and sorted as asked. */
export async function listCoaches(db: Database, filters: CoachListInput): Promise<Page<Coach>> {
  return mapPage(await keysetPage(filtered(coachSelect(db), filters), COACH_ORDERS[filters.sort ?? 'rating'], filters), toCoach);
}

/** How many directory profiles match the filters ('N coaches found'). */
export async function countCoaches(db: Database, filters: CoachFilters): Promise<number> {
  const base = db.selectFrom('coaches').innerJoin('users', 'users.id', 'coaches.userId');
  const row = await filtered(base, filters).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findCoachById(db: Database | Tx, id: number): Promise<Coach | undefined> {
  const row = await coachSelect(db).where('coaches.id', '=', id).executeTakeFirst();
  return row ? toCoach(row) : undefined;
}

export async function findCoachByUserId(db: Database | Tx, userId: string): Promise<Coach | undefined> {
  const row = await coachSelect(db).where('coaches.userId', '=', userId).executeTakeFirst();
  return row ? toCoach(row) : undefined;
}

/** A page of a coach's clients by name: only the coach's own relation, never anyone else's. */
export function listClientsOfCoach(db: Database, coachUserId: string, page: PageRequest): Promise<Page<Client>> {
  const query = db
    .selectFrom('coachClients')
    .innerJoin('users', 'users.id', 'coachClients.clientUserId')
    .select(['users.id', 'users.firstName', 'users.lastName', 'users.email', 'users.profileImageUrl'])
    .where('coachClients.coachUserId', '=', coachUserId);
  return keysetPage(
    query,
    [
      textKey(sql`coalesce(${sql.ref('users.first_name')}, '')`, 'asc', (row) => row.firstName ?? ''),
      textKey(sql`coalesce(${sql.ref('users.last_name')}, '')`, 'asc', (row) => row.lastName ?? ''),
      textKey('users.id', 'asc', (row) => row.id),
    ],
    page,
  );
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
