import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  generateReportInput,
  progressMetricSchema,
  progressMetricsInput,
  progressReportPageSchema,
  progressReportSchema,
  progressReportsInput,
  reportIdInput,
} from '@shared/schemas/progress-reports';
import { TEAM_MESSAGES } from '@shared/constants/team';
import { signedIn } from '../../trpc/access';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { organizationScope } from '../organizations/organization-scope';
import { progressSnapshot } from './progress-metrics.queries';
import { enqueueReportPdf } from './report-pdf.job';
import { findReportForViewer, generateOrganizationReport, generateReport, listReports } from './progress-reports.queries';
import { perHour } from '../../trpc/meta';

const tags = ['progress-reports'];

export const progressReportsRouter = router({
  metrics: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/progress-metrics', tags, summary: "The caller's metric cards for a period (default month), from their sessions, goals and AI coaching" },
      access: signedIn(),
    })
    .input(progressMetricsInput)
    .output(z.array(progressMetricSchema))
    .query(async ({ ctx, input }) => (await progressSnapshot(ctx.db, ctx.user.id, input.period ?? 'month')).cards),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/progress-reports',
        tags,
        summary: "The caller's generated reports (and, for an organization's admins, team leads and HR managers, its team, goal and session reports), newest first; filter by period and type; paged",
      },
      paged: true,
      access: signedIn({ readOne: 'progressReports.byId' }),
    })
    .input(progressReportsInput)
    .output(progressReportPageSchema)
    .query(({ ctx, input }) => listReports(ctx.db, ctx.user, input)),

  byId: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/progress-reports/{id}', tags, summary: "One report: the caller's own, a client's for their coach, the organization's for its managers" },
      // A member's own report stays theirs (and their coach's); managers read the organisation's team, goal and session reports.
      access: signedIn({ object: true, foreign: { peer: { admin: 'ok' }, otherOrg: { admin: 'ok' } } }),
    })
    .input(reportIdInput)
    .output(progressReportSchema)
    .query(async ({ ctx, input }) => {
      const found = await findReportForViewer(ctx.db, ctx.user, input.id);
      if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'Report not found' });
      return found.report;
    }),

  generate: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/progress-reports/generate',
        tags,
        summary:
          "Generates and stores a report, a snapshot of the figures right now: comprehensive (the caller's own), or team, goal or session (the organization's, for its admins, team leads and HR managers; platform admins pass organizationId)",
      },
      quota: perHour(60, 'reports'),
      access: signedIn(),
    })
    .input(generateReportInput)
    .output(progressReportSchema)
    .mutation(async ({ ctx, input }) => {
      let report;
      if (input.type === 'comprehensive') report = await generateReport(ctx.db, ctx.user.id, input.period);
      else {
        const scope = await organizationScope(ctx.db, ctx.user, input.organizationId, 'read', TEAM_MESSAGES.reportsForbidden);
        report = await generateOrganizationReport(ctx.db, ctx.user.id, { id: scope.organizationId, name: scope.organizationName }, input.type, input.period);
      }
      await enqueueReportPdf(ctx, ctx.user, report.id);
      return report;
    }),
});
