import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLong } from '../domains/sessions/session-time';
import { booking, coachId } from '../domains/sessions/sessions.testkit';
import { type TestApp, mailTo, startTestApp, testDialect } from '../testing/harness';
import { createJobQueue } from './jobs';
import { jobByKey, jobRows, makeJobsDue } from './jobs.testkit';

declare module './jobs' {
  interface JobPayloads {
    'test.flaky': { label: string };
    'test.slow': { label: string };
  }
}

const quiet = { warn: () => {}, error: () => {} };
let t: TestApp;
beforeAll(async () => {
  // No polling: the tests say when due jobs run.
  t = await startTestApp({ env: { JOB_POLL_MS: '0' } });
});
afterAll(() => t.close());

/** Makes the queued jobs matching `key` due now, as if their time had come. */
const makeDue = (keyPrefix: string) => makeJobsDue(t.db, { keyPrefix });

const wallClock = (iso: string) => iso.slice(0, 16);

describe(`booking reminders (${testDialect})`, () => {
  it('mails both people 24 h and 1 h before, each in their own zone, once however often the job runs', async () => {
    const client = await t.signIn('member@acme.example');
    const marcus = await coachId(t.db, 'sarah.chen@coaches.example');
    const start = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000);
    start.setUTCHours(14, 0, 0, 0);
    const res = await client.post('/api/sessions', booking({ coachId: marcus, title: 'Reminder check', scheduledAt: wallClock(new Date(start.getTime() + 9 * 3600_000).toISOString()), timezone: 'Asia/Tokyo' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scheduledAt).toBe(start.toISOString());
    const id = res.body.id as number;
    const queued = (await jobRows(t.db, { keyPrefix: `session.reminder:${id}:` })).map(({ key, runAt }) => ({ key, runAt })).sort((a, b) => a.runAt.localeCompare(b.runAt));
    expect(queued).toEqual([
      { key: `session.reminder:${id}:0:24h`, runAt: new Date(start.getTime() - 24 * 3600_000).toISOString() },
      { key: `session.reminder:${id}:0:1h`, runAt: new Date(start.getTime() - 3600_000).toISOString() },
    ]);
    const coachUser = await t.db.selectFrom('users').innerJoin('coaches', 'coaches.userId', 'users.id').select(['users.email', 'users.timezone', 'coaches.timezone as profileZone']).where('coaches.id', '=', marcus).executeTakeFirstOrThrow();

    // The booking's own mails are queued and woken at once; on a loaded machine the wake may still be
    // claiming them when the count below starts, so they run first and the count is the reminder's alone.
    await t.app.services.jobs.runDue();
    await makeDue(`session.reminder:${id}:0:24h`);
    // The reminder, then the two mails it queued (one job per mail).
    expect(await t.app.services.jobs.runDue()).toBe(3);
    const toClient = (await mailTo(t.db, 'member@acme.example')).filter((m) => m.subject === 'Reminder: Reminder check tomorrow');
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.text).toContain(formatLong(start, 'Asia/Tokyo'));
    const toCoach = (await mailTo(t.db, coachUser.email)).filter((m) => m.subject === 'Reminder: Reminder check tomorrow');
    expect(toCoach).toHaveLength(1);
    expect(toCoach[0]!.text).toContain(formatLong(start, coachUser.timezone ?? coachUser.profileZone ?? 'UTC'));

    // At least once: the same job running again (a retry after a crash) queues no mail twice (same keys).
    await makeJobsDue(t.db, { key: `session.reminder:${id}:0:24h` }, { again: true });
    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect((await mailTo(t.db, 'member@acme.example')).filter((m) => m.subject === 'Reminder: Reminder check tomorrow')).toHaveLength(1);

    await makeDue(`session.reminder:${id}:0:1h`);
    await t.app.services.jobs.runDue();
    expect((await mailTo(t.db, 'member@acme.example')).filter((m) => m.subject === 'Reminder: Reminder check in one hour')).toHaveLength(1);
  });

  it('sends no reminder for a cancelled session, and only the new time for a moved one', async () => {
    const client = await t.signIn('client@example.com');
    const sarah = await coachId(t.db, 'sarah.chen@coaches.example');
    const at = (days: number) => wallClock(new Date(Date.now() + days * 24 * 3600_000).toISOString().replace(/T.*/, 'T08:00'));
    const cancelled = await client.post('/api/sessions', booking({ coachId: sarah, title: 'To be cancelled', scheduledAt: at(5), timezone: 'UTC' }));
    const moved = await client.post('/api/sessions', booking({ coachId: sarah, title: 'To be moved', scheduledAt: at(6), timezone: 'UTC' }));
    expect([cancelled.status, moved.status]).toEqual([200, 200]);
    expect((await client.patch(`/api/sessions/${cancelled.body.id}/status`, { status: 'cancelled' })).status).toBe(200);
    const rescheduled = await client.patch(`/api/sessions/${moved.body.id}`, { scheduledAt: at(8), timezone: 'UTC' });
    expect(rescheduled.status).toBe(200);
    // Every reminder of both sessions comes due, including any left over from before the move.
    await makeJobsDue(t.db, { name: 'session.reminder' });
    await t.app.services.jobs.runDue();
    const mails = (await mailTo(t.db, 'client@example.com')).filter((m) => m.subject.startsWith('Reminder: To be'));
    expect(mails.map((m) => m.subject).sort()).toEqual(['Reminder: To be moved in one hour', 'Reminder: To be moved tomorrow']);
    expect(mails.every((m) => m.text.includes(formatLong(new Date(rescheduled.body.scheduledAt), 'UTC')))).toBe(true);
  });
});

describe(`the job runner (${testDialect})`, () => {
  it('retries a failing job with growing delays, then keeps it as a dead letter with its error', async () => {
    const queue = createJobQueue(t.db, quiet, { pollMs: 0, retryBaseMs: 1000 });
    try {
      const runs: number[] = [];
      queue.define('test.flaky', async (_payload, job) => {
        runs.push(job.attempt);
        throw new Error(`failure ${job.attempt}`);
      }, { maxAttempts: 3 });
      const id = await queue.enqueue('test.flaky', { label: 'x' }, { key: 'flaky-1' });
      expect(id).not.toBeNull();
      expect(await queue.enqueue('test.flaky', { label: 'x' }, { key: 'flaky-1' })).toBeNull();
      for (const attempt of [1, 2]) {
        await queue.runDue();
        const job = await jobByKey(t.db, 'flaky-1');
        expect(job).toMatchObject({ id, status: 'queued', attempts: attempt, lastError: `failure ${attempt}` });
        // 1 s after the first failure, 2 s after the second; pg-boss adds up to as much again (jitter).
        const base = 1000 * 2 ** (attempt - 1);
        const gap = new Date(job.runAt).getTime() - new Date(job.changedAt!).getTime();
        expect(gap).toBeGreaterThanOrEqual(base - 50);
        expect(gap).toBeLessThanOrEqual(testDialect === 'postgres' ? 2 * base + 500 : base + 50);
        expect(await queue.runDue()).toBe(0); // not due yet
        await makeJobsDue(t.db, { key: 'flaky-1' });
      }
      await queue.runDue();
      expect(runs).toEqual([1, 2, 3]);
      expect(await jobByKey(t.db, 'flaky-1')).toMatchObject({ status: 'dead', lastError: 'failure 3' });
      await makeJobsDue(t.db, { key: 'flaky-1' });
      expect(await queue.runDue()).toBe(0);

      const admin = await t.signIn('admin@example.com');
      const dead = await admin.get('/api/admin/jobs/dead');
      expect(dead.status).toBe(200);
      expect(dead.body).toContainEqual(expect.objectContaining({ id, name: 'test.flaky', key: 'flaky-1', attempts: 3, lastError: 'failure 3' }));
      expect((await (await t.signIn('coach@example.com')).get('/api/admin/jobs/dead')).status).toBe(403);
    } finally {
      await queue.stop();
    }
  });

  it('runs a job again after its process died mid-flight (the lease runs out), and only once more', async () => {
    // pg-boss counts leases in whole seconds: one second on both runners.
    const dying = createJobQueue(t.db, quiet, { pollMs: 0 });
    let started = 0;
    // The first process takes the job and never finishes it: it was killed.
    dying.define('test.slow', () => {
      started++;
      return new Promise<void>(() => {});
    }, { leaseMs: 1000 });
    const id = await dying.enqueue('test.slow', { label: 'report' }, { key: 'slow-1' });
    void dying.runDue();
    await expect.poll(() => started).toBe(1);
    expect(await jobByKey(t.db, 'slow-1')).toMatchObject({ id, status: 'running', attempts: 1 });

    // After a restart, another runner finds the job whose lease ran out and runs it to the end.
    const restarted = createJobQueue(t.db, quiet, { pollMs: 0 });
    try {
      const done: number[] = [];
      restarted.define('test.slow', async (_payload, job) => {
        done.push(job.attempt);
      }, { leaseMs: 1000 });
      expect(await restarted.runDue()).toBe(0); // still leased
      // Each look runs the expiry check and claims what is due (pg-boss retries an expired job after its backoff).
      await expect.poll(() => restarted.runDue(), { timeout: 6000, interval: 200 }).toBe(1);
      expect(done).toEqual([2]);
      expect((await jobByKey(t.db, 'slow-1')).status).toBe('done');
      expect(await restarted.runDue()).toBe(0);
    } finally {
      await restarted.stop();
    }
  });
});
