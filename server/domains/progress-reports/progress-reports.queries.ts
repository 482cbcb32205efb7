import { REPORT_PERIOD_ADJECTIVES, REPORT_TYPE_LABELS, type ReportPeriod, type ReportTypeFilter } from '@shared/constants/progress-reports';
import { ORG_MANAGER_ROLES, type Role } from '@shared/constants/roles';
import type { CurrentUser } from '@shared/schemas/auth';
import { type ProgressMetric, type ProgressReport, progressMetricSchema, reportMetricsSchema } from '@shared/schemas/progress-reports';
import { personName } from '@shared/utils/person-name';
import type { Database } from '../../db';
import { progressSnapshot, type ProgressSnapshot } from './progress-metrics.queries';
import { type OrganizationReportType, organizationSnapshot } from './organization-metrics.queries';
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
    organizationId: row.organizationId,
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

export interface ReportViewer {
  id: string;
  role: Role;
  organizationId: string | null;
}

/** The organisation whose reports the viewer reads: theirs, when they are its admin, team lead or HR manager. */
function managedOrganization(viewer: ReportViewer): string | null {
  return viewer.organizationId && (ORG_MANAGER_ROLES as readonly Role[]).includes(viewer.role) ? viewer.organizationId : null;
}

/**
 * A page of the reports the viewer reads in their list, newest first: their own, and for an
 * organisation's managers its team, goal and session reports (whoever of them generated one).
 */
export async function listReports(db: Database, viewer: ReportViewer, filters: { period?: ReportPeriod; type?: ReportTypeFilter } & PageRequest): Promise<Page<ProgressReport>> {
  const organizationId = managedOrganization(viewer);
  let query = reportSelect(db).where((eb) =>
    organizationId ? eb.or([eb('progressReports.userId', '=', viewer.id), eb('progressReports.organizationId', '=', organizationId)]) : eb('progressReports.userId', '=', viewer.id),
  );
  if (filters.period) query = query.where('period', '=', filters.period);
  if (filters.type && filters.type !== 'all') query = query.where('type', '=', filters.type);
  const rows = await keysetPage(
    query,
    [textKey('progress_reports.generated_at', 'desc', (row) => row.generatedAt), numberKey('progress_reports.id', 'desc', (row) => row.id)],
    filters,
  );
  return mapPage(rows, toReport);
}

/** A report the viewer may read: their own, a client's (for the client's coach), their organisation's (its managers), or any (admin). */
export async function findReportForViewer(db: Database, viewer: Pick<CurrentUser, 'id' | 'role' | 'organizationId'>, id: number) {
  const organizationId = managedOrganization(viewer);
  let query = reportSelect(db)
    .innerJoin('users as owner', 'owner.id', 'progressReports.userId')
    .leftJoin('organizations as org', 'org.id', 'progressReports.organizationId')
    .select(['owner.firstName as ownerFirstName', 'owner.lastName as ownerLastName', 'org.name as organizationName'])
    .where('progressReports.id', '=', id);
  if (viewer.role !== 'admin') {
    query = query.where((eb) =>
      eb.or([
        eb('progressReports.userId', '=', viewer.id),
        ...(organizationId ? [eb('progressReports.organizationId', '=', organizationId)] : []),
        eb.exists(eb.selectFrom('coachClients').select('coachClients.clientUserId').whereRef('coachClients.clientUserId', '=', 'progressReports.userId').where('coachClients.coachUserId', '=', viewer.id)),
      ]),
    );
  }
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  // An organisation's report is prepared for the organisation, whichever manager generated it.
  const ownerName = row.organizationName ?? personName({ firstName: row.ownerFirstName, lastName: row.ownerLastName }, 'Catalyst user');
  return { report: toReport(row), ownerName };
}

/** Stores the user's figures of the period as they are now. */
export async function generateReport(db: Database, userId: string, period: ReportPeriod, now = new Date()): Promise<ProgressReport> {
  const snapshot = await progressSnapshot(db, userId, period, now);
  return storeReport(db, { userId, organizationId: null, type: 'individual', period, title: `${REPORT_PERIOD_ADJECTIVES[period]} Comprehensive Progress Report` }, snapshot, now);
}

/** Stores an organisation's team, goal or session figures of the period as they are now, generated by `userId`. */
export async function generateOrganizationReport(
  db: Database,
  userId: string,
  organization: { id: string; name: string },
  type: OrganizationReportType,
  period: ReportPeriod,
  now = new Date(),
): Promise<ProgressReport> {
  const snapshot = await organizationSnapshot(db, organization.id, type, period, now);
  const title = `${REPORT_PERIOD_ADJECTIVES[period]} ${REPORT_TYPE_LABELS[type]} Report: ${organization.name}`;
  return storeReport(db, { userId, organizationId: organization.id, type, period, title }, snapshot, now);
}

interface ReportHeader {
  userId: string;
  organizationId: string | null;
  type: ProgressReport['type'];
  period: ReportPeriod;
  title: string;
}

async function storeReport(db: Database, header: ReportHeader, snapshot: ProgressSnapshot, now: Date): Promise<ProgressReport> {
  const { userId, period } = header;
  const row = await db.transaction().execute(async (tx) => {
    await ensureBelowCap(tx, 'reportsPerPerson', userId, async () => (await tx.selectFrom('progressReports').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', userId).executeTakeFirstOrThrow()).n);
    return tx
      .insertInto('progressReports')
      .values({
        userId,
        organizationId: header.organizationId,
        title: header.title,
        type: header.type,
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
