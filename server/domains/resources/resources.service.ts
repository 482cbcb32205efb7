import { TRPCError } from '@trpc/server';
import type { Collection, Resource, ResourceDetail } from '@shared/schemas/resources';
import { personName } from '@shared/utils/person-name';
import type { Database, Tx } from '../../db';
import { collectionResourceIds, type CollectionRow, findCollection } from './collections.queries';
import { findResource, findResourceContent, type ResourceRow, type Viewer } from './resources.queries';

type Db = Database | Tx;

const RESOURCE_NOT_FOUND = 'Resource not found';
const COLLECTION_NOT_FOUND = 'Collection not found';

export function toResource(row: ResourceRow, viewer: Viewer): Resource {
  const ratingCount = Number(row.ratingCount ?? 0);
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    difficulty: row.difficulty,
    title: row.title,
    description: row.description,
    author: row.author,
    duration: row.durationMinutes,
    url: row.url,
    hasContent: Boolean(row.hasContent),
    viewCount: row.viewCount,
    rating: ratingCount > 0 ? Math.round(Number(row.ratingAvg) * 10) / 10 : 0,
    ratingCount,
    likes: Number(row.likes ?? 0),
    isPremium: Boolean(row.isPremium),
    isBookmarked: Boolean(row.isBookmarked),
    isLiked: Boolean(row.isLiked),
    myRating: row.myRating ?? null,
    canManage: viewer.role === 'admin' || (row.createdBy !== null && row.createdBy === viewer.id),
    createdAt: row.createdAt,
  };
}

/** The resource as the viewer sees it; 404 when it does not exist or is another organisation's. */
export async function loadResource(db: Db, viewer: Viewer, id: number): Promise<Resource> {
  const row = await findResource(db, viewer, id);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: RESOURCE_NOT_FOUND });
  return toResource(row, viewer);
}

export async function loadResourceDetail(db: Db, viewer: Viewer, id: number): Promise<ResourceDetail> {
  const resource = await loadResource(db, viewer, id);
  return { ...resource, content: resource.hasContent ? await findResourceContent(db, viewer, id) : null };
}

function ownerName(row: CollectionRow): string {
  const name = personName(row);
  return name || row.email;
}

export function toCollection(row: CollectionRow, viewer: Viewer, resourceIds: number[]): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: Boolean(row.isPublic),
    resourceCount: resourceIds.length,
    createdAt: row.createdAt,
    isOwner: row.ownerId === viewer.id,
    ownerName: ownerName(row),
    resourceIds,
  };
}

export async function toCollections(db: Db, viewer: Viewer, rows: CollectionRow[]): Promise<Collection[]> {
  const ids = await collectionResourceIds(
    db,
    viewer,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCollection(row, viewer, ids.get(row.id) ?? []));
}

/** A collection the viewer may read (own, public, or any for an admin); 404 otherwise. */
export async function loadCollection(db: Db, viewer: Viewer, id: number): Promise<Collection> {
  const row = await findCollection(db, viewer, id);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: COLLECTION_NOT_FOUND });
  const [collection] = await toCollections(db, viewer, [row]);
  return collection!;
}

/** A collection the viewer owns: 404 when it cannot read it, 403 when it can read but not change it. */
export async function loadOwnCollection(db: Db, viewer: Viewer, id: number): Promise<Collection> {
  const collection = await loadCollection(db, viewer, id);
  if (!collection.isOwner) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the owner of this collection can change it' });
  return collection;
}

