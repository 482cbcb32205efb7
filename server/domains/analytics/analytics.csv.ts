import { stringify } from 'csv-stringify/sync';
import { ANALYTICS_EXPORT_MAX_CLIENTS, type AnalyticsPeriod, type AnalyticsTab } from '@shared/constants/analytics';
import { PAGE_LIMIT_MAX } from '@shared/schemas/paging';
import type { ClientProgressItem } from '@shared/schemas/analytics';
import type { Database } from '../../db';
import type { AnalyticsScope } from './analytics-scope';
import { analyticsMetrics, clientProgress, outcomes, sessionAnalytics } from './analytics.queries';

/** The CSV of one tab and period: the same numbers the tab shows. */
export async function analyticsCsv(db: Database, scope: AnalyticsScope, tab: AnalyticsTab, period: AnalyticsPeriod): Promise<string> {
  switch (tab) {
    case 'overview': {
      const m = await analyticsMetrics(db, scope, period);
      const rows: [string, number, number][] = [
        ['totalSessions', m.totalSessions, m.previous.totalSessions],
        ['completionRate', m.completionRate, m.previous.completionRate],
        ['averageRating', m.averageRating, m.previous.averageRating],
        ['clientRetentionRate', m.clientRetentionRate, m.previous.clientRetentionRate],
        ['goalsAchieved', m.goalsAchieved, m.previous.goalsAchieved],
        ['totalGoals', m.totalGoals, m.previous.totalGoals],
        ['averageSessionDuration', m.averageSessionDuration, m.previous.averageSessionDuration],
        ['clientSatisfactionScore', m.clientSatisfactionScore, m.previous.clientSatisfactionScore],
        ['aiSessionsContributed', m.aiSessionsContributed, m.previous.aiSessionsContributed],
        ['aiContribution', m.aiContribution, percentOf(m.previous.aiSessionsContributed, m.previous.totalSessions)],
        ['revenueGrowth', m.revenueGrowth, m.previous.revenueGrowth],
      ];
      return stringify([['metric', 'value', 'previousPeriod', 'periodStart', 'periodEnd'], ...rows.map(([name, value, previous]) => [name, value, previous, m.periodStart, m.periodEnd])]);
    }
    case 'performance': {
      const s = await sessionAnalytics(db, scope, period);
      return stringify(s.buckets.map((b) => ({ start: b.start, label: b.label, totalSessions: b.totalSessions, completedSessions: b.completedSessions, aiSessions: b.aiSessions, minutes: b.minutes, averageRating: b.averageRating ?? '' })), {
        header: true,
        columns: ['start', 'label', 'totalSessions', 'completedSessions', 'aiSessions', 'minutes', 'averageRating'],
      });
    }
    case 'client-progress': {
      const all: ClientProgressItem[] = [];
      let cursor: string | null = null;
      do {
        const page = await clientProgress(db, scope, period, { limit: PAGE_LIMIT_MAX, cursor });
        all.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor && all.length < ANALYTICS_EXPORT_MAX_CLIENTS);
      return stringify(
        all.map((c) => ({ ...c, satisfactionRating: c.satisfactionRating ?? '', lastSessionDate: c.lastSessionDate ?? '', keyMilestones: c.keyMilestones.join('; ') })),
        { header: true, columns: ['clientId', 'clientName', 'sessionCount', 'lastSessionDate', 'satisfactionRating', 'goalsCompleted', 'totalGoals', 'progressPercentage', 'keyMilestones'] },
      );
    }
    case 'outcomes': {
      const o = await outcomes(db, scope, period);
      return stringify(o, { header: true, columns: ['category', 'improvementScore', 'successRate', 'clientCount'] });
    }
  }
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);
