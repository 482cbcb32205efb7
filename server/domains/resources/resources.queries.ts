import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { ListResourcesInput } from '@shared/schemas/resources';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Database, Tx } from '../../db';
import { keysetPage, numberKey, textKey } from '../../lib/paging';
import { containsPattern, lowerLike } from '../../lib/search';
import type { DB, ResourcesTable } from '../../db/schema';
import type { Insertable } from 'kysely';

export type Viewer = Pick<CurrentUser, 'id' | 'role' | 'organizationId'>;
type Db = Database | Tx;

/**
 * The library's read rule, used by every resource query: the platform library (no organisation)
 * is seen by everyone signed in, an organisation's own resources only by its members, all by admins.
 */
export function resourceVisibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<DB, 'resources'>) => {
    if (viewer.role === 'admin') return eb.and([]);
    const platform = eb('resources.organizationId', 'is', null);
    return viewer.organizationId ? eb.or([platform, eb('resources.organizationId', '=', viewer.organizationId)]) : platform;
  };
}

/** Resources the viewer may see, with the aggregates and the viewer's own flags. */
export function selectResources(db: Db, viewer: Viewer) {
  return db
    .selectFrom('resources')
    .where(resourceVisibleTo(viewer))
    .select((eb) => [
      'resources.id',
      'resources.type',
      'resources.category',
      'resources.difficulty',
      'resources.title',
      'resources.description',
      'resources.author',
      'resources.durationMinutes',
      'resources.url',
      'resources.isPremium',
      'resources.viewCount',
      'resources.createdBy',
      'resources.createdAt',
      eb('resources.content', 'is not', null).as('hasContent'),
      eb
        .selectFrom('resourceRatings')
        .select((sub) => sub.fn.avg<number>('resourceRatings.rating').as('avg'))
        .whereRef('resourceRatings.resourceId', '=', 'resources.id')
        .as('ratingAvg'),
      eb
        .selectFrom('resourceRatings')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('resourceRatings.resourceId', '=', 'resources.id')
        .as('ratingCount'),
      eb
        .selectFrom('resourceLikes')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('resourceLikes.resourceId', '=', 'resources.id')
        .as('likes'),
      eb
        .exists(
          eb
            .selectFrom('resourceBookmarks')
            .select('resourceBookmarks.userId')
            .whereRef('resourceBookmarks.resourceId', '=', 'resources.id')
            .where('resourceBookmarks.userId', '=', viewer.id),
        )
        .as('isBookmarked'),
      eb
        .exists(
          eb
            .selectFrom('resourceLikes')
            .select('resourceLikes.userId')
            .whereRef('resourceLikes.resourceId', '=', 'resources.id')
            .where('resourceLikes.userId', '=', viewer.id),
        )
        .as('isLiked'),
      eb
        .selectFrom('resourceRatings')
        .select('resourceRatings.rating')
        .whereRef('resourceRatings.resourceId', '=', 'resources.id')
        .where('resourceRatings.userId', '=', viewer.id)
        .as('myRating'),
    ]);
}

export type ResourceRow = Awaited<ReturnType<ReturnType<typeof selectResources>['executeTakeFirstOrThrow']>>;

type ResourceFilters = Omit<ListResourcesInput, 'limit' | 'cursor'>;

/** The library's filters, on any query over `resources`: the list and its counts use the same rule. */
function filtered<O>(query: SelectQueryBuilder<DB, 'resources', O>, viewer: Viewer, filters: ResourceFilters): SelectQueryBuilder<DB, 'resources', O> {
  let q = query;
  if (filters.type) q = q.where('resources.type', '=', filters.type);
  if (filters.category) q = q.where('resources.category', '=', filters.category);
  if (filters.difficulty) q = q.where('resources.difficulty', '=', filters.difficulty);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    q = q.where((eb) => eb.or((['resources.title', 'resources.description', 'resources.author'] as const).map((column) => lowerLike(column, pattern))));
  }
  if (filters.bookmarked !== undefined) {
    q = q.where((eb) => {
      const bookmarked = eb.exists(
        eb
          .selectFrom('resourceBookmarks')
          .select('resourceBookmarks.userId')
          .whereRef('resourceBookmarks.resourceId', '=', 'resources.id')
          .where('resourceBookmarks.userId', '=', viewer.id),
      );
      return filters.bookmarked ? bookmarked : eb.not(bookmarked);
    });
  }
  return q;
}

/** A page of the library the viewer may see, by title, filtered as asked. */
export function listResources(db: Db, viewer: Viewer, filters: ListResourcesInput) {
  return keysetPage(
    filtered(selectResources(db, viewer), viewer, filters),
    [textKey('resources.title', 'asc', (row) => row.title), numberKey('resources.id', 'asc', (row) => row.id)],
    filters,
  );
}

/** How many resources match the filters, and how many of those the viewer bookmarked. */
export async function countResources(db: Db, viewer: Viewer, filters: ResourceFilters): Promise<{ matching: number; bookmarked: number }> {
  const base = db.selectFrom('resources').where(resourceVisibleTo(viewer));
  const count = async (f: ResourceFilters) =>
    Number((await filtered(base, viewer, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const [matching, bookmarked] = await Promise.all([count(filters), count({ ...filters, bookmarked: true })]);
  return { matching, bookmarked };
}

/**
 * Featured: the highest-rated resources (mean member rating), more ratings first on a tie, then
 * the most viewed; resources nobody has rated come last.
 */
export function listFeaturedResources(db: Db, viewer: Viewer, limit: number) {
  return selectResources(db, viewer)
    .orderBy('ratingAvg', (ob) => ob.desc().nullsLast())
    .orderBy('ratingCount', 'desc')
    .orderBy('resources.viewCount', 'desc')
    .orderBy('resources.id')
    .limit(limit)
    .execute();
}

export function findResource(db: Db, viewer: Viewer, id: number) {
  return selectResources(db, viewer).where('resources.id', '=', id).executeTakeFirst();
}

export async function findResourceContent(db: Db, viewer: Viewer, id: number): Promise<string | null> {
  const row = await db.selectFrom('resources').select('content').where(resourceVisibleTo(viewer)).where('id', '=', id).executeTakeFirst();
  return row?.content ?? null;
}

export async function isResourceVisible(db: Db, viewer: Viewer, id: number): Promise<boolean> {
  const row = await db.selectFrom('resources').select('id').where(resourceVisibleTo(viewer)).where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

export async function countResourcesBy(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('resources').select((eb) => eb.fn.countAll<number>().as('n')).where('createdBy', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertResource(db: Db, values: Insertable<ResourcesTable>): Promise<number> {
  const row = await db.insertInto('resources').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function deleteResource(db: Db, id: number) {
  return db.deleteFrom('resources').where('id', '=', id).execute();
}

export function countView(db: Db, id: number) {
  return db
    .updateTable('resources')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function setUserFlag(db: Db, table: 'resourceBookmarks' | 'resourceLikes', userId: string, resourceId: number, on: boolean) {
  if (on) {
    await db
      .insertInto(table)
      .values({ userId, resourceId })
      .onConflict((oc) => oc.columns(['userId', 'resourceId']).doNothing())
      .execute();
  } else {
    await db.deleteFrom(table).where('userId', '=', userId).where('resourceId', '=', resourceId).execute();
  }
}

export function setRating(db: Db, userId: string, resourceId: number, rating: number) {
  const updatedAt = new Date().toISOString();
  return db
    .insertInto('resourceRatings')
    .values({ userId, resourceId, rating, updatedAt })
    .onConflict((oc) => oc.columns(['userId', 'resourceId']).doUpdateSet({ rating, updatedAt }))
    .execute();
}
