import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { FEATURED_RESOURCE_LIMIT } from '@shared/constants/resources';
import { personName } from '@shared/utils/person-name';
import {
  bookmarkInput,
  createResourceInput,
  deletedSchema,
  likeInput,
  listResourcesInput,
  rateInput,
  resourceDetailSchema,
  resourceCountsInput,
  resourceCountsSchema,
  resourceIdInput,
  resourcePageSchema,
  resourceSchema,
} from '@shared/schemas/resources';
import { recordAudit } from '../../lib/audit';
import { ensureBelowCap } from '../../lib/caps';
import { mapPage } from '../../lib/paging';
import { perHour } from '../../trpc/meta';
import { router } from '../../trpc/init';
import { authedProcedure, roleProcedure } from '../../trpc/procedures';
import { collectionsRouter } from './collections.router';
import { countCollections } from './collections.queries';
import { countResources, countResourcesBy, countView, deleteResource, insertResource, listFeaturedResources, listResources, setRating, setUserFlag } from './resources.queries';
import { loadResource, loadResourceDetail, toResource } from './resources.service';
import { everyone, roles, signedIn } from '../../trpc/access';

const tags = ['resources'];

// Order matters for the REST facade, which takes the first matching path: the fixed paths
// (/resources/featured, /resources/collections...) come before /resources/{id}.
export const resourcesRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/resources', tags, summary: 'The resource library the caller can see, by title, optionally filtered; paged' }, paged: true, access: signedIn({ readOne: 'resources.get' }) })
    .input(listResourcesInput)
    .output(resourcePageSchema)
    .query(async ({ ctx, input }) => mapPage(await listResources(ctx.db, ctx.user, input), (row) => toResource(row, ctx.user))),

  // Before /resources/{id}: the REST facade takes the first matching path.
  counts: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/resources/counts', tags, summary: 'How many resources match the filters, how many of them the caller bookmarked, and how many collections the caller sees' }, access: signedIn() })
    .input(resourceCountsInput)
    .output(resourceCountsSchema)
    .query(async ({ ctx, input }) => {
      const [resources, collections] = await Promise.all([countResources(ctx.db, ctx.user, input), countCollections(ctx.db, ctx.user)]);
      return { ...resources, collections };
    }),

  featured: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/resources/featured', tags, summary: 'The three highest-rated resources' }, access: signedIn() })
    .input(z.void())
    .output(z.array(resourceSchema))
    .query(async ({ ctx }) => (await listFeaturedResources(ctx.db, ctx.user, FEATURED_RESOURCE_LIMIT)).map((row) => toResource(row, ctx.user))),

  collections: collectionsRouter,

  create: roleProcedure('coach', 'admin')
    .meta({ openapi: { method: 'POST', path: '/resources', tags, summary: 'Add a resource to the library (coaches and admins)' }, quota: perHour(100, 'resources'), access: roles(['coach', 'admin']) })
    .input(createResourceInput)
    .output(resourceDetailSchema)
    .mutation(async ({ ctx, input }) => {
      const { duration, url, content, author, ...fields } = input;
      const creatorName = personName(ctx.user, ctx.user.email);
      const id = await ctx.db.transaction().execute(async (tx) => {
        await ensureBelowCap(tx, 'resourcesPerAuthor', ctx.user.id, () => countResourcesBy(tx, ctx.user.id));
        return insertResource(tx, {
          ...fields,
          author: author ?? creatorName,
          durationMinutes: duration,
          url: url ?? null,
          content: content ?? null,
          // An organisation's coach shares with that organisation; admins add to the platform library.
          organizationId: ctx.user.role === 'admin' ? null : ctx.user.organizationId,
          createdBy: ctx.user.id,
        });
      });
      return loadResourceDetail(ctx.db, ctx.user, id);
    }),

  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/resources/{id}', tags, summary: 'One resource with its text content' }, access: signedIn({ foreign: { peer: everyone('ok'), otherOrg: { admin: 'ok' } } }) })
    .input(resourceIdInput)
    .output(resourceDetailSchema)
    .query(({ ctx, input }) => loadResourceDetail(ctx.db, ctx.user, input.id)),

  view: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/resources/{id}/view', tags, summary: 'Count one view of a resource (the caller opened it)' }, quota: perHour(1000, 'resource views'), access: signedIn({ foreign: { peer: everyone('ok'), otherOrg: { admin: 'ok' } } }) })
    .input(resourceIdInput)
    .output(resourceSchema)
    .mutation(async ({ ctx, input }) => {
      await loadResource(ctx.db, ctx.user, input.id);
      await countView(ctx.db, input.id);
      return loadResource(ctx.db, ctx.user, input.id);
    }),

  bookmark: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/resources/{id}/bookmark', tags, summary: 'Bookmark a resource (bookmark: true) or remove the bookmark (false)' }, quota: perHour(600, 'bookmarks'), access: signedIn({ foreign: { peer: everyone('ok'), otherOrg: { admin: 'ok' } } }) })
    .input(bookmarkInput)
    .output(resourceSchema)
    .mutation(async ({ ctx, input }) => {
      await loadResource(ctx.db, ctx.user, input.id);
      await setUserFlag(ctx.db, 'resourceBookmarks', ctx.user.id, input.id, input.bookmark);
      return loadResource(ctx.db, ctx.user, input.id);
    }),

  like: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/resources/{id}/like', tags, summary: 'Like a resource (like: true) or take the like back (false)' }, quota: perHour(600, 'likes'), access: signedIn({ foreign: { peer: everyone('ok'), otherOrg: { admin: 'ok' } } }) })
    .input(likeInput)
    .output(resourceSchema)
    .mutation(async ({ ctx, input }) => {
      await loadResource(ctx.db, ctx.user, input.id);
      await setUserFlag(ctx.db, 'resourceLikes', ctx.user.id, input.id, input.like);
      return loadResource(ctx.db, ctx.user, input.id);
    }),

  rate: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/resources/{id}/rating', tags, summary: "Set the caller's rating of a resource, 1 to 5" }, quota: perHour(600, 'resource ratings'), access: signedIn({ foreign: { peer: everyone('ok'), otherOrg: { admin: 'ok' } } }) })
    .input(rateInput)
    .output(resourceSchema)
    .mutation(async ({ ctx, input }) => {
      await loadResource(ctx.db, ctx.user, input.id);
      await setRating(ctx.db, ctx.user.id, input.id, input.rating);
      return loadResource(ctx.db, ctx.user, input.id);
    }),

  delete: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/resources/{id}', tags, summary: 'Delete a resource (the person who added it, or an admin)' }, access: signedIn({ foreign: { peer: { ...everyone('forbidden'), admin: 'ok' }, otherOrg: { admin: 'ok' } } }) })
    .input(resourceIdInput)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      const resource = await loadResource(ctx.db, ctx.user, input.id);
      if (!resource.canManage) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the person who added this resource or an admin can delete it' });
      await ctx.db.transaction().execute(async (tx) => {
        await deleteResource(tx, input.id);
        await recordAudit(tx, { actorId: ctx.user.id, action: 'resource.deleted', subjectType: 'resource', subjectId: input.id, details: { title: resource.title } });
      });
      return { ok: true as const };
    }),
});
