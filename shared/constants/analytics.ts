/** The spec's analytics constants (part 2 sections 2, 3, 9). */

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = { '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days', '1y': 'Last year' };

export const ANALYTICS_TABS = ['overview', 'performance', 'client-progress', 'outcomes'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];
export const ANALYTICS_TAB_LABELS: Record<AnalyticsTab, string> = {
  overview: 'Overview',
  performance: 'Performance',
  'client-progress': 'Client Progress',
  outcomes: 'Outcomes',
};

/** Satisfaction and ratings are out of 5.0. */
export const RATING_SCALE = 5;
/** The most clients one CSV export lists (the page itself pages through them). */
export const ANALYTICS_EXPORT_MAX_CLIENTS = 5000;
/** Key milestones listed per client: the latest goals completed in the period. */
export const KEY_MILESTONES_MAX = 3;

export const ANALYTICS_MESSAGES = {
  forbidden: 'Analytics are for coaches, organization admins, team leads, HR managers and platform admins.',
  organizationNotFound: 'Organization not found',
} as const;

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** Who may open analytics (the sidebar shows the link to them only); clients get 403. */
export const ANALYTICS_ROLES = ['coach', 'organization_admin', 'team_lead', 'hr_manager', 'admin'] as const;
