import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, openSync, rmSync, statSync, truncateSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'catalyst-startup-'));
  chmodSync(dir, 0o755);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NOBODY = 65534;

/** Starts the real server entry point, bundled as `npm start` runs it; every case here must exit before listening. */
function start(env: Record<string, string>, options: { asNobody?: boolean } = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [inject('serverBundle')], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 30_000,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'startup-secret-startup-secret-startup-0123',
      ...env,
    },
    ...(options.asNobody ? { uid: NOBODY, gid: NOBODY } : {}),
  });
}

function expectOneLine(result: SpawnSyncReturns<string>, ...fragments: string[]) {
  expect(result.status, result.stderr).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  for (const fragment of fragments) expect(lines[0]).toContain(fragment);
  expect(result.stderr).not.toMatch(/\n\s+at /); // no stack
}

function copyTemplate(name: string): string {
  const file = path.join(dir, name);
  copyFileSync(inject('templateDb'), file);
  return file;
}

describe('starting the server', () => {
  it('refuses NODE_ENV=production without PUBLIC_URL in one line', () => {
    const result = start({ NODE_ENV: 'production', DATABASE_URL: path.join(dir, 'prod.db') });
    expectOneLine(result, 'NODE_ENV=production needs PUBLIC_URL');
  });

  it('names a file that is not a database', () => {
    const file = path.join(dir, 'garbage.db');
    writeFileSync(file, Buffer.alloc(64 * 1024, 0x5a));
    expectOneLine(start({ DATABASE_URL: file }), file, 'not a SQLite database');
  });

  it('names a truncated database', () => {
    const file = copyTemplate('truncated.db');
    truncateSync(file, Math.floor(statSync(file).size / 2));
    expectOneLine(start({ DATABASE_URL: file }), file, 'truncated');
  });

  it('names a database whose pages are corrupt behind an intact header', () => {
    const file = copyTemplate('corrupt.db');
    const size = statSync(file).size;
    const fd = openSync(file, 'r+');
    // Keep page 1 (header and schema), scribble over the rest.
    writeSync(fd, Buffer.alloc(size - 4096, 0xa5), 0, size - 4096, 4096);
    closeSync(fd);
    expectOneLine(start({ DATABASE_URL: file }), file, 'corrupt');
  });

  it('names a read-only database', () => {
    const file = copyTemplate('readonly.db');
    chmodSync(file, 0o444);
    // root writes through file modes: the server then runs as an unprivileged user, as in production.
    const asRoot = process.getuid?.() === 0;
    expectOneLine(start({ DATABASE_URL: file, DATA_DIR: dir }, { asNobody: asRoot }), file, 'read-only');
  });

  it('starts on an empty folder as `npm start` does (NODE_ENV unset): migrates, seeds, serves, stops cleanly; a second start keeps the data', async () => {
    const data = mkdtempSync(path.join(dir, 'fresh-'));
    const file = path.join(data, 'catalyst.db');
    for (const round of [1, 2]) {
      const child = spawn(process.execPath, [inject('serverBundle')], {
        cwd: process.cwd(),
        env: { PATH: process.env.PATH ?? '', HOME: dir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: file, DATA_DIR: data },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      try {
        // pino logs the address it listens on (PORT=0 picks a free one).
        const deadline = Date.now() + 60_000;
        let url: string | undefined;
        while (!url && Date.now() < deadline && child.exitCode === null) {
          url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
          if (!url) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(url, output).toBeDefined();
        expect((await fetch(`${url}/api/health`)).status, output).toBe(200);
        const login = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'client@example.com', password: 'catalyst-demo' }),
        });
        expect(login.status, output).toBe(200);
        // Seeded once: the second start migrates forward and seeds nothing.
        expect(output.includes('demo data seeded'), output).toBe(round === 1);
        // The job runner works on the migrated database (the recurring jobs are queued).
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(output, output).not.toMatch(/no such table|failed to start/i);
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited, output).toBe(0);
    }
    // Two starts with a 60 s deadline each (a loaded CI machine once took over 30 s for the first when it ran under tsx).
  }, 150_000);
});
