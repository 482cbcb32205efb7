import { type ExpressionBuilder, sql } from 'kysely';
import { keysetPage, numberKey, type PageRequest, textKey } from '../../lib/paging';
import type { Database, Tx } from '../../db';
import type { DB } from '../../db/schema';
import { resourceVisibleTo, selectResources, type Viewer } from './resources.queries';

type Db = Database | Tx;

/** DOMAIN.md: a collection is its owner's; public ones are readable by everyone signed in; admins read all. */
function collectionReadableBy(viewer: Viewer) {
  return (eb: ExpressionBuilder<DB, 'resourceCollections'>) =>
    viewer.role === 'admin'
      ? eb.and([])
      : eb.or([eb('resourceCollections.ownerId', '=', viewer.id), eb('resourceCollections.isPublic', '=', true)]);
}

function selectCollections(db: Db) {
  return db
    .selectFrom('resourceCollections')
    .innerJoin('users', 'users.id', 'resourceCollections.ownerId')
    .select([
      'resourceCollections.id',
      'resourceCollections.ownerId',
      'resourceCollections.name',
      'resourceCollections.description',
      'resourceCollections.isPublic',
      'resourceCollections.createdAt',
      'users.firstName',
      'users.lastName',
      'users.email',
    ]);
}

export type CollectionRow = Awaited<ReturnType<ReturnType<typeof selectCollections>['executeTakeFirstOrThrow']>>;

/**
 * The caller's own collections and the public ones of others (the list an admin gets too: other
 * people's private collections stay out of lists and are read one at a time).
 */
export function listCollections(db: Db, viewer: Viewer, page: PageRequest & { mine?: boolean }) {
  const othersLast = sql<number>`case when ${sql.ref('resource_collections.owner_id')} = ${viewer.id} then 0 else 1 end`;
  const query = selectCollections(db).where(listedCollections(viewer, page.mine ?? false));
  return keysetPage(
    query,
    [
      numberKey(othersLast, 'asc', (row) => (row.ownerId === viewer.id ? 0 : 1)),
      textKey('resource_collections.created_at', 'desc', (row) => row.createdAt),
      numberKey('resource_collections.id', 'desc', (row) => row.id),
    ],
    page,
  );
}

/** What lists show: the viewer's own collections, and unless `mine` other people's public ones. */
function listedCollections(viewer: Viewer, mine: boolean) {
  return (eb: ExpressionBuilder<DB, 'resourceCollections'>) =>
    mine ? eb('resourceCollections.ownerId', '=', viewer.id) : eb.or([eb('resourceCollections.ownerId', '=', viewer.id), eb('resourceCollections.isPublic', '=', true)]);
}

export async function countCollections(db: Db, viewer: Viewer): Promise<number> {
  const row = await db
    .selectFrom('resourceCollections')
    .where(listedCollections(viewer, false))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findCollection(db: Db, viewer: Viewer, id: number) {
  return selectCollections(db).where(collectionReadableBy(viewer)).where('resourceCollections.id', '=', id).executeTakeFirst();
}

/** Resource ids per collection, oldest addition first, counting only resources the viewer can see. */
export async function collectionResourceIds(db: Db, viewer: Viewer, collectionIds: number[]): Promise<Map<number, number[]>> {
  const byCollection = new Map<number, number[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return byCollection;
  const rows = await db
    .selectFrom('resourceCollectionItems')
    .innerJoin('resources', 'resources.id', 'resourceCollectionItems.resourceId')
    .select(['resourceCollectionItems.collectionId', 'resourceCollectionItems.resourceId'])
    .where('resourceCollectionItems.collectionId', 'in', collectionIds)
    .where(resourceVisibleTo(viewer))
    .orderBy('resourceCollectionItems.addedAt')
    .orderBy('resourceCollectionItems.resourceId')
    .execute();
  for (const row of rows) byCollection.get(row.collectionId)?.push(row.resourceId);
  return byCollection;
}

export function listCollectionResources(db: Db, viewer: Viewer, collectionId: number) {
  return selectResources(db, viewer)
    .innerJoin('resourceCollectionItems', 'resourceCollectionItems.resourceId', 'resources.id')
    .where('resourceCollectionItems.collectionId', '=', collectionId)
    .orderBy('resourceCollectionItems.addedAt')
    .orderBy('resources.id')
    .execute();
}

export async function countOwnCollections(db: Db, ownerId: string): Promise<number> {
  const row = await db.selectFrom('resourceCollections').select((eb) => eb.fn.countAll<number>().as('n')).where('ownerId', '=', ownerId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countCollectionItems(db: Db, collectionId: number): Promise<number> {
  const row = await db
    .selectFrom('resourceCollectionItems')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('collectionId', '=', collectionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasCollectionItem(db: Db, collectionId: number, resourceId: number): Promise<boolean> {
  const row = await db.selectFrom('resourceCollectionItems').select('resourceId').where('collectionId', '=', collectionId).where('resourceId', '=', resourceId).executeTakeFirst();
  return row !== undefined;
}

export async function insertCollection(db: Db, values: { ownerId: string; name: string; description: string; isPublic: boolean }): Promise<number> {
  const row = await db.insertInto('resourceCollections').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function updateCollection(db: Db, id: number, changes: { name?: string; description?: string; isPublic?: boolean }) {
  return db
    .updateTable('resourceCollections')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export function deleteCollection(db: Db, id: number) {
  return db.deleteFrom('resourceCollections').where('id', '=', id).execute();
}

export function addCollectionItem(db: Db, collectionId: number, resourceId: number) {
  return db
    .insertInto('resourceCollectionItems')
    .values({ collectionId, resourceId })
    .onConflict((oc) => oc.columns(['collectionId', 'resourceId']).doNothing())
    .execute();
}

export function removeCollectionItem(db: Db, collectionId: number, resourceId: number) {
  return db.deleteFrom('resourceCollectionItems').where('collectionId', '=', collectionId).where('resourceId', '=', resourceId).execute();
}
