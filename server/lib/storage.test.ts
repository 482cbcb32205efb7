import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, storageKeyPart } from './storage';

const dir = mkdtempSync(path.join(tmpdir(), 'catalyst-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = createLocalStorage(dir);

describe('local storage', () => {
  it('stores, reads back and deletes a file under the data folder', async () => {
    await storage.put('reports/1-utc.pdf', Buffer.from('%PDF-1.3'));
    expect((await storage.get('reports/1-utc.pdf'))?.toString()).toBe('%PDF-1.3');
    await storage.delete('reports/1-utc.pdf');
    expect(await storage.get('reports/1-utc.pdf')).toBeNull();
  });

  it('produces a missing file once, then serves the stored one', async () => {
    let made = 0;
    const produce = async () => Buffer.from(`version ${++made}`);
    expect((await storage.getOrCreate('qr/coach-1.png', produce)).toString()).toBe('version 1');
    expect((await storage.getOrCreate('qr/coach-1.png', produce)).toString()).toBe('version 1');
    expect(made).toBe(1);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'A/B', 'reports/']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('Invalid storage key');
    }
  });

  it('turns any value into a safe key part', () => {
    expect(storageKeyPart('America/New_York')).toBe('america-new-york');
    expect(storageKeyPart('../..')).toBe('_');
  });
});

describe('local storage: large files', () => {
  it('takes over a finished file, reports its size and streams a byte range', async () => {
    const source = path.join(dir, 'incoming.bin');
    writeFileSync(source, Buffer.from('0123456789abcdef'));
    await storage.putFile('recordings/7.webm', source);
    expect(existsSync(source)).toBe(false);
    expect(await storage.size('recordings/7.webm')).toBe(16);
    const chunks: Buffer[] = [];
    for await (const chunk of storage.readStream('recordings/7.webm', { start: 4, end: 9 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('456789');
    await storage.delete('recordings/7.webm');
    expect(await storage.size('recordings/7.webm')).toBeNull();
  });
});
