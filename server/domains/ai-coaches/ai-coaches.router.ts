import { TRPCError } from '@trpc/server';
import { AI_COACH_MESSAGES } from '@shared/constants/coaching';
import { aiCoachPageSchema, createAiCoachInput, managedAiCoachSchema, updateAiCoachInput } from '@shared/schemas/ai-coaches';
import { pageInput } from '@shared/schemas/paging';
import { roles, signedIn } from '../../trpc/access';
import { router } from '../../trpc/init';
import { perHour } from '../../trpc/meta';
import { authedProcedure } from '../../trpc/procedures';
import { getPlatformSettings } from '../admin/platform-settings.queries';
import { findManagedAiCoach, insertAiCoach, listVisibleAiCoaches, updateAiCoach } from './ai-coaches.queries';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: AI_COACH_MESSAGES.notFound });

export const aiCoachesRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/ai-coaches',
        tags: ['ai-coaches'],
        summary: "Active AI coaches the caller may use: the caller's organisation's first, then the platform's (none while AI coaches are turned off); paged",
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

  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/ai-coaches',
        tags: ['ai-coaches'],
        summary:
          "Create an AI coach: a platform admin's is the platform's (or, with organizationId, that organisation's); an organization admin's belongs to their organisation. Colours: blue, green, orange, purple or a hex code",
      },
      quota: perHour(30, 'AI coaches'),
      access: roles(['organization_admin', 'admin']),
    })
    .input(createAiCoachInput)
    .output(managedAiCoachSchema)
    .mutation(async ({ ctx, input }) => {
      const { organizationId: requested, ...coach } = input;
      let organizationId: string | null;
      if (ctx.user.role === 'admin') {
        organizationId = requested ?? null;
        if (organizationId && !(await ctx.db.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst())) {
          throw new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });
        }
      } else if (ctx.user.role === 'organization_admin' && ctx.user.organizationId) {
        if (requested && requested !== ctx.user.organizationId) throw new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });
        organizationId = ctx.user.organizationId;
      } else {
        throw new TRPCError({ code: 'FORBIDDEN', message: AI_COACH_MESSAGES.forbidden });
      }
      return insertAiCoach(ctx.db, ctx.user.id, organizationId, coach);
    }),

  update: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/ai-coaches/{id}',
        tags: ['ai-coaches'],
        summary: "Edit an AI coach or switch it active/inactive: platform admins any, organization admins their organisation's own; audited",
      },
      access: roles(['organization_admin', 'admin'], { object: true, foreign: { peer: { admin: 'ok', organization_admin: 'ok' }, otherOrg: { admin: 'ok' } } }),
    })
    .input(updateAiCoachInput)
    .output(managedAiCoachSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...changes } = input;
      const coach = await findManagedAiCoach(ctx.db, id);
      if (!coach) throw notFound();
      if (ctx.user.role !== 'admin') {
        if (ctx.user.role !== 'organization_admin' || !ctx.user.organizationId) throw new TRPCError({ code: 'FORBIDDEN', message: AI_COACH_MESSAGES.forbidden });
        // Another organisation's coach does not exist for this caller; the platform's may be read, not edited.
        if (coach.organizationId !== null && coach.organizationId !== ctx.user.organizationId) throw notFound();
        if (coach.organizationId === null) throw new TRPCError({ code: 'FORBIDDEN', message: "Only platform admins can change the platform's AI coaches." });
      }
      const updated = await updateAiCoach(ctx.db, ctx.user.id, id, changes);
      if (!updated) throw notFound();
      return updated;
    }),
});
