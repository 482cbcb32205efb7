import type { CurrentUser } from '@shared/schemas/auth';
import type { ProgressReport } from '@shared/schemas/progress-reports';
import { storageKeyPart } from '../../lib/storage';
import type { Context, Services } from '../../trpc/context';
import { findReportForViewer } from './progress-reports.queries';
import { renderReportPdf } from './report-pdf';

type Viewer = Pick<CurrentUser, 'id' | 'role' | 'organizationId'>;

declare module '../../lib/jobs' {
  interface JobPayloads {
    /** Draws a report's PDF in the zone of the person who generated it, ahead of their download. */
    'report.render-pdf': { reportId: number; viewer: Viewer };
  }
}

/** Where a report's PDF in one time zone is kept (a report is a snapshot: drawn once per zone). */
export const reportPdfKey = (reportId: number, zone: string) => `reports/${reportId}-${storageKeyPart(zone)}.pdf`;

/** The PDF, drawn now if no job (or earlier download) has drawn it yet. */
export async function reportPdf(storage: Services['storage'], found: { report: ProgressReport; ownerName: string }, zone: string): Promise<Buffer> {
  return storage.getOrCreate(reportPdfKey(found.report.id, zone), () => renderReportPdf(found.report, found.ownerName, zone));
}

/** After a report is generated: its PDF is drawn by a job, off the request, so the download is a file read. */
export async function enqueueReportPdf(deps: Pick<Context, 'jobs'>, viewer: Viewer, reportId: number): Promise<void> {
  const payload = { reportId, viewer: { id: viewer.id, role: viewer.role, organizationId: viewer.organizationId } };
  await deps.jobs.enqueue('report.render-pdf', payload, { key: `report.render-pdf:${reportId}` });
  deps.jobs.wake();
}

export function defineReportJobs(services: Pick<Services, 'db' | 'storage' | 'jobs'>): void {
  services.jobs.define(
    'report.render-pdf',
    async ({ reportId, viewer }) => {
      const found = await findReportForViewer(services.db, viewer, reportId);
      // In the zone the download will use: the generator's own, as it is now.
      const person = await services.db.selectFrom('users').select('timezone').where('id', '=', viewer.id).executeTakeFirst();
      const zone = person?.timezone ?? 'UTC';
      // A report removed since, or no longer visible to its generator: nothing to draw.
      if (found) await reportPdf(services.storage, found, zone);
    },
    { maxAttempts: 5, leaseMs: 5 * 60_000 },
  );
}
