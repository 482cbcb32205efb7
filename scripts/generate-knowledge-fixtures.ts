/**
 * Writes the small knowledge files the AI assistant tests train on (a PDF, a DOCX and a Markdown
 * file, each on its own topic), into server/domains/ai-assistants/test-data/. Run once; the files are
 * committed. `npx tsx scripts/generate-knowledge-fixtures.ts`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';

const out = path.resolve('server/domains/ai-assistants/test-data');
mkdirSync(out, { recursive: true });

export const PDF_PARAGRAPHS = [
  'The Feedback Ladder is how we give feedback on work in progress. It has four rungs, always climbed in order.',
  'Rung one, clarify: ask questions until you understand what the person was trying to do. Rung two, value: name what works and why it works. Rung three, concerns: say what worries you as a question, not a verdict. Rung four, suggest: offer one concrete idea the person may take or leave.',
  'Never skip to rung four. Suggestions without the first three rungs sound like orders, and people stop sharing early drafts.',
];

export const DOCX_PARAGRAPHS = [
  'The Meeting Reset Playbook',
  'Every recurring meeting gets a reset every quarter. Cancel it for one week and notice what breaks; only what broke earns the meeting back.',
  'A meeting that survives the reset keeps a written purpose of one sentence, a decision owner, and a hard stop at twenty-five or fifty minutes so people can walk between rooms.',
];

export const MARKDOWN = `# Delegation Canvas

## Seven levels of delegation

Delegation is not all or nothing. Agree the level before you hand over the work: tell, sell, consult, agree, advise, inquire and finally delegate.
Start one level lower than you think and move up after two good outcomes.

## The handover note

Write a handover note with the outcome, the deadline, the budget and the one decision you want to keep. Everything else belongs to the person who now owns the work.
`;

async function pdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Feedback Ladder Handbook', CreationDate: new Date('2026-11-25T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text('Feedback Ladder Handbook');
  doc.moveDown();
  for (const paragraph of PDF_PARAGRAPHS) {
    doc.fontSize(11).text(paragraph);
    doc.moveDown();
  }
  doc.end();
  return done;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function docx(): Promise<Buffer> {
  const zip = new JSZip();
  const date = new Date('2026-11-25T00:00:00Z');
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    { date },
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    { date },
  );
  const body = DOCX_PARAGRAPHS.map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`).join('');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`, { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

writeFileSync(path.join(out, 'feedback-ladder-handbook.pdf'), await pdf());
writeFileSync(path.join(out, 'meeting-reset-playbook.docx'), await docx());
writeFileSync(path.join(out, 'delegation-canvas.md'), MARKDOWN);
console.log(`wrote 3 knowledge fixtures to ${out}`);
