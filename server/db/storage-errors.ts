import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

/** SQLite result codes that mean the file or disk is at fault, not the query. */
const STORAGE_CODES: Record<string, string> = {
  SQLITE_FULL: 'the disk is full',
  SQLITE_READONLY: 'the file is read-only',
  SQLITE_READONLY_DBMOVED: 'the file was moved or deleted while open',
  SQLITE_CANTOPEN: 'the file cannot be opened',
  SQLITE_NOTADB: 'the file is not a SQLite database (corrupt or wrong file)',
  SQLITE_CORRUPT: 'the file is corrupt',
  SQLITE_IOERR: 'reading or writing the file failed',
  SQLITE_PERM: 'permission denied',
};

/** PostgreSQL SQLSTATE codes with the same meaning (class 53: insufficient resources; read-only transactions). */
const POSTGRES_CODES: Record<string, string> = {
  '53100': STORAGE_CODES.SQLITE_FULL!,
  '25006': 'the database is read-only',
  '58030': STORAGE_CODES.SQLITE_IOERR!,
};

/** The storage fault behind an error, in words, or null when the error is something else. */
export function storageFault(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      // Extended codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DIRECTORY, ...) share their primary code's meaning.
      const primary = /^SQLITE_[A-Z]+/.exec(code)?.[0] ?? code;
      const cause = STORAGE_CODES[code] ?? STORAGE_CODES[primary] ?? POSTGRES_CODES[code];
      if (cause) return cause;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function isDiskFull(error: unknown): boolean {
  return storageFault(error) === STORAGE_CODES.SQLITE_FULL;
}

const HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * Checks an existing database file before SQLite opens it: the header says what it is and how many
 * pages it has, so a foreign or cut-off file is named as such instead of failing later mid-request.
 */
export function inspectDatabaseFile(file: string): string | null {
  if (file === ':memory:' || !existsSync(file)) return null;
  const size = statSync(file).size;
  if (size === 0) return null; // SQLite makes an empty file a new database
  const header = Buffer.alloc(100);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 100, 0);
  } finally {
    closeSync(fd);
  }
  if (size < 100 || !header.subarray(0, 16).equals(HEADER)) return STORAGE_CODES.SQLITE_NOTADB!;
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pages = header.readUInt32BE(28);
  const counterMatches = header.readUInt32BE(24) === header.readUInt32BE(92);
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) return STORAGE_CODES.SQLITE_CORRUPT!;
  if (counterMatches && pages > 0 && size < pages * pageSize) {
    return `the file is truncated (${size} bytes; its header says ${pages * pageSize})`;
  }
  return null;
}

/**
 * Remembers that a write failed for a storage reason until a later write succeeds, so health
 * reports 'degraded' even when its own small probe still fits in free pages.
 */
export function createStorageHealth() {
  let fault: string | null = null;
  return {
    fault(cause: string) {
      fault = cause;
    },
    writeSucceeded() {
      fault = null;
    },
    current(): string | null {
      return fault;
    },
  };
}

export type StorageHealth = ReturnType<typeof createStorageHealth>;
