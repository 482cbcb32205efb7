import { z } from 'zod';
import { dashboardStatsSchema, programmeInput, programmeSessionPageSchema, programmeSessionsInput, programmeStatsSchema } from '@shared/schemas/dashboard';
import { TEAM_MESSAGES } from '@shared/constants/team';
import { roles, signedIn } from '../../trpc/access';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { organizationScope } from '../organizations/organization-scope';
import { dashboardStats } from './dashboard.queries';
import { programmeStats, programmeUpcomingSessions } from './programme.queries';

/** The programme of an organisation: its admins, team leads and HR managers, and platform admins naming it. */
const programmeAccess = roles(['organization_admin', 'team_lead', 'hr_manager', 'admin'], { own: { admin: 'invalid' } });

export const dashboardRouter = router({
  stats: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/stats',
        tags: ['dashboard'],
        summary: "This month in the caller's time zone: sessions (not cancelled), goals completed, AI coach replies",
      },
      access: signedIn(),
    })
    .input(z.void())
    .output(dashboardStatsSchema)
    .query(({ ctx }) => dashboardStats(ctx.db, ctx.user.id)),

  programme: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/programme',
        tags: ['dashboard'],
        summary:
          "The organisation's programme this calendar month and last: members active, sessions, completed sessions, goals achieved, AI coach replies; for its admins, team leads, HR managers (platform admins pass organizationId)",
      },
      access: programmeAccess,
    })
    .input(programmeInput)
    .output(programmeStatsSchema)
    .query(async ({ ctx, input }) => programmeStats(ctx.db, await organizationScope(ctx.db, ctx.user, input.organizationId, 'read', TEAM_MESSAGES.programmeForbidden), ctx.user.id)),

  programmeSessions: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/programme/upcoming-sessions',
        tags: ['dashboard'],
        summary: "The members' upcoming sessions across the team, soonest first: who, with which coach, when (never titles or chat); paged",
      },
      paged: true,
      access: programmeAccess,
    })
    .input(programmeSessionsInput)
    .output(programmeSessionPageSchema)
    .query(async ({ ctx, input }) => {
      const scope = await organizationScope(ctx.db, ctx.user, input.organizationId, 'read', TEAM_MESSAGES.programmeForbidden);
      return programmeUpcomingSessions(ctx.db, scope.organizationId, input);
    }),
});
