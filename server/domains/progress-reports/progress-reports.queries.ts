import { REPORT_PERIOD_ADJECTIVES, type ReportPeriod, type ReportTypeFilter } from '@shared/constants/progress-reports';
import type { CurrentUser } from '@shared/schemas/auth';
import { type ProgressMetric, type ProgressReport, progressMetricSchema, reportMetricsSchema } from '@shared/schemas/progress-reports';
import { personName } from '@shared/utils/person-name';
import type { Database } from '../../db';
import { progressSnapshot } from './progress-metrics.queries';
import type { Page } from '@shared/schemas/paging';
import { ensureBelowCap } from '../../lib/caps';
import { keysetPage, mapPage, numberKey, type PageRequest, textKey } from '../../lib/paging';

function reportSelect(db: Database) {
  return db.selectFrom('progressReports').selectAll('progressReports');
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportSelect>['executeTakeFirstOrThrow']>>;

function toReport(row: ReportRow): ProgressReport {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    period: row.period,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    generatedAt: row.generatedAt,
    metrics: reportMetricsSchema.parse(JSON.parse(row.metrics)),
    metricCards: progressMetricSchema.array().parse(JSON.parse(row.metricCards)) satisfies ProgressMetric[],
  };
}

/** The caller's own reports, newest first, of one period and type when asked. */
/** A page of the user's own reports, newest first. */
export async function listReports(db: Database, userId: string, filters: { period?: ReportPeriod; type?: ReportTypeFilter } & PageRequest): Promise<Page<ProgressReport>> {
  let query = reportSelect(db).where('userId', '=', userId);
  if (filters.period) query = query.where('period', '=', filters.period);
  if (filters.type && filters.type !== 'all') query = query.where('type', '=', filters.type);
  const rows = await keysetPage(
    query,
    [textKey('progress_reports.generated_at', 'desc', (row) => row.generatedAt), numberKey('progress_reports.id', 'desc', (row) => row.id)],
    filters,
  );
  return mapPage(rows, toReport);
}

/** A report the viewer may read: their own, a client's (for the client's coach), or any (admin). */
export async function findReportForViewer(db: Database, viewer: Pick<CurrentUser, 'id' | 'role'>, id: number) {
  let query = reportSelect(db)
    .innerJoin('users as owner', 'owner.id', 'progressReports.userId')
    .select(['owner.firstName as ownerFirstName', 'owner.lastName as ownerLastName'])
    .where('progressReports.id', '=', id);
  if (viewer.role !== 'admin') {
    query = query.where((eb) =>
      eb.or([
        eb('progressReports.userId', '=', viewer.id),
        eb.exists(eb.selectFrom('coachClients').select('coachClients.clientUserId').whereRef('coachClients.clientUserId', '=', 'progressReports.userId').where('coachClients.coachUserId', '=', viewer.id)),
      ]),
    );
  }
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const ownerName = personName({ firstName: row.ownerFirstName, lastName: row.ownerLastName }, 'Catalyst user');
  return { report: toReport(row), ownerName };
}

/** Stores the user's figures of the period as they are now. */
export async function generateReport(db: Database, userId: string, period: ReportPeriod, now = new Date()): Promise<ProgressReport> {
  const snapshot = await progressSnapshot(db, userId, period, now);
  const row = await db.transaction().execute(async (tx) => {
    const stored = await tx.selectFrom('progressReports').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', userId).executeTakeFirstOrThrow();
    ensureBelowCap('reportsPerPerson', stored.n);
    return tx
      .insertInto('progressReports')
      .values({
        userId,
        title: `${REPORT_PERIOD_ADJECTIVES[period]} Comprehensive Progress Report`,
        type: 'individual',
        status: 'completed',
        period,
        periodStart: snapshot.window.start,
        periodEnd: snapshot.window.end,
        metrics: JSON.stringify(snapshot.metrics),
        metricCards: JSON.stringify(snapshot.cards),
        generatedAt: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toReport(row);
}
