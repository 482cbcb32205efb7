import { Download, Eye, FileText } from 'lucide-react';
import { format } from 'date-fns';
import { REPORT_MESSAGES, REPORT_PERIOD_LABELS, REPORT_TYPE_LABELS } from '@shared/constants/progress-reports';
import type { ProgressReport, ReportMetrics } from '@shared/schemas/progress-reports';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export const STATUS_LABELS: Record<ProgressReport['status'], string> = { completed: 'Completed', in_progress: 'In Progress', scheduled: 'Scheduled' };

export function reportFigures(metrics: ReportMetrics): [string, string][] {
  return [
    ['Sessions', String(metrics.totalSessions)],
    ['Goals Completed', String(metrics.completedGoals)],
    ['Avg Rating', metrics.averageRating === null ? 'N/A' : metrics.averageRating.toFixed(1)],
    ['Progress', `${metrics.progressPercentage}%`],
    ['Engagement', `${metrics.engagementScore}/100`],
  ];
}

interface Props {
  reports: ProgressReport[] | undefined;
  isLoading: boolean;
  onView: (report: ProgressReport) => void;
  onDownload: (report: ProgressReport) => void;
}

export function ReportList({ reports, isLoading, onView, onDownload }: Props) {
  if (isLoading) {
    return (
      <div className="space-y-3" aria-label="Loading reports">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    );
  }
  if (!reports || reports.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 p-10 text-center text-muted-foreground">
          <FileText className="size-10" aria-hidden="true" />
          <p className="font-medium text-foreground">{REPORT_MESSAGES.empty}</p>
          <p className="text-sm">Generate a report to keep a snapshot of your progress for this period.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Reports">
      {reports.map((report) => (
        <li key={report.id}>
          <Card data-testid="report-card">
            <CardContent className="space-y-4 p-4 sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold">{report.title}</h3>
                  <p className="text-sm text-muted-foreground">
                    {REPORT_PERIOD_LABELS[report.period]} · Generated {format(new Date(report.generatedAt), 'MMM d, yyyy h:mm a')}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Badge variant="secondary">{REPORT_TYPE_LABELS[report.type]}</Badge>
                  <Badge variant={report.status === 'completed' ? 'default' : 'outline'}>{STATUS_LABELS[report.status]}</Badge>
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
                {reportFigures(report.metrics).map(([label, value]) => (
                  <div key={label} className="rounded-md bg-muted/50 p-2">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => onView(report)}>
                  <Eye aria-hidden="true" /> View Details
                </Button>
                <Button variant="outline" size="sm" onClick={() => onDownload(report)} aria-label={`Download PDF of ${report.title}`}>
                  <Download aria-hidden="true" /> Download PDF
                </Button>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
