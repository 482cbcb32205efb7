import { ANALYTICS_ROLES } from '@shared/constants/analytics';
import { analyticsInput, analyticsMetricsSchema, clientProgressInput, clientProgressPageSchema, outcomesSchema, sessionAnalyticsSchema } from '@shared/schemas/analytics';
import { roles } from '../../trpc/access';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { analyticsScope } from './analytics-scope';
import { analyticsMetrics, clientProgress, outcomes, sessionAnalytics } from './analytics.queries';

const tags = ['analytics'];

/** Coaches (their clients), organisation admins, team leads and HR managers (their organisation), platform admins (all, or one organisation). Clients: 403. */
const access = roles(ANALYTICS_ROLES);

export const analyticsRouter = router({
  metrics: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/analytics/metrics', tags, summary: 'Programme metrics for the period (7d, 30d, 90d, 1y) with the previous period of the same length and the deltas' },
      access,
    })
    .input(analyticsInput)
    .output(analyticsMetricsSchema)
    .query(async ({ ctx, input }) => analyticsMetrics(ctx.db, await analyticsScope(ctx.db, ctx.user, input.organizationId), input.period)),

  clientProgress: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/analytics/client-progress', tags, summary: "Each client in scope with the period's sessions, satisfaction, goals and milestones; by name, paged" },
      paged: true,
      access,
    })
    .input(clientProgressInput)
    .output(clientProgressPageSchema)
    .query(async ({ ctx, input }) => clientProgress(ctx.db, await analyticsScope(ctx.db, ctx.user, input.organizationId), input.period, input)),

  sessions: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/analytics/sessions', tags, summary: 'Sessions over the period (by day, week or month) and by type' }, access })
    .input(analyticsInput)
    .output(sessionAnalyticsSchema)
    .query(async ({ ctx, input }) => sessionAnalytics(ctx.db, await analyticsScope(ctx.db, ctx.user, input.organizationId), input.period)),

  outcomes: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/analytics/outcomes', tags, summary: 'Goal outcomes by category for the period: improvement score (of 100), success rate, clients' }, access })
    .input(analyticsInput)
    .output(outcomesSchema)
    .query(async ({ ctx, input }) => outcomes(ctx.db, await analyticsScope(ctx.db, ctx.user, input.organizationId), input.period)),
});
