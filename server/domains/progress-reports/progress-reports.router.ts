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
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { progressSnapshot } from './progress-metrics.queries';
import { findReportForViewer, generateReport, listReports } from './progress-reports.queries';
import { perHour } from '../../trpc/meta';

const tags = ['progress-reports'];

export const progressReportsRouter = router({
  metrics: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/progress-metrics', tags, summary: "The caller's metric cards for a period (default month), from their sessions, goals and AI coaching" } })
    .input(progressMetricsInput)
    .output(z.array(progressMetricSchema))
    .query(async ({ ctx, input }) => (await progressSnapshot(ctx.db, ctx.user.id, input.period ?? 'month')).cards),

  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/progress-reports', tags, summary: "The caller's generated reports, newest first; filter by period and type; paged" }, paged: true })
    .input(progressReportsInput)
    .output(progressReportPageSchema)
    .query(({ ctx, input }) => listReports(ctx.db, ctx.user.id, input)),

  byId: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/progress-reports/{id}', tags, summary: "One report: the caller's own, or a client's for their coach" } })
    .input(reportIdInput)
    .output(progressReportSchema)
    .query(async ({ ctx, input }) => {
      const found = await findReportForViewer(ctx.db, ctx.user, input.id);
      if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'Report not found' });
      return found.report;
    }),

  generate: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/progress-reports/generate', tags, summary: 'Generates and stores a comprehensive report: a snapshot of the figures right now' },
      quota: perHour(60, 'reports'),
    })
    .input(generateReportInput)
    .output(progressReportSchema)
    .mutation(({ ctx, input }) => generateReport(ctx.db, ctx.user.id, input.period)),
});
