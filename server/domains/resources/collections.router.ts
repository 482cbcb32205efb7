import { TRPCError } from '@trpc/server';
import {
  addCollectionItemInput,
  collectionDetailSchema,
  collectionIdInput,
  collectionPageSchema,
  listCollectionsInput,
  collectionSchema,
  createCollectionInput,
  deletedSchema,
  removeCollectionItemInput,
  updateCollectionInput,
} from '@shared/schemas/resources';
import { recordAudit } from '../../lib/audit';
import { ensureBelowCap } from '../../lib/caps';
import { perHour } from '../../trpc/meta';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import {
  addCollectionItem,
  countCollectionItems,
  countOwnCollections,
  hasCollectionItem,
  deleteCollection,
  insertCollection,
  listCollectionResources,
  listCollections,
  removeCollectionItem,
  updateCollection,
} from './collections.queries';
import { isResourceVisible } from './resources.queries';
import { loadCollection, loadOwnCollection, toCollections, toResource } from './resources.service';
import { signedIn } from '../../trpc/access';

const tags = ['resources'];

export const collectionsRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/resources/collections', tags, summary: "The caller's collections, then other people's public ones (mine=true: only the caller's); paged" }, paged: true, access: signedIn({ readOne: 'resources.collections.get' }) })
    .input(listCollectionsInput)
    .output(collectionPageSchema)
    .query(async ({ ctx, input }) => {
      const page = await listCollections(ctx.db, ctx.user, input);
      return { items: await toCollections(ctx.db, ctx.user, page.items), nextCursor: page.nextCursor };
    }),

  create: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/resources/collections', tags, summary: 'Create a collection owned by the caller' }, quota: perHour(100, 'collections'), access: signedIn() })
    .input(createCollectionInput)
    .output(collectionSchema)
    .mutation(async ({ ctx, input }) => {
      const id = await ctx.db.transaction().execute(async (tx) => {
        await ensureBelowCap(tx, 'collectionsPerOwner', ctx.user.id, () => countOwnCollections(tx, ctx.user.id));
        return insertCollection(tx, { ownerId: ctx.user.id, ...input });
      });
      return loadCollection(ctx.db, ctx.user, id);
    }),

  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/resources/collections/{id}', tags, summary: 'A collection with its resources (own, public, or any for an admin)' }, access: signedIn({ foreign: { peer: { admin: 'ok' }, otherOrg: { admin: 'ok' } } }) })
    .input(collectionIdInput)
    .output(collectionDetailSchema)
    .query(async ({ ctx, input }) => {
      const collection = await loadCollection(ctx.db, ctx.user, input.id);
      const rows = await listCollectionResources(ctx.db, ctx.user, input.id);
      return { ...collection, resources: rows.map((row) => toResource(row, ctx.user)) };
    }),

  update: authedProcedure
    .meta({ openapi: { method: 'PATCH', path: '/resources/collections/{id}', tags, summary: "Rename a collection or change who can see it (owner only)" }, access: signedIn({ foreign: { peer: { admin: 'forbidden' }, otherOrg: { admin: 'forbidden' } } }) })
    .input(updateCollectionInput)
    .output(collectionSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...changes } = input;
      await loadOwnCollection(ctx.db, ctx.user, id);
      if (Object.values(changes).some((value) => value !== undefined)) await updateCollection(ctx.db, id, changes);
      return loadCollection(ctx.db, ctx.user, id);
    }),

  delete: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/resources/collections/{id}', tags, summary: 'Delete a collection (owner only); its resources stay in the library' }, access: signedIn({ foreign: { peer: { admin: 'forbidden' }, otherOrg: { admin: 'forbidden' } } }) })
    .input(collectionIdInput)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      const collection = await loadOwnCollection(ctx.db, ctx.user, input.id);
      await ctx.db.transaction().execute(async (tx) => {
        await deleteCollection(tx, input.id);
        await recordAudit(tx, { actorId: ctx.user.id, action: 'resource_collection.deleted', subjectType: 'resource_collection', subjectId: input.id, details: { name: collection.name } });
      });
      return { ok: true as const };
    }),

  addItem: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/resources/collections/{id}/items', tags, summary: 'Add a resource to a collection (owner only; adding twice keeps one)' },
      quota: perHour(600, 'collection items'),
      access: signedIn({ foreign: { peer: { admin: 'forbidden' }, otherOrg: { admin: 'forbidden' } } }),
    })
    .input(addCollectionItemInput)
    .output(collectionSchema)
    .mutation(async ({ ctx, input }) => {
      await loadOwnCollection(ctx.db, ctx.user, input.id);
      if (!(await isResourceVisible(ctx.db, ctx.user, input.resourceId))) throw new TRPCError({ code: 'NOT_FOUND', message: 'Resource not found' });
      await ctx.db.transaction().execute(async (tx) => {
        if (!(await hasCollectionItem(tx, input.id, input.resourceId))) await ensureBelowCap(tx, 'itemsPerCollection', input.id, () => countCollectionItems(tx, input.id));
        await addCollectionItem(tx, input.id, input.resourceId);
      });
      return loadCollection(ctx.db, ctx.user, input.id);
    }),

  removeItem: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/resources/collections/{id}/items/{resourceId}', tags, summary: 'Take a resource out of a collection (owner only)' }, access: signedIn({ foreign: { peer: { admin: 'forbidden' }, otherOrg: { admin: 'forbidden' } } }) })
    .input(removeCollectionItemInput)
    .output(collectionSchema)
    .mutation(async ({ ctx, input }) => {
      await loadOwnCollection(ctx.db, ctx.user, input.id);
      await removeCollectionItem(ctx.db, input.id, input.resourceId);
      return loadCollection(ctx.db, ctx.user, input.id);
    }),
});
