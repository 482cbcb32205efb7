/** The spec's Reports screen constants (part 2, sections 2, 3 and 8). */
export const REPORT_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = { week: 'Past Week', month: 'Past Month', quarter: 'Past Quarter', year: 'Past Year' };
export const REPORT_PERIOD_ADJECTIVES: Record<ReportPeriod, string> = { week: 'Weekly', month: 'Monthly', quarter: 'Quarterly', year: 'Annual' };
/** Length of each period in days: the window ends now and starts this many days back. */
export const REPORT_PERIOD_DAYS: Record<ReportPeriod, number> = { week: 7, month: 30, quarter: 90, year: 365 };

export const REPORT_TYPES = ['individual', 'team', 'goal', 'session'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_FILTERS = ['all', ...REPORT_TYPES] as const;
export type ReportTypeFilter = (typeof REPORT_TYPE_FILTERS)[number];
export const REPORT_TYPE_LABELS: Record<ReportTypeFilter, string> = {
  all: 'All Reports',
  individual: 'Individual',
  team: 'Team',
  goal: 'Goal Progress',
  session: 'Session Summary',
};

export const REPORT_STATUSES = ['completed', 'in_progress', 'scheduled'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What Generate Report asks for: 'comprehensive' (the caller's own figures, stored as an individual
 * report) for everyone; 'team', 'goal' and 'session' (the organisation's figures) for its admins,
 * team leads and HR managers.
 */
export const GENERATE_REPORT_TYPES = ['comprehensive', 'team', 'goal', 'session'] as const;
export type GenerateReportType = (typeof GENERATE_REPORT_TYPES)[number];
export const GENERATE_REPORT_TYPE_LABELS: Record<GenerateReportType, string> = {
  comprehensive: 'My progress (individual)',
  team: 'Team report',
  goal: 'Goal progress report',
  session: 'Session summary report',
};

export const METRIC_TRENDS = ['up', 'down', 'stable'] as const;

/**
 * Targets of the metric cards: a cadence per week of the period (one coaching session and one hour
 * of coaching a week, five AI coaching replies a week). Goals are measured against the user's own goals.
 */
export const WEEKLY_TARGETS = { sessions: 1, coachingHours: 1, aiInteractions: 5 } as const;

export const REPORT_MESSAGES = {
  generated: 'Report Generated',
  generatedDescription: 'Your progress report is ready to view and download.',
  downloadStarted: 'Download Started',
  generateFailed: 'Failed to generate the report. Please try again.',
  downloadFailed: 'Failed to download the report. Please try again.',
  empty: 'No reports found',
} as const;
