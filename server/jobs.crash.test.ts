import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type DatabaseHandle } from './db';
import { jobRows } from './lib/jobs.testkit';
import { type ChildServer, startChildServer } from './testing/child-server';
import { type FakeSmtp, startFakeSmtp } from './testing/fake-smtp';
import { testDialect } from './testing/harness';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './testing/postgres';

/**
 * A job in flight when its process is SIGKILLed runs again after the restart, and its mail goes out
 * once: the real entry point in a child process, a real SMTP server (a fake one at the network
 * boundary) that hangs on the first delivery, and a short lease (JOB_LEASE_MS) so the restart need
 * not wait the mail job's two minutes.
 */

let dir: string;
let database: { url: string; drop(): Promise<void> };
let handle: DatabaseHandle;
let smtp: FakeSmtp;
const children: ChildServer[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'catalyst-crash-'));
  const postgres = inject('postgres');
  if (postgres) {
    const name = uniqueDatabaseName('catalyst_test');
    database = { url: await createDatabase(postgres.serverUrl, name, postgres.template), drop: () => dropDatabase(postgres.serverUrl, name) };
    handle = createDb({ database: { kind: 'postgres', url: database.url, poolMax: 2 } });
  } else {
    const file = path.join(dir, 'catalyst.db');
    copyFileSync(inject('templateDb'), file);
    database = { url: file, drop: async () => {} };
    handle = createDb({ database: { kind: 'sqlite', file } });
  }
  smtp = await startFakeSmtp();
});

afterAll(async () => {
  for (const server of children) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await handle?.close();
  await smtp?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

// The child runs the bundled server (a second or two to start); a loaded 2-core machine once took 50-60 s
// when it compiled the server through tsx. How long the start takes is not under test.
const START_TIMEOUT_MS = 180_000;

function start(): Promise<ChildServer> {
  return startChildServer({
    HOME: dir,
    DATA_DIR: dir,
    DATABASE_URL: database.url,
    // No recurring jobs (housekeeping, billing): only the mail under test reaches the SMTP server.
    NODE_ENV: 'test',
    SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123',
    SMTP_URL: smtp.url,
    JOB_LEASE_MS: '1500',
    JOB_POLL_MS: '100',
  }, START_TIMEOUT_MS).then((server) => {
    children.push(server);
    return server;
  });
}

const mailJobs = () => jobRows(handle.db, { name: 'mail.send' });

describe(`a job whose process is killed mid-run (${testDialect})`, () => {
  it('runs again after the restart once its lease runs out, ends done on its second attempt, and mails once', { timeout: 2 * START_TIMEOUT_MS + 60_000 }, async () => {
    expect(await mailJobs()).toEqual([]);
    const first = await start();
    smtp.stallNext(1);
    const asked = await fetch(`${first.url}/api/auth/email-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'client@example.com' }) });
    expect(asked.status, first.output()).toBe(200);
    // The mail job has claimed its row and is talking to the (hung) mail server: kill the process there.
    await expect.poll(() => smtp.connections).toBe(1);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const [inFlight] = await mailJobs();
    expect(inFlight).toMatchObject({ status: 'running', attempts: 1 });
    expect(smtp.messages).toEqual([]);

    const second = await start();
    await expect.poll(async () => (await mailJobs())[0]?.status, { timeout: 15_000 }).toBe('done');
    const jobs = await mailJobs();
    expect(jobs, second.output()).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(smtp.connections).toBe(2);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/^To: client@example\.com$/m);
    const { idempotencyKey } = jobs[0]!.payload as { idempotencyKey: string };
    const outbox = await handle.db.selectFrom('outbox').select(['toAddress']).where('idempotencyKey', '=', idempotencyKey).execute();
    expect(outbox).toEqual([{ toAddress: 'client@example.com' }]);

    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);
  });
});
