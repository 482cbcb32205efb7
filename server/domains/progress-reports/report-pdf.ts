import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import PDFDocument from 'pdfkit';
import { REPORT_PERIOD_LABELS, REPORT_TYPE_LABELS } from '@shared/constants/progress-reports';
import { formatMetricValue, type ProgressMetric, type ProgressReport } from '@shared/schemas/progress-reports';

const INK = '#111827';
const MUTED = '#6B7280';
const PRIMARY = '#4F46E5';
const TARGET = '#C7D2FE';

function when(iso: string, zone: string, pattern: string) {
  return format(new TZDate(new Date(iso).getTime(), zone), pattern);
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A report as a one-page PDF: the figures, the metric cards, and a bar chart of each metric against its target. */
export function renderReportPdf(report: ProgressReport, ownerName: string, zone: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: report.title, CreationDate: new Date(report.generatedAt), Author: 'Catalyst', Subject: `Progress report for ${ownerName}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(10).text('CATALYST PROGRESS REPORT', left, 50);
  doc.moveDown(0.4).fillColor(INK).fontSize(20).text(report.title);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Prepared for ${ownerName}`);
  doc.text(`${REPORT_PERIOD_LABELS[report.period]}: ${when(report.periodStart, zone, 'MMM d, yyyy')} to ${when(report.periodEnd, zone, 'MMM d, yyyy')}`);
  doc.text(`Generated ${when(report.generatedAt, zone, 'MMM d, yyyy h:mm a')} (${zone}) | Type: ${REPORT_TYPE_LABELS[report.type]} | Status: ${report.status.replace('_', ' ')}`);

  doc.moveDown(1.2).fillColor(INK).font('Helvetica-Bold').fontSize(13).text('Summary');
  doc.moveDown(0.4).font('Helvetica').fontSize(11);
  const { metrics } = report;
  const summary: [string, string][] = [
    ['Total Sessions', String(metrics.totalSessions)],
    ['Completed Goals', String(metrics.completedGoals)],
    ['Average Rating', metrics.averageRating === null ? 'Not rated yet' : `${metrics.averageRating.toFixed(1)} / 5.0`],
    ['Progress', `${metrics.progressPercentage}%`],
    ['Engagement Score', `${metrics.engagementScore} / 100`],
  ];
  for (const [label, value] of summary) {
    const y = doc.y;
    doc.fillColor(MUTED).text(label, left, y, { width: 200 });
    doc.fillColor(INK).font('Helvetica-Bold').text(value, left + 200, y);
    doc.font('Helvetica');
  }

  doc.moveDown(1.2).fillColor(INK).font('Helvetica-Bold').fontSize(13).text('Metrics', left);
  doc.moveDown(0.4).fontSize(10);
  const columns = [0, 170, 260, 340, 420];
  const headerY = doc.y;
  ['Metric', 'Value', 'Target', 'Change', 'Trend'].forEach((h, i) => doc.fillColor(MUTED).text(h, left + (columns[i] ?? 0), headerY));
  doc.font('Helvetica');
  for (const card of report.metricCards) {
    const y = doc.y + 4;
    const cells = [card.name, formatMetricValue(card.value, card.unit), formatMetricValue(card.target, card.unit), signed(card.change), card.trend];
    cells.forEach((cell, i) => doc.fillColor(INK).text(cell, left + (columns[i] ?? 0), y, { width: 160 }));
  }

  drawChart(doc, report.metricCards, left, doc.y + 30, width);

  doc.end();
  return done;
}

/** Horizontal bars: each metric's share of its target (capped at the chart edge), the target as a light track. */
function drawChart(doc: PDFKit.PDFDocument, cards: ProgressMetric[], left: number, top: number, width: number) {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(13).text('Progress against targets', left, top);
  const labelWidth = 150;
  const barWidth = width - labelWidth - 60;
  const chartTop = doc.y + 12;
  let y = chartTop;
  doc.font('Helvetica').fontSize(10);
  for (const card of cards) {
    const share = card.target > 0 ? card.value / card.target : 0;
    doc.fillColor(INK).text(card.name, left, y + 2, { width: labelWidth });
    doc.rect(left + labelWidth, y, barWidth, 14).fill(TARGET);
    if (share > 0) doc.rect(left + labelWidth, y, Math.max(2, barWidth * Math.min(1, share)), 14).fill(PRIMARY);
    doc.fillColor(MUTED).text(`${Math.round(share * 100)}%`, left + labelWidth + barWidth + 8, y + 2);
    y += 26;
  }
  // The 100% line: where each target sits.
  doc.moveTo(left + labelWidth + barWidth, chartTop - 4).lineTo(left + labelWidth + barWidth, y - 8).lineWidth(1).strokeColor(INK).stroke();
}
