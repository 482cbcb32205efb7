import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Files the app produces (QR images, report PDFs, session recordings), addressed by a key such as
 * 'reports/12-europe-paris.pdf'. One module, so a multi-instance deployment swaps the local folder
 * for an object store without touching callers.
 */
export interface Storage {
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /** The stored file, or the one `produce` makes (then stored) when there is none yet. */
  getOrCreate(key: string, produce: () => Promise<Buffer>): Promise<Buffer>;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The bytes from `start` to `end` inclusive (the whole file without a range); large files are never read whole. */
  readStream(key: string, range?: { start: number; end: number }): Readable;
  /** Takes over a finished local file (a processed recording), moving it rather than copying where it can. */
  putFile(key: string, sourcePath: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** A key made safe from parts that may hold anything (a time zone, an id): lower case, dashes. */
export function storageKeyPart(value: string | number): string {
  return String(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || '_';
}

/** Local files under `<dataDir>/files`; writes go through a temporary file and a rename, so a reader never sees half a file. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'files');
  const fileOf = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };

  const storage: Storage = {
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    readStream(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async putFile(key, sourcePath) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(sourcePath, file);
      } catch (error) {
        // Another filesystem: copy under a temporary name first, so a reader never sees half a file.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        await copyFile(sourcePath, temporary);
        await rename(temporary, file);
        await rm(sourcePath, { force: true });
      }
    },
    async getOrCreate(key, produce) {
      const stored = await storage.get(key);
      if (stored) return stored;
      const made = await produce();
      await storage.put(key, made);
      return made;
    },
  };
  return storage;
}
