import { Download } from 'lucide-react';
import { format } from 'date-fns';
import { REPORT_PERIOD_LABELS, REPORT_TYPE_LABELS } from '@shared/constants/progress-reports';
import { formatMetricValue, type ProgressReport } from '@shared/schemas/progress-reports';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TrendIcon } from './metric-cards';
import { MetricsChart } from './metrics-chart';
import { reportFigures, STATUS_LABELS } from './report-list';

interface Props {
  report: ProgressReport | null;
  onOpenChange: (open: boolean) => void;
  onDownload: (report: ProgressReport) => void;
}

export function ReportDetailDialog({ report, onOpenChange, onDownload }: Props) {
  return (
    <Dialog open={report !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {report && (
          <>
            <DialogHeader>
              <DialogTitle>{report.title}</DialogTitle>
              <DialogDescription>
                {REPORT_PERIOD_LABELS[report.period]}: {format(new Date(report.periodStart), 'MMM d, yyyy')} to {format(new Date(report.periodEnd), 'MMM d, yyyy')}
              </DialogDescription>
            </DialogHeader>
            <div className="flex gap-2">
              <Badge variant="secondary">{REPORT_TYPE_LABELS[report.type]}</Badge>
              <Badge>{STATUS_LABELS[report.status]}</Badge>
              <span className="text-sm text-muted-foreground">Generated {format(new Date(report.generatedAt), 'MMM d, yyyy h:mm a')}</span>
            </div>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {reportFigures(report.metrics).map(([label, value]) => (
                <div key={label} className="rounded-md border p-2">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            <table className="w-full text-sm">
              <caption className="sr-only">Metrics at generation time</caption>
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 font-normal">Metric</th>
                  <th className="py-1 font-normal">Value</th>
                  <th className="py-1 font-normal">Target</th>
                  <th className="py-1 font-normal">Change</th>
                </tr>
              </thead>
              <tbody>
                {report.metricCards.map((m) => (
                  <tr key={m.id} className="border-t">
                    <td className="py-1.5">{m.name}</td>
                    <td className="py-1.5 font-medium">{formatMetricValue(m.value, m.unit)}</td>
                    <td className="py-1.5">{formatMetricValue(m.target, m.unit)}</td>
                    <td className="flex items-center gap-1 py-1.5">
                      <TrendIcon trend={m.trend} /> {m.change > 0 ? `+${m.change}` : m.change}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <MetricsChart metrics={report.metricCards} />
            <DialogFooter>
              <Button onClick={() => onDownload(report)}>
                <Download aria-hidden="true" /> Download PDF
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
