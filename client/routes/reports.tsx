import { FileBarChart } from 'lucide-react';
import { useState } from 'react';
import {
  GENERATE_REPORT_TYPE_LABELS,
  GENERATE_REPORT_TYPES,
  type GenerateReportType,
  REPORT_MESSAGES,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  REPORT_TYPE_FILTERS,
  REPORT_TYPE_LABELS,
  type ReportPeriod,
  type ReportTypeFilter,
} from '@shared/constants/progress-reports';
import type { ProgressReport } from '@shared/schemas/progress-reports';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { downloadReport } from '@/features/progress-reports/download-report';
import { MetricCards } from '@/features/progress-reports/metric-cards';
import { MetricsChart } from '@/features/progress-reports/metrics-chart';
import { ReportDetailDialog } from '@/features/progress-reports/report-detail-dialog';
import { ReportList } from '@/features/progress-reports/report-list';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { LoadMore } from '@/components/load-more';
import { infiniteList, pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';
import { useWorkspace } from '@/lib/workspace';

export function ReportsPage() {
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const [type, setType] = useState<ReportTypeFilter>('all');
  const [open, setOpen] = useState<ProgressReport | null>(null);
  const workspace = useWorkspace();
  const [kind, setKind] = useState<GenerateReportType>('comprehensive');

  const metrics = trpc.progressReports.metrics.useQuery({ period });
  const reports = trpc.progressReports.list.useInfiniteQuery({ period, type }, infiniteList);
  const generate = trpc.progressReports.generate.useMutation({
    onSuccess: () => toast({ title: REPORT_MESSAGES.generated, description: REPORT_MESSAGES.generatedDescription }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, REPORT_MESSAGES.generateFailed), variant: 'destructive' }),
  });

  const download = (report: ProgressReport) => {
    downloadReport(report.id).then(
      () => toast({ title: REPORT_MESSAGES.downloadStarted, description: `${report.title} is downloading.` }),
      () => toast({ title: 'Error', description: REPORT_MESSAGES.downloadFailed, variant: 'destructive' }),
    );
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Progress Reports</h1>
          <p className="text-muted-foreground">
            Your coaching progress from your sessions, goals and AI coaching{workspace.readsOrganization ? `, and the programme reports of ${workspace.organization?.name ?? 'your organization'}` : ''}.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {workspace.readsOrganization && (
            <div className="grid gap-1.5">
              <Label htmlFor="report-kind">Report to generate</Label>
              <Select value={kind} onValueChange={(value) => setKind(value as GenerateReportType)}>
                <SelectTrigger id="report-kind" className="w-56">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {GENERATE_REPORT_TYPES.map((t) => (
                    <SelectItem key={t} value={t}>
                      {t === 'comprehensive' ? GENERATE_REPORT_TYPE_LABELS[t] : `${GENERATE_REPORT_TYPE_LABELS[t]}: ${workspace.organization?.name ?? 'organization'}`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
          <Button onClick={() => generate.mutate({ period, type: kind, ...(kind === 'comprehensive' ? {} : workspace.scope) })} disabled={generate.isPending}>
            <FileBarChart aria-hidden="true" /> {generate.isPending ? 'Generating...' : 'Generate Report'}
          </Button>
        </div>
      </header>

      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="report-period">Period</Label>
          <Select value={period} onValueChange={(value) => setPeriod(value as ReportPeriod)}>
            <SelectTrigger id="report-period" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REPORT_PERIODS.map((p) => (
                <SelectItem key={p} value={p}>
                  {REPORT_PERIOD_LABELS[p]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="report-type">Report type</Label>
          <Select value={type} onValueChange={(value) => setType(value as ReportTypeFilter)}>
            <SelectTrigger id="report-type" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REPORT_TYPE_FILTERS.map((t) => (
                <SelectItem key={t} value={t}>
                  {REPORT_TYPE_LABELS[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {metrics.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your metrics could not be loaded. Please try again.
        </p>
      ) : (
        <MetricCards metrics={metrics.data} isLoading={metrics.isLoading} />
      )}

      {metrics.data && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Progress against targets</CardTitle>
          </CardHeader>
          <CardContent>
            <MetricsChart metrics={metrics.data} />
          </CardContent>
        </Card>
      )}

      <section className="space-y-3" aria-labelledby="reports-heading">
        <h2 id="reports-heading" className="text-lg font-semibold">
          Reports
        </h2>
        {reports.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your reports could not be loaded. Please try again.
          </p>
        ) : (
          <>
            <ReportList reports={pagedItems(reports.data)} isLoading={reports.isLoading} onView={setOpen} onDownload={download} />
            <LoadMore {...reports} what="reports" />
          </>
        )}
      </section>

      <ReportDetailDialog report={open} onOpenChange={(isOpen) => !isOpen && setOpen(null)} onDownload={download} />
    </div>
  );
}

export default ReportsPage;
