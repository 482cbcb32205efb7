import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEKEEPING_INTERVAL_MS } from '../housekeeping';
import { reportPdfKey } from '../domains/progress-reports/report-pdf.job';
import { type TestApp, mailJobsSettled, mailTo, startTestApp, testDialect } from '../testing/harness';
import { type FakeSmtp, startFakeSmtp } from '../testing/fake-smtp';
import { createJobQueue } from './jobs';
import { jobByKey, jobRows, makeJobsDue } from './jobs.testkit';

declare module './jobs' {
  interface JobPayloads {
    'test.held': { label: string };
  }
}

const quiet = { warn: () => {}, error: () => {} };
let t: TestApp;
beforeAll(async () => {
  // No polling: the tests say when due jobs run (a mail still goes out at once: send() wakes the queue).
  t = await startTestApp({ env: { JOB_POLL_MS: '0' } });
});
afterAll(() => t.close());

const jobsNamed = (name: string) => jobRows(t.db, { name });
const dueNow = (key: string) => makeJobsDue(t.db, { key }, { again: true });

describe(`mail through the job queue (${testDialect})`, () => {
  it('sends each mail once from the person\'s view, however often its job runs', async () => {
    await t.app.services.mailer.send({ to: 'once@example.com', subject: 'Exactly once', text: 'Hello' }, { idempotencyKey: 'test-once-1' });
    // The same mail again (e.g. the job that sends it ran twice) queues nothing new.
    await t.app.services.mailer.send({ to: 'once@example.com', subject: 'Exactly once', text: 'Hello' }, { idempotencyKey: 'test-once-1' });
    expect(await mailTo(t.db, 'once@example.com')).toHaveLength(1);
    // The job itself runs again (a crash after sending, before it was marked done): still one mail.
    await dueNow('mail:test-once-1');
    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect(await mailTo(t.db, 'once@example.com')).toHaveLength(1);
    expect(await t.db.selectFrom('outbox').select('id').where('idempotencyKey', '=', 'test-once-1').execute()).toHaveLength(1);
  });

  it('queues a sign-in link\'s mail as a job, which goes out without waiting for a poll', async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await t.anon.post('/api/auth/email-link', { email: 'coach@example.com' });
    expect(res.status).toBe(200);
    const jobs = await jobsNamed('mail.send');
    expect(jobs.length).toBeGreaterThan(0);
    await mailJobsSettled(t.db);
    expect((await mailTo(t.db, 'coach@example.com')).at(-1)!.text).toMatch(/email-link\?token=/);
    expect((await admin.get('/api/admin/jobs/dead')).body).toEqual([]);
  });
});

describe(`mail over SMTP through the job queue (${testDialect})`, () => {
  let smtp: FakeSmtp;
  let smtpApp: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    smtpApp = await startTestApp({ env: { JOB_POLL_MS: '0', SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await smtpApp?.close();
    await smtp?.close();
  });
  const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

  it('delivers once however often the job runs, and a resend after a lost record carries the same Message-ID', async () => {
    await smtpApp.app.services.mailer.send({ to: 'smtp-once@example.com', subject: 'Once over SMTP', text: 'Hello' }, { idempotencyKey: 'smtp-once-1' });
    await mailJobsSettled(smtpApp.db);
    expect(smtp.messages).toHaveLength(1);
    const first = messageIdOf(smtp.messages[0]!);
    expect(first).toBe('<smtp-once-1@catalyst.mail>');

    // The job runs again (its process died after the send, before the job was marked done): the outbox
    // record of the send stops a second delivery.
    await makeJobsDue(smtpApp.db, { key: 'mail:smtp-once-1' }, { again: true });
    expect(await smtpApp.app.services.jobs.runDue()).toBe(1);
    expect(smtp.messages).toHaveLength(1);

    // The one window SMTP leaves: the server accepted the mail and the process died before recording it.
    // The rerun sends again under the same Message-ID, which mail servers and clients take as one message.
    await smtpApp.db.deleteFrom('outbox').where('idempotencyKey', '=', 'smtp-once-1').execute();
    await makeJobsDue(smtpApp.db, { key: 'mail:smtp-once-1' }, { again: true });
    expect(await smtpApp.app.services.jobs.runDue()).toBe(1);
    expect(smtp.messages.map(messageIdOf)).toEqual([first, first]);
    expect(await smtpApp.db.selectFrom('outbox').select('id').where('idempotencyKey', '=', 'smtp-once-1').execute()).toHaveLength(1);
  });
});

describe(`a mail server that refuses (${testDialect})`, () => {
  let refused: TestApp;
  beforeAll(async () => {
    // Port 1: nothing listens, every delivery fails at the network as a real outage would.
    refused = await startTestApp({ env: { JOB_POLL_MS: '0', SMTP_URL: 'smtp://127.0.0.1:1', JOB_RETRY_BASE_MS: '1000' } });
  });
  afterAll(() => refused.close());

  it('retries the mail with growing delays, then keeps it as a dead letter admins can see', async () => {
    await refused.app.services.mailer.send({ to: 'nobody@example.com', subject: 'Never arrives', text: 'x' }, { idempotencyKey: 'test-refused-1' });
    const gaps: number[] = [];
    for (let run = 0; run < 20; run++) {
      const job = await jobByKey(refused.db, 'mail:test-refused-1');
      if (job.status === 'dead') break;
      if (job.status === 'queued' && job.attempts > 0) {
        gaps.push(new Date(job.runAt).getTime() - new Date(job.changedAt!).getTime());
        await makeJobsDue(refused.db, { key: 'mail:test-refused-1' });
      }
      await refused.app.services.jobs.runDue();
    }
    const job = await jobByKey(refused.db, 'mail:test-refused-1');
    expect(job).toMatchObject({ status: 'dead', attempts: 8, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    // 1 s, 2 s, 4 s, ... after each failure (the table runner exactly; pg-boss adds up to as much again).
    if (testDialect === 'postgres') {
      expect(gaps).toHaveLength(7);
      gaps.forEach((gap, i) => expect(gap / 1000, `gap ${i + 1}`).toBeGreaterThanOrEqual(2 ** i));
      gaps.forEach((gap, i) => expect(gap / 1000, `gap ${i + 1}`).toBeLessThanOrEqual(2 ** (i + 1) + 0.5));
    } else {
      expect(gaps.map((gap) => Math.round(gap / 1000))).toEqual([1, 2, 4, 8, 16, 32, 64]);
    }
    expect(await refused.db.selectFrom('outbox').select('id').where('idempotencyKey', '=', 'test-refused-1').execute()).toEqual([]);
    const dead = await (await refused.signIn('admin@example.com')).get('/api/admin/jobs/dead');
    expect(dead.body).toContainEqual(expect.objectContaining({ name: 'mail.send', key: 'mail:test-refused-1', attempts: 8 }));
  });
});

describe(`stopping the runner (${testDialect})`, () => {
  it('puts a job still running when the runner stops back on the queue, due at once, and runs it again after the restart', async () => {
    const first = createJobQueue(t.db, quiet, { pollMs: 0 });
    let began = false;
    first.define('test.held', (_payload, job) => {
      began = true;
      // Works until the shutdown aborts it (a long report, a reply being written).
      return new Promise<void>((_resolve, reject) => job.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));
    });
    await first.enqueue('test.held', { label: 'in flight' }, { key: 'held-1' });
    first.wake();
    await expect.poll(() => began).toBe(true);
    await first.stop(50);
    const released = await jobByKey(t.db, 'held-1');
    expect(released).toMatchObject({ status: 'queued', attempts: 1, lastError: 'interrupted by a shutdown' });
    expect(new Date(released.runAt).getTime()).toBeLessThanOrEqual(Date.now());

    const restarted = createJobQueue(t.db, quiet, { pollMs: 0 });
    const runs: number[] = [];
    restarted.define('test.held', async (_payload, job) => {
      runs.push(job.attempt);
    });
    expect(await restarted.runDue()).toBe(1);
    expect(runs).toEqual([2]);
    expect((await jobByKey(t.db, 'held-1')).status).toBe('done');
    await restarted.stop();
  });
});

describe(`scheduled and follow-up jobs (${testDialect})`, () => {
  it('runs housekeeping as a recurring job: expired sessions and old finished jobs go, the next hour is queued', async () => {
    const signedIn = await t.signIn('client@example.com');
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.db.updateTable('authSessions').set({ expiresAt: past }).where('userId', '=', (await signedIn.get('/api/auth/user')).body.id).execute();
    const old = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
    await t.db.insertInto('jobs').values({ name: 'test.old', key: 'old-finished', payload: '{}', runAt: old, status: 'done' }).execute();
    await t.db.updateTable('jobs').set({ updatedAt: old }).where('key', '=', 'old-finished').execute();

    await t.app.services.jobs.scheduleRecurring();
    const slot = Math.floor(Date.now() / HOUSEKEEPING_INTERVAL_MS);
    await t.app.services.jobs.runDue();
    expect((await signedIn.get('/api/auth/user')).status).toBe(401);
    expect(await t.db.selectFrom('jobs').select('id').where('key', '=', 'old-finished').execute()).toEqual([]);
    const housekeeping = await jobsNamed('housekeeping');
    expect(housekeeping).toEqual([
      expect.objectContaining({ key: `housekeeping:${slot}`, status: 'done' }),
      expect.objectContaining({ key: `housekeeping:${slot + 1}`, status: 'queued', runAt: new Date((slot + 1) * HOUSEKEEPING_INTERVAL_MS).toISOString() }),
    ]);
    // Another instance starting in the same hour schedules nothing new.
    await t.app.services.jobs.scheduleRecurring();
    expect(await jobsNamed('housekeeping')).toHaveLength(2);
    // The billing period close is a recurring job too, and ran in the same drain.
    expect((await jobsNamed('billing.close-period')).map((job) => job.status)).toEqual(['done', 'queued']);
  });

  it('draws a generated report\'s PDF in a job, so the download reads the stored file', async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/progress-reports/generate', { period: 'month', type: 'comprehensive' });
    expect(res.status).toBe(200);
    const id = res.body.id as number;
    expect((await jobsNamed('report.render-pdf')).map((job) => job.key)).toContain(`report.render-pdf:${id}`);
    await t.app.services.jobs.runDue();
    const zone = (await t.db.selectFrom('users').select('timezone').where('email', '=', 'client@example.com').executeTakeFirstOrThrow()).timezone ?? 'UTC';
    const stored = await t.app.services.storage.get(reportPdfKey(id, zone));
    expect(stored?.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await client.get(`/api/progress-reports/${id}/download`);
    expect(download.status).toBe(200);
    expect(Number(download.headers.get('content-length'))).toBe(stored!.length);
  });
});
