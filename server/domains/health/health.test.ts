import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp, testDialect } from '../../testing/harness';
import { HEALTH_CACHE_MS } from './health.http';

/**
 * /api/health is public: its database probe (real pages read, a small write committed) runs at most
 * once per HEALTH_CACHE_MS however often it is called, and a failure still shows within that window.
 * Probes are counted by a trigger on the write the probe commits (SQLite: the full file is SQLite's own page limit).
 */
describe.runIf(testDialect === 'sqlite')('GET /api/health caching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await sql`create table health_probe_count (at integer)`.execute(t.db);
    await sql`create trigger health_probe_counted after insert on rate_events when new.bucket = 'health:write-probe' begin insert into health_probe_count values (1); end`.execute(t.db);
  });
  afterAll(() => t.close());
  async function fillUp() {
    for (let i = 0; i < 1000; i++) {
      try {
        await sql`insert into health_probe_count values (${'x'.repeat(4000)})`.execute(t.db);
      } catch {
        return;
      }
    }
    throw new Error('the database never filled up');
  }
  const probes = async () => Number((await sql<{ n: number }>`select count(*) as n from health_probe_count where at = 1`.execute(t.db)).rows[0]!.n);

  it('runs one database probe for a burst of 60 checks and for every check in the next 5 s, then probes again', async () => {
    const started = Date.now();
    const burst = await Promise.all(Array.from({ length: 60 }, () => t.anon.get('/api/health')));
    expect(burst.every((res) => res.status === 200 && res.body.db === 'ok')).toBe(true);
    for (let i = 0; i < 20; i++) expect((await t.anon.get('/api/health')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(HEALTH_CACHE_MS);
    expect(await probes()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_CACHE_MS - (Date.now() - started) + 1000));
    expect((await t.anon.get('/api/health')).status).toBe(200);
    expect(await probes()).toBe(2);
  });

  it('reports degraded (503) within the window once writes start failing, at once when a request met the fault, and ok again when space returns', async () => {
    const client = await t.signIn('client@example.com');
    expect((await t.anon.get('/api/health')).status).toBe(200);
    // The database is full from now on (free pages used up behind the app's back, so no request saw
    // it); the answer cached a moment ago is at most 5 s old.
    await sql`pragma max_page_count = 1`.execute(t.db);
    await fillUp();
    const failedAt = Date.now();
    let health = await t.anon.get('/api/health');
    while (health.status === 200 && Date.now() - failedAt < HEALTH_CACHE_MS + 1000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await t.anon.get('/api/health');
    }
    expect(health.status).toBe(503);
    expect(Date.now() - failedAt).toBeLessThanOrEqual(HEALTH_CACHE_MS + 500);
    expect(health.body).toMatchObject({ status: 'degraded', db: 'degraded', message: expect.stringContaining('the disk is full') });

    // Space returns; a request's write succeeding re-checks at once instead of reusing the failure.
    await sql`pragma max_page_count = 1073741823`.execute(t.db);
    await sql`delete from health_probe_count where at != 1`.execute(t.db);
    expect((await client.post('/api/goals', { title: 'After space returned', description: 'x', category: 'skills', priority: 'low', targetDate: '2030-01-01' })).status).toBe(200);
    expect((await t.anon.get('/api/health')).status).toBe(200);

    // A request meeting the fault turns health to 503 without waiting for the next probe.
    expect((await t.anon.get('/api/health')).status).toBe(200);
    await sql`pragma max_page_count = 1`.execute(t.db);
    let failed = 200;
    for (let i = 0; i < 500 && failed === 200; i++) failed = (await client.post('/api/goals', { title: `Filler ${i}`, description: 'x'.repeat(2000), category: 'skills', priority: 'low', targetDate: '2030-01-01' })).status;
    expect(failed).toBe(503);
    expect((await t.anon.get('/api/health')).status).toBe(503);
    await sql`pragma max_page_count = 1073741823`.execute(t.db);
  });
});
