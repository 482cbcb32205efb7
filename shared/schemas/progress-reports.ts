import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { GENERATE_REPORT_TYPES, METRIC_TRENDS, REPORT_PERIODS, REPORT_STATUSES, REPORT_TYPE_FILTERS, REPORT_TYPES } from '../constants/progress-reports';

const periodField = z.enum(REPORT_PERIODS, { error: 'Period must be week, month, quarter or year' });

export const progressMetricSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.number(),
  unit: z.string(),
  target: z.number(),
  /** Difference from the previous period of the same length. */
  change: z.number(),
  trend: z.enum(METRIC_TRENDS),
});
export type ProgressMetric = z.infer<typeof progressMetricSchema>;

export const reportMetricsSchema = z.object({
  totalSessions: z.number().int(),
  completedGoals: z.number().int(),
  /** Out of 5, one decimal; null when nothing was rated. */
  averageRating: z.number().nullable(),
  progressPercentage: z.number().int(),
  engagementScore: z.number().int(),
});
export type ReportMetrics = z.infer<typeof reportMetricsSchema>;

export const progressReportSchema = z.object({
  id: z.number().int(),
  /** Team, goal and session reports: the organisation they cover; null for a person's own report. */
  organizationId: z.string().nullable(),
  title: z.string(),
  type: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_STATUSES),
  period: periodField,
  periodStart: z.string(),
  periodEnd: z.string(),
  generatedAt: z.string(),
  metrics: reportMetricsSchema,
  metricCards: z.array(progressMetricSchema),
});
export type ProgressReport = z.infer<typeof progressReportSchema>;
export const progressReportPageSchema = pageOf(progressReportSchema);

export const progressMetricsInput = z.object({ period: periodField.optional() });
export const progressReportsInput = pagedInput({
  period: periodField.optional(),
  type: z.enum(REPORT_TYPE_FILTERS, { error: 'Type must be all, individual, team, goal or session' }).optional(),
});
export const generateReportInput = z.object({
  period: z.enum(REPORT_PERIODS, { error: 'Period must be week, month, quarter or year' }),
  type: z.enum(GENERATE_REPORT_TYPES, { error: 'Type must be comprehensive, team, goal or session' }),
  /** Organisation reports by platform admins: the organisation they look at. */
  organizationId: z.string().trim().min(1).max(64).optional(),
});
export const reportIdInput = z.object({ id: z.number({ error: 'Report id must be a number' }).int().positive('Report id must be positive') });

/** '60%', '1 goal', '2.5 hours': a metric's value with its unit, singular for exactly one. */
export function formatMetricValue(value: number, unit: string): string {
  if (unit === '%') return `${value}%`;
  return `${value} ${value === 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit}`;
}
