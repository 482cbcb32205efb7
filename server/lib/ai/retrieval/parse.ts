import path from 'node:path';

export type KnowledgeFileType = 'pdf' | 'docx' | 'markdown' | 'text';

/** The type of an uploaded file: from its first bytes where the format has a signature, else from its name. */
export function fileTypeOf(name: string, bytes: Uint8Array): KnowledgeFileType | null {
  const extension = path.extname(name).toLowerCase();
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (head === '%PDF-') return 'pdf';
  // DOCX is a ZIP container (PK\x03\x04).
  if (head.startsWith('PK\u0003\u0004')) return extension === '.docx' ? 'docx' : null;
  if (extension === '.pdf' || extension === '.docx') return null;
  if (bytes.includes(0)) return null;
  if (extension === '.md' || extension === '.markdown') return 'markdown';
  if (extension === '.txt' || extension === '') return 'text';
  return null;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        text += item.hasEOL ? '\n' : item.str.endsWith(' ') ? '' : ' ';
      }
      pages.push(text.replace(/[ \t]+\n/g, '\n').replace(/ {2,}/g, ' ').trim());
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const mammoth = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return result.value;
}

/** The text of an uploaded knowledge file (PDF with pdfjs-dist, DOCX with mammoth, Markdown and plain text as is). */
export async function extractText(type: KnowledgeFileType, bytes: Uint8Array): Promise<string> {
  const text = type === 'pdf' ? await pdfText(bytes) : type === 'docx' ? await docxText(bytes) : Buffer.from(bytes).toString('utf8');
  return text.replaceAll('\u0000', '').replace(/\n{3,}/g, '\n\n').trim();
}
