import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, mailTo, startTestApp, testDialect } from '../testing/harness';
import { createJobQueue } from './jobs';
import { jobIdOfKey } from './jobs.pg-boss';

declare module './jobs' {
  interface JobPayloads {
    'test.boss-key': { label: string };
    'test.boss-flaky': { label: string };
    'test.boss-adopted': { label: string };
  }
}

/** pg-boss's own rows: what the queue keeps, read where pg-boss keeps it. */
interface BossRow {
  id: string;
  name: string;
  state: string;
  singletonKey: string | null;
  retryCount: number;
  retryLimit: number;
  startedOn: Date | null;
  startAfter: Date;
}

const quiet = { warn: () => {}, error: () => {} };

describe.runIf(testDialect === 'postgres')('the job queue on pg-boss (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { JOB_POLL_MS: '0' } });
  });
  afterAll(() => t.close());

  const bossRows = async (where: string, values: unknown[]) =>
    (
      await t.db.withoutPlugins().executeQuery<BossRow>(
        CompiledQuery.raw(
          `SELECT id, name, state, singleton_key AS "singletonKey", retry_count AS "retryCount", retry_limit AS "retryLimit", started_on AS "startedOn", start_after AS "startAfter"
           FROM pgboss.job WHERE ${where} ORDER BY created_on`,
          values,
        ),
      )
    ).rows;
  const tableRows = (key: string) => t.db.selectFrom('jobs').select('id').where('key', '=', key).execute();

  it('keeps a keyed job in pg-boss under the id derived from its key: a second enqueue, before or after it ran, adds nothing', async () => {
    const queue = createJobQueue(t.db, quiet, { pollMs: 0 });
    try {
      const runs: string[] = [];
      queue.define('test.boss-key', async ({ label }) => {
        runs.push(label);
      });
      const id = await queue.enqueue('test.boss-key', { label: 'first' }, { key: 'boss-key-1' });
      expect(id).toBe(jobIdOfKey('boss-key-1'));
      expect(await queue.enqueue('test.boss-key', { label: 'second' }, { key: 'boss-key-1' })).toBeNull();
      expect(await bossRows('singleton_key = $1', ['boss-key-1'])).toEqual([expect.objectContaining({ id, name: 'test.boss-key', state: 'created' })]);
      expect(await tableRows('boss-key-1')).toEqual([]);
      expect(await queue.runDue()).toBe(1);
      expect(await queue.enqueue('test.boss-key', { label: 'third' }, { key: 'boss-key-1' })).toBeNull();
      expect(await queue.runDue()).toBe(0);
      expect(runs).toEqual(['first']);
      expect(await bossRows('singleton_key = $1', ['boss-key-1'])).toEqual([expect.objectContaining({ state: 'completed' })]);
    } finally {
      await queue.stop();
    }
  });

  it('retries a failing job with pg-boss backoff until it fails; admins page through the failed jobs and their retry runs one, audited', async () => {
    const queue = createJobQueue(t.db, quiet, { pollMs: 0, retryBaseMs: 1000 });
    try {
      let broken = true;
      const runs: string[] = [];
      queue.define('test.boss-flaky', async ({ label }, job) => {
        runs.push(`${label}#${job.attempt}`);
        if (broken) throw new Error(`still broken (${label})`);
      }, { maxAttempts: 3 });
      const ids = [await queue.enqueue('test.boss-flaky', { label: 'a' }, { key: 'boss-flaky-a' }), await queue.enqueue('test.boss-flaky', { label: 'b' }, { key: 'boss-flaky-b' })];
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await queue.runDue()).toBe(2);
        const rows = await bossRows('name = $1', ['test.boss-flaky']);
        if (attempt < 3) {
          // pg-boss: retry after delay × 2^(attempt-1), plus up to as much again.
          for (const row of rows) {
            expect(row).toMatchObject({ state: 'retry', retryCount: attempt - 1, retryLimit: 2 });
            const gap = row.startAfter.getTime() - row.startedOn!.getTime();
            expect(gap).toBeGreaterThanOrEqual(1000 * 2 ** (attempt - 1));
            expect(gap).toBeLessThanOrEqual(1000 * 2 ** attempt + 500);
          }
          expect(await queue.runDue()).toBe(0);
          await t.db.withoutPlugins().executeQuery(CompiledQuery.raw(`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = $1`, ['test.boss-flaky']));
        } else {
          expect(rows.map((row) => row.state)).toEqual(['failed', 'failed']);
        }
      }
      expect(runs.sort()).toEqual(['a#1', 'a#2', 'a#3', 'b#1', 'b#2', 'b#3']);

      const admin = await t.signIn('admin@example.com');
      const first = await admin.get('/api/admin/jobs/dead?limit=1');
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(1);
      const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
      expect(next).toBeDefined();
      const second = await admin.get(next!.replace(t.url, ''));
      expect(second.status).toBe(200);
      const listed = [...first.body, ...second.body].filter((job: { name: string }) => job.name === 'test.boss-flaky');
      expect(listed.map((job: { id: string }) => job.id).sort()).toEqual([...ids].sort());
      expect(listed).toContainEqual(expect.objectContaining({ id: ids[0], key: 'boss-flaky-a', attempts: 3, lastError: 'still broken (a)' }));

      broken = false;
      const retried = await admin.post(`/api/admin/jobs/${ids[0]}/retry`);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body).toMatchObject({ id: ids[0], name: 'test.boss-flaky', key: 'boss-flaky-a', status: 'queued' });
      expect(await queue.runDue()).toBe(1);
      // A fresh count of attempts: the retry's run is attempt 1.
      expect(runs.filter((run) => run.startsWith('a#'))).toEqual(['a#1', 'a#2', 'a#3', 'a#1']);
      expect((await bossRows('id = $1::uuid', [ids[0]]))[0]).toMatchObject({ state: 'completed' });
      expect((await bossRows('id = $1::uuid', [ids[1]]))[0]).toMatchObject({ state: 'failed' });
      const audit = (await admin.get('/api/admin/audit-log')).body.find((entry: { action: string; subjectId: string }) => entry.action === 'job.retried' && entry.subjectId === ids[0]);
      expect(audit).toMatchObject({ details: { name: 'test.boss-flaky', key: 'boss-flaky-a', attempts: 3, lastError: 'still broken (a)' } });
      expect((await admin.post(`/api/admin/jobs/${ids[0]}/retry`)).status).toBe(409);
      expect((await admin.post('/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry')).status).toBe(404);
    } finally {
      await queue.stop();
    }
  });

  it('moves the table runner\'s pending and dead jobs into pg-boss at start (the upgrade), and runs the pending one once', async () => {
    const runAt = new Date(Date.now() - 60_000).toISOString();
    await t.db
      .insertInto('jobs')
      .values([
        { name: 'test.boss-adopted', key: 'adopted-queued', payload: JSON.stringify({ label: 'queued' }), runAt, maxAttempts: 5 },
        { name: 'test.boss-adopted', key: 'adopted-running', payload: JSON.stringify({ label: 'running' }), runAt, status: 'running', attempts: 1, maxAttempts: 5, lockedBy: 'gone', lockedUntil: runAt },
        { name: 'test.boss-adopted', key: 'adopted-dead', payload: JSON.stringify({ label: 'dead' }), runAt, status: 'dead', attempts: 4, maxAttempts: 4, lastError: 'refused' },
      ])
      .execute();
    const queue = createJobQueue(t.db, quiet, { pollMs: 0 });
    try {
      const runs: string[] = [];
      queue.define('test.boss-adopted', async ({ label }) => {
        runs.push(label);
      });
      await queue.start();
      expect(await t.db.selectFrom('jobs').select('key').where('name', '=', 'test.boss-adopted').execute()).toEqual([]);
      const moved = await bossRows('name = $1', ['test.boss-adopted']);
      expect(moved.map((row) => [row.singletonKey, row.state]).sort()).toEqual([
        ['adopted-dead', 'failed'],
        ['adopted-queued', 'created'],
        ['adopted-running', 'created'],
      ]);
      expect(await queue.runDue()).toBe(2);
      expect(runs.sort()).toEqual(['queued', 'running']);
      const admin = await t.signIn('admin@example.com');
      expect((await admin.get('/api/admin/jobs/dead?limit=500')).body).toContainEqual(expect.objectContaining({ key: 'adopted-dead', attempts: 4, lastError: 'refused' }));
    } finally {
      await queue.stop();
    }
  });

  it('sends a mail once through pg-boss however often its job runs', async () => {
    await t.app.services.mailer.send({ to: 'boss-once@example.com', subject: 'Once through pg-boss', text: 'Hello' }, { idempotencyKey: 'boss-once-1' });
    expect(await mailTo(t.db, 'boss-once@example.com')).toHaveLength(1);
    const [job] = await bossRows('singleton_key = $1', ['mail:boss-once-1']);
    expect(job).toMatchObject({ name: 'mail.send', state: 'completed' });
    // The job itself runs again (its process died after the send, before pg-boss recorded it done).
    await t.db.withoutPlugins().executeQuery(CompiledQuery.raw(`UPDATE pgboss.job SET state = 'retry', completed_on = NULL, start_after = now() - interval '1 second' WHERE id = $1::uuid`, [job!.id]));
    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect(await mailTo(t.db, 'boss-once@example.com')).toHaveLength(1);
    expect(await t.db.selectFrom('outbox').select('id').where('idempotencyKey', '=', 'boss-once-1').execute()).toHaveLength(1);
  });
});
