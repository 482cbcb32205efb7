/** Passages of about this many characters: long enough to answer, short enough to quote. */
const TARGET = 700;
const MAX = 1100;

export interface Chunk {
  ordinal: number;
  text: string;
}

function sentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+/).filter(Boolean);
}

/**
 * Splits a source into passages along its own structure: Markdown headings start a new passage (and
 * stay with it, so a passage says what it is about), paragraphs are joined up to about 700 characters,
 * and a paragraph longer than 1100 is cut between sentences.
 */
export function chunkText(text: string): Chunk[] {
  const chunks: string[] = [];
  let heading = '';
  let current = '';
  const flush = () => {
    const body = current.trim();
    if (body) chunks.push(heading && !body.startsWith(heading) ? `${heading}\n${body}` : body);
    current = '';
  };
  const add = (piece: string) => {
    if (current && current.length + piece.length + 2 > TARGET) flush();
    current = current ? `${current}\n\n${piece}` : piece;
  };
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const raw of paragraphs) {
    const lines = raw.split('\n');
    for (const line of lines) {
      const match = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
      if (match) {
        flush();
        heading = match[1]!.trim();
      }
    }
    const paragraph = lines.filter((line) => !/^\s{0,3}#{1,6}\s+/.test(line)).join('\n').trim();
    if (!paragraph) continue;
    if (paragraph.length <= MAX) {
      add(paragraph);
      continue;
    }
    let piece = '';
    for (const sentence of sentences(paragraph)) {
      if (piece && piece.length + sentence.length + 1 > TARGET) {
        add(piece);
        flush();
        piece = '';
      }
      piece = piece ? `${piece} ${sentence}` : sentence.slice(0, MAX);
    }
    if (piece) add(piece);
  }
  flush();
  return chunks.map((chunk, ordinal) => ({ ordinal, text: chunk }));
}
