import PDFDocument from 'pdfkit';
import { formatUsd } from '@shared/constants/plans';

export interface InvoicePdfData {
  number: string;
  issuedAt: string;
  periodStart: string;
  periodEnd: string;
  status: string;
  description: string;
  billedTo: string;
  lines: { description: string; amountCents: number }[];
  amountCents: number;
}

const money = (cents: number) => formatUsd(cents, { cents: true });

/** One invoice as a one-page PDF: who, which period, each ledger line and the total. */
export function renderInvoicePdf(invoice: InvoicePdfData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${invoice.number}`, Author: 'Catalyst' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.fillColor('#4F46E5').font('Helvetica-Bold').fontSize(10).text('CATALYST', left, 50);
  doc.moveDown(0.4).fillColor('#111827').fontSize(20).text(`Invoice ${invoice.number}`);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#6B7280');
  doc.text(`Billed to: ${invoice.billedTo}`);
  doc.text(`Issued: ${invoice.issuedAt.slice(0, 10)}   Period: ${invoice.periodStart} to ${invoice.periodEnd} (exclusive)`);
  doc.text(`Status: ${invoice.status}`);
  doc.moveDown(1).fillColor('#111827').font('Helvetica-Bold').fontSize(12).text(invoice.description);
  doc.moveDown(0.6).font('Helvetica').fontSize(11);
  for (const line of invoice.lines) {
    const y = doc.y;
    doc.text(line.description, left, y, { width: right - left - 120 });
    doc.text(money(line.amountCents), right - 120, y, { width: 120, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveTo(left, doc.y + 4).lineTo(right, doc.y + 4).strokeColor('#E5E7EB').stroke();
  doc.moveDown(0.8).font('Helvetica-Bold');
  const y = doc.y;
  doc.text('Total (USD)', left, y);
  doc.text(money(invoice.amountCents), right - 120, y, { width: 120, align: 'right' });
  doc.end();
  return done;
}
