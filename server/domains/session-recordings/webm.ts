import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import ebml from 'ts-ebml';

// ts-ebml is CommonJS: its classes come from the default export.
const { Decoder, Reader, tools } = ebml;

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export class NotAWebmError extends Error {
  override name = 'NotAWebmError';
}

export interface WebmSummary {
  durationMs: number;
  /** Bytes of the original header (EBML, Segment start, Info, Tracks) that the seekable header replaces. */
  metadataSize: number;
  /** The new header: the same metadata with Duration and Cues, so players can show the length and seek; null without cue points. */
  seekableHeader: Buffer | null;
}

/**
 * ts-ebml's encoder answers `Buffer.concat(...).buffer`, which for a small header is Node's whole
 * shared 8 KiB pool; with the pool off for this one synchronous call the ArrayBuffer is exactly the header.
 */
function encodeSeekableHeader(metadatas: Parameters<typeof tools.makeMetadataSeekable>[0], duration: number, cues: Parameters<typeof tools.makeMetadataSeekable>[2]): Buffer {
  const poolSize = Buffer.poolSize;
  Buffer.poolSize = 0;
  try {
    return Buffer.from(tools.makeMetadataSeekable(metadatas, duration, cues));
  } finally {
    Buffer.poolSize = poolSize;
  }
}

/**
 * Reads a WebM file as MediaRecorder writes it (no Duration, no Cues) in one streaming pass: its real
 * length from the last block's time, and the cue points of its clusters. A file cut short (a closed tab)
 * reads up to its last whole element.
 */
export async function readWebm(file: string): Promise<WebmSummary> {
  const decoder = new Decoder();
  const reader = new Reader();
  reader.logging = false;
  reader.drop_default_duration = false;
  let first = true;
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    const bytes = chunk as Buffer;
    if (first) {
      if (bytes.length < 4 || !bytes.subarray(0, 4).equals(EBML_MAGIC)) throw new NotAWebmError('The upload is not a WebM video');
      first = false;
    }
    let elements;
    try {
      elements = decoder.decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    } catch {
      throw new NotAWebmError('The upload is not a readable WebM video');
    }
    for (const element of elements) reader.read(element);
  }
  if (first) throw new NotAWebmError('The upload is empty');
  reader.stop();
  const docType = reader.metadatas.find((element) => element.name === 'DocType');
  if (!docType || docType.type !== 's' || docType.value !== 'webm') throw new NotAWebmError('The upload is not a WebM video');
  const durationMs = Math.round((reader.duration * reader.timestampScale) / 1_000_000);
  if (!Number.isFinite(durationMs) || durationMs <= 0) throw new NotAWebmError('The upload holds no video frames');
  // Cue points come from key frames in SimpleBlocks; a file without them is kept as it came (it plays, seeking is slower).
  const seekableHeader = reader.cues.length > 0 ? encodeSeekableHeader(reader.metadatas, reader.duration, reader.cues) : null;
  return { durationMs, metadataSize: reader.metadataSize, seekableHeader };
}

/** Writes the seekable copy: the new header, then the original clusters unchanged (or the file as it is without one). */
export async function writeSeekableWebm(source: string, target: string, summary: WebmSummary): Promise<void> {
  const out = createWriteStream(target);
  const header = summary.seekableHeader;
  if (!header) return pipeline(createReadStream(source), out);
  await new Promise<void>((resolve, reject) => {
    out.write(header, (error) => (error ? reject(error) : resolve()));
  });
  await pipeline(createReadStream(source, { start: summary.metadataSize }), out);
}
