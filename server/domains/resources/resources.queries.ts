import { type ExpressionBuilder, sql } from 'kysely';
import type { ListResourcesInput } from '@shared/schemas/resources';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Database, Tx } from '../../db';
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

/** '%text%' for LIKE, with the pattern characters of the search itself taken literally. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function listResources(db: Db, viewer: Viewer, filters: ListResourcesInput = {}) {
  let query = selectResources(db, viewer);
  if (filters.type) query = query.where('resources.type', '=', filters.type);
  if (filters.category) query = query.where('resources.category', '=', filters.category);
  if (filters.difficulty) query = query.where('resources.difficulty', '=', filters.difficulty);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) =>
      eb.or(
        (['resources.title', 'resources.description', 'resources.author'] as const).map(
          (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  if (filters.bookmarked !== undefined) {
    query = query.where((eb) => {
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
  return query.orderBy('resources.title').orderBy('resources.id').execute();
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
