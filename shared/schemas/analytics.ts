import { z } from 'zod';
import { ANALYTICS_PERIODS, ANALYTICS_TABS } from '../constants/analytics';
import { pagedInput, pageOf } from './paging';

const periodField = z.enum(ANALYTICS_PERIODS, { error: 'Period must be 7d, 30d, 90d or 1y' }).default('30d');
/** Platform admins may narrow to one organisation; members of an organisation only ever see their own. */
const organizationIdField = z.string().trim().min(1, 'Organization id is empty').max(64, 'Organization id is at most 64 characters').optional();

export const analyticsInput = z.object({ period: periodField, organizationId: organizationIdField }).prefault({});
export type AnalyticsInput = z.input<typeof analyticsInput>;

export const clientProgressInput = pagedInput({ period: periodField, organizationId: organizationIdField });

export const analyticsExportInput = z.object({
  period: periodField,
  tab: z.enum(ANALYTICS_TABS, { error: 'Tab must be overview, performance, client-progress or outcomes' }).default('overview'),
  organizationId: organizationIdField,
});

/** Part 2 section 3's analytics metrics; percentages whole numbers, ratings one decimal out of 5.0. */
export const analyticsFiguresSchema = z.object({
  totalSessions: z.number().int(),
  completionRate: z.number().int(),
  averageRating: z.number(),
  clientRetentionRate: z.number().int(),
  goalsAchieved: z.number().int(),
  totalGoals: z.number().int(),
  averageSessionDuration: z.number().int(),
  clientSatisfactionScore: z.number(),
  aiSessionsContributed: z.number().int(),
  /** Change of completed sessions' fee value against the previous period, in whole percent. */
  revenueGrowth: z.number().int(),
});
export type AnalyticsFigures = z.infer<typeof analyticsFiguresSchema>;

export const analyticsMetricsSchema = analyticsFiguresSchema.extend({
  period: z.enum(ANALYTICS_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** aiSessionsContributed / totalSessions, whole percent. */
  aiContribution: z.number().int(),
  previous: analyticsFiguresSchema,
  /** Real deltas against the previous period of the same length: sessions in percent, rates in points, ratings one decimal. */
  trends: z.object({
    totalSessions: z.number().int(),
    completionRate: z.number().int(),
    averageRating: z.number(),
    clientRetentionRate: z.number().int(),
    clientSatisfactionScore: z.number(),
    goalsAchieved: z.number().int(),
    aiSessionsContributed: z.number().int(),
  }),
});
export type AnalyticsMetrics = z.infer<typeof analyticsMetricsSchema>;

export const clientProgressItemSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  sessionCount: z.number().int(),
  lastSessionDate: z.string().nullable(),
  /** Mean of the client's session ratings in the period, one decimal out of 5.0; null when unrated. */
  satisfactionRating: z.number().nullable(),
  goalsCompleted: z.number().int(),
  totalGoals: z.number().int(),
  progressPercentage: z.number().int(),
  keyMilestones: z.array(z.string()),
});
export type ClientProgressItem = z.infer<typeof clientProgressItemSchema>;
export const clientProgressPageSchema = pageOf(clientProgressItemSchema);

export const sessionBucketSchema = z.object({
  label: z.string(),
  start: z.string(),
  totalSessions: z.number().int(),
  completedSessions: z.number().int(),
  aiSessions: z.number().int(),
  minutes: z.number().int(),
  averageRating: z.number().nullable(),
});
export type SessionBucket = z.infer<typeof sessionBucketSchema>;

export const sessionAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  granularity: z.enum(['day', 'week', 'month']),
  buckets: z.array(sessionBucketSchema),
  byType: z.array(z.object({ type: z.string(), count: z.number().int() })),
});
export type SessionAnalytics = z.infer<typeof sessionAnalyticsSchema>;

export const outcomeItemSchema = z.object({
  category: z.string(),
  /** Mean goal progress in the category, out of 100. */
  improvementScore: z.number().int(),
  /** Goals completed among the category's goals of the period, whole percent. */
  successRate: z.number().int(),
  clientCount: z.number().int(),
});
export type OutcomeItem = z.infer<typeof outcomeItemSchema>;
export const outcomesSchema = z.array(outcomeItemSchema);
