import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NotAWebmError, readWebm, writeSeekableWebm } from './webm';

const dir = mkdtempSync(path.join(tmpdir(), 'catalyst-webm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const data = (name: string) => path.join(import.meta.dirname, 'test-data', name);

describe('WebM as MediaRecorder writes it', () => {
  it('reads the real length and writes a seekable copy that reads back the same, clusters unchanged', async () => {
    const summary = await readWebm(data('three-seconds.webm'));
    expect(summary.durationMs).toBe(2967);
    expect(summary.seekableHeader).not.toBeNull();
    const target = path.join(dir, 'seekable.webm');
    await writeSeekableWebm(data('three-seconds.webm'), target, summary);
    const again = await readWebm(target);
    expect(again.durationMs).toBe(2967);
    const original = readFileSync(data('three-seconds.webm'));
    const copy = readFileSync(target);
    expect(copy.subarray(summary.seekableHeader!.length).equals(original.subarray(summary.metadataSize))).toBe(true);
    // The header now says how long it is (Duration) and where to seek (Cues).
    expect(copy.subarray(0, summary.seekableHeader!.length).includes(Buffer.from([0x1c, 0x53, 0xbb, 0x6b]))).toBe(true);
    expect(copy.subarray(0, summary.seekableHeader!.length).includes(Buffer.from([0x44, 0x89]))).toBe(true);
  });

  it('reads a canvas recording with an alpha channel (BlockGroups, no cue points) and keeps it as it came', async () => {
    const summary = await readWebm(data('canvas-with-alpha.webm'));
    expect(summary.durationMs).toBeGreaterThan(500);
    expect(summary.seekableHeader).toBeNull();
    const target = path.join(dir, 'kept.webm');
    await writeSeekableWebm(data('canvas-with-alpha.webm'), target, summary);
    expect(readFileSync(target).equals(readFileSync(data('canvas-with-alpha.webm')))).toBe(true);
  });

  it('reads a file cut short up to its last whole element', async () => {
    const cut = path.join(dir, 'cut.webm');
    writeFileSync(cut, readFileSync(data('three-seconds.webm')).subarray(0, 40_000));
    const summary = await readWebm(cut);
    expect(summary.durationMs).toBeGreaterThan(500);
    expect(summary.durationMs).toBeLessThan(2967);
  });

  it('refuses what is not a WebM video with a reason', async () => {
    for (const [bytes, reason] of [
      [Buffer.alloc(0), 'The upload is empty'],
      [Buffer.from('%PDF-1.7 not a video'), 'The upload is not a WebM video'],
      [Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 0xff)]), 'The upload is not a readable WebM video'],
    ] as const) {
      const file = path.join(dir, 'bad.bin');
      writeFileSync(file, bytes);
      const error = await readWebm(file).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(NotAWebmError);
      expect((error as Error).message, reason).toMatch(/^The upload (is|holds)/);
    }
  });
});
