import { aiCoachIdInput, aiCoachPageSchema, createAiCoachInput, managedAiCoachPageSchema, managedAiCoachSchema, replaceAiCoachInput, updateAiCoachInput } from '@shared/schemas/ai-coaches';
import { pageInput } from '@shared/schemas/paging';
import { roles, signedIn } from '../../trpc/access';
import { router } from '../../trpc/init';
import { perHour } from '../../trpc/meta';
import { authedProcedure, roleProcedure } from '../../trpc/procedures';
import { getPlatformSettings } from '../admin/platform-settings.queries';
import { findManagedAiCoach, insertAiCoach, listOwnAiCoaches, listVisibleAiCoaches, updateAiCoach } from './ai-coaches.queries';
import { aiCoachNotFound, authorOwner, editAiCoach, ensureMayEdit } from './ai-coaches.service';

const AUTHORS = ['coach', 'organization_admin', 'admin'] as const;
// Another organisation's coach is 404; the platform's (a peer without an organisation has only those) 403.
const EDIT_ACCESS = roles(AUTHORS, { object: true, foreign: { peer: { admin: 'ok', organization_admin: 'ok', coach: 'forbidden' }, otherOrg: { admin: 'ok' } } });

export const aiCoachesRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai-coaches',
        tags: ['ai-coaches'],
        summary:
          "Active AI coaches the caller may use: the caller's organisation's and their coach's first, then the platform's (none while AI coaches are turned off); paged",
      },
      paged: true,
      access: signedIn(),
    })
    .input(pageInput)
    .output(aiCoachPageSchema)
    .query(async ({ ctx, input }) => {
      if (!(await getPlatformSettings(ctx.db)).allowAiCoaches) return { items: [], nextCursor: null };
      return listVisibleAiCoaches(ctx.db, ctx.user, input);
    }),

  mine: roleProcedure(...AUTHORS)
    .meta({
      openapi: { method: 'GET', path: '/ai-coaches/mine', tags: ['ai-coaches'], summary: 'The AI coaches the caller built (active or not), newest first; paged' },
      paged: true,
      access: roles(AUTHORS),
    })
    .input(pageInput)
    .output(managedAiCoachPageSchema)
    // A Basic coach still sees (and may edit) what they built while on Premium.
    .query(({ ctx, input }) => listOwnAiCoaches(ctx.db, ctx.user.id, input)),

  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ai-coaches',
        tags: ['ai-coaches'],
        summary:
          "Create an AI coach: a platform admin's is the platform's (or, with organizationId, that organisation's); an organization admin's belongs to their organisation; a Premium coach's is shown to their own clients. Colours: blue, green, orange, purple or a hex code",
      },
      quota: perHour(30, 'AI coaches'),
      access: roles(AUTHORS),
    })
    .input(createAiCoachInput)
    .output(managedAiCoachSchema)
    .mutation(async ({ ctx, input }) => {
      const { organizationId, ...coach } = input;
      const owner = await authorOwner(ctx.db, ctx.user, organizationId);
      return insertAiCoach(ctx.db, ctx.user.id, owner, coach);
    }),

  update: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/ai-coaches/{id}',
        tags: ['ai-coaches'],
        summary: "Edit an AI coach or switch it active/inactive: platform admins any, organization admins their organisation's own, coaches their own; audited",
      },
      access: EDIT_ACCESS,
    })
    .input(updateAiCoachInput)
    .output(managedAiCoachSchema)
    .mutation(({ ctx, input }) => editAiCoach(ctx.db, ctx.user, input)),

  replace: authedProcedure
    .meta({
      openapi: { method: 'PUT', path: '/ai-coaches/{id}', tags: ['ai-coaches'], summary: "Save the builder's whole form over an AI coach one may edit; audited" },
      access: EDIT_ACCESS,
    })
    .input(replaceAiCoachInput)
    .output(managedAiCoachSchema)
    .mutation(({ ctx, input }) => editAiCoach(ctx.db, ctx.user, input)),

  deactivate: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/ai-coaches/{id}/deactivate', tags: ['ai-coaches'], summary: 'Take an AI coach one may edit out of /ai-coaches (its chats stay readable); audited' },
      access: EDIT_ACCESS,
    })
    .input(aiCoachIdInput)
    .output(managedAiCoachSchema)
    .mutation(async ({ ctx, input }) => {
      const coach = await findManagedAiCoach(ctx.db, input.id);
      if (!coach) throw aiCoachNotFound();
      ensureMayEdit(ctx.user, coach);
      const updated = await updateAiCoach(ctx.db, ctx.user.id, input.id, { isActive: false });
      if (!updated) throw aiCoachNotFound();
      return updated;
    }),
});
