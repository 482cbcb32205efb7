import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMetricValue } from '@shared/schemas/progress-reports';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { syncSessionParticipants } from '../sessions/session-participants';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
let outsider: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
  outsider = await t.signIn('member@globex.example');
});
afterAll(() => t.close());

interface MetricBody {
  id: string;
  name: string;
  value: number;
  unit: string;
  target: number;
  change: number;
  trend: string;
}

async function metric(http: HttpClient, id: string, period = 'month'): Promise<MetricBody> {
  const res = await http.get(`/api/progress-metrics?period=${period}`);
  expect(res.status).toBe(200);
  const found = (res.body as MetricBody[]).find((m) => m.id === id);
  if (!found) throw new Error(`metric ${id} missing`);
  return found;
}

async function userId(email: string) {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** Text of every page of a PDF, through pdfjs (the legacy build runs on Node). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let page = 1; page <= doc.numPages; page += 1) {
    const content = await (await doc.getPage(page)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return parts.join('\n');
}

async function download(http: HttpClient, id: number) {
  const res = await fetch(`${t.url}/api/progress-reports/${id}/download`, { headers: http.cookie ? { cookie: http.cookie } : {} });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /api/progress-metrics', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.anon.get('/api/progress-metrics')).status).toBe(401);
    expect((await t.anon.get('/api/progress-reports')).status).toBe(401);
    expect((await t.anon.post('/api/progress-reports/generate', { period: 'month', type: 'comprehensive' })).status).toBe(401);
    expect((await download(t.anon, 1)).res.status).toBe(401);
  });

  it('returns the metric cards with name, value, unit, target, change and trend', async () => {
    const res = await client.get('/api/progress-metrics?period=month');
    expect(res.status).toBe(200);
    expect(res.body.map((m: MetricBody) => m.name)).toEqual(['Sessions Completed', 'Coaching Hours', 'Goals Completed', 'Overall Progress', 'AI Interactions']);
    for (const card of res.body as MetricBody[]) {
      expect(['up', 'down', 'stable']).toContain(card.trend);
      expect(card.target).toBeGreaterThan(0);
    }
    expect((await metric(client, 'goal-progress')).target).toBe(100);
  });

  it('shows the same overall goal progress as /goals, paused goals left out on both', async () => {
    const member = await t.signIn('member@acme.example');
    for (const [progress, status] of [[80, 'active'], [100, 'completed'], [10, 'paused']] as const) {
      const created = await member.post('/api/goals', { title: `Progress ${progress}`, description: 'Agree', category: 'skills', priority: 'low', targetDate: '2027-01-01' });
      expect((await member.put(`/api/goals/${created.body.id}`, { progress, status })).status).toBe(200);
    }
    const stats = (await member.get('/api/goals/stats')).body;
    const goals = (await member.get('/api/goals?limit=500')).body as { progress: number; status: string }[];
    const inPlay = goals.filter((goal) => goal.status !== 'paused');
    expect(stats.overallProgress).toBe(Math.round(inPlay.reduce((sum, goal) => sum + goal.progress, 0) / inPlay.length));
    expect((await metric(member, 'goal-progress')).value).toBe(stats.overallProgress);
  });

  it('refuses an unknown period with a message naming the field', async () => {
    const res = await client.get('/api/progress-metrics?period=decade');
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: ['period'], message: 'Period must be week, month, quarter or year' });
  });

  it('follows the data: a completed session and a completed goal raise the figures', async () => {
    const id = await userId('client@example.com');
    const sessionsBefore = await metric(client, 'sessions-completed', 'week');
    const hoursBefore = await metric(client, 'coaching-hours', 'week');
    const goalsBefore = await metric(client, 'goals-completed', 'week');
    const otherBefore = await metric(outsider, 'sessions-completed', 'week');
    const now = new Date();
    const anHourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
    const extra = await t.db
      .insertInto('sessions')
      .values({ type: 'human', title: 'Extra check-in', status: 'completed', scheduledAt: anHourAgo, endsAt: new Date(Date.parse(anHourAgo) + 90 * 60_000).toISOString(), completedAt: now.toISOString(), duration: 90, clientId: id, bookedById: id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncSessionParticipants(t.db, [extra.id]);
    await t.db
      .insertInto('goals')
      .values({ userId: id, title: 'Ship the board deck', description: 'Done', category: 'leadership', status: 'completed', progress: 100, completedAt: now.toISOString() })
      .execute();
    const sessionsAfter = await metric(client, 'sessions-completed', 'week');
    expect(sessionsAfter.value).toBe(sessionsBefore.value + 1);
    expect(sessionsAfter.change).toBe(sessionsBefore.change + 1);
    expect((await metric(client, 'coaching-hours', 'week')).value).toBeCloseTo(hoursBefore.value + 1.5, 5);
    expect((await metric(client, 'goals-completed', 'week')).value).toBe(goalsBefore.value + 1);
    // Someone else's data never moves the client's figures.
    expect(await metric(outsider, 'sessions-completed', 'week')).toEqual(otherBefore);
  });
});

describe('progress reports', () => {
  it('generates a stored snapshot that keeps its figures when the data changes later', async () => {
    const res = await client.post('/api/progress-reports/generate', { period: 'quarter', type: 'comprehensive' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'individual', status: 'completed', period: 'quarter', title: 'Quarterly Comprehensive Progress Report' });
    const metrics = await client.get('/api/progress-metrics?period=quarter');
    expect(res.body.metricCards).toEqual(metrics.body);
    expect(res.body.metrics.progressPercentage).toBe((await metric(client, 'goal-progress', 'quarter')).value);

    const id = await userId('client@example.com');
    await t.db.insertInto('goals').values({ userId: id, title: 'Later goal', description: 'x', category: 'skills', status: 'completed', progress: 100, completedAt: new Date().toISOString() }).execute();
    const stored = await client.get(`/api/progress-reports/${res.body.id}`);
    expect(stored.body.metrics).toEqual(res.body.metrics);
    const list = await client.get('/api/progress-reports?period=quarter&type=all');
    expect(list.body[0].id).toBe(res.body.id);
  });

  it('filters the list by period and type', async () => {
    const monthly = await client.get('/api/progress-reports?period=month');
    expect(monthly.status).toBe(200);
    expect(monthly.body.length).toBeGreaterThan(0);
    for (const report of monthly.body) expect(report.period).toBe('month');
    expect((await client.get('/api/progress-reports?period=month&type=team')).body).toEqual([]);
    expect((await client.get('/api/progress-reports?period=month&type=individual')).body.length).toBe(monthly.body.length);
  });

  it('refuses a generate request without the comprehensive type or a period, naming the field', async () => {
    const noType = await client.post('/api/progress-reports/generate', { period: 'month' });
    expect(noType.status).toBe(400);
    expect(noType.body.issues).toContainEqual({ path: ['type'], message: 'Type must be comprehensive, team, goal or session' });
    const badPeriod = await client.post('/api/progress-reports/generate', { period: 'day', type: 'comprehensive' });
    expect(badPeriod.body.issues).toContainEqual({ path: ['period'], message: 'Period must be week, month, quarter or year' });
    const badType = await client.get('/api/progress-reports?type=weekly');
    expect(badType.status).toBe(400);
    expect(badType.body.issues[0].path).toEqual(['type']);
  });

  it("never lists or serves another person's report (404), but the owner's coach may read it", async () => {
    const mine = await client.post('/api/progress-reports/generate', { period: 'week', type: 'comprehensive' });
    const theirs = await outsider.get('/api/progress-reports');
    expect(theirs.body.map((r: { id: number }) => r.id)).not.toContain(mine.body.id);
    expect((await outsider.get(`/api/progress-reports/${mine.body.id}`)).status).toBe(404);
    expect((await download(outsider, mine.body.id)).res.status).toBe(404);
    expect((await client.get('/api/progress-reports/999999')).status).toBe(404);
    expect((await coach.get(`/api/progress-reports/${mine.body.id}`)).status).toBe(200);
  });

  it('downloads a real PDF whose text carries the report figures', async () => {
    const report = (await client.post('/api/progress-reports/generate', { period: 'month', type: 'comprehensive' })).body;
    const { res, bytes } = await download(client, report.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="progress-report-\d+-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    const original = Buffer.from(bytes); // a copy: pdf.js takes over the array it reads
    const text = await pdfText(bytes);
    expect(text).toContain('Monthly Comprehensive Progress Report');
    expect(text).toContain('Casey Client');
    expect(text).toMatch(new RegExp(`Total Sessions\\s+${report.metrics.totalSessions}\\b`));
    expect(text).toMatch(new RegExp(`Completed Goals\\s+${report.metrics.completedGoals}\\b`));
    expect(text).toContain(`${report.metrics.progressPercentage}%`);
    expect(text).toContain(`${report.metrics.engagementScore} / 100`);
    for (const card of report.metricCards) expect(text).toContain(formatMetricValue(card.value, card.unit));
    expect(text).toContain('Progress against targets');

    // Drawn once, kept in storage under the data folder, served the same the next time. The job that
    // draws it ahead of the download may still be writing its copy (a temporary file, then a rename): let it finish.
    await t.app.services.jobs.runDue();
    const stored = readdirSync(path.join(t.config.dataDir, 'files', 'reports'));
    expect(stored.filter((name) => name.startsWith(`${report.id}-`))).toHaveLength(1);
    expect(Buffer.from((await download(client, report.id)).bytes).equals(original)).toBe(true);
  });

  it('refuses a non-numeric report id on the download with a message naming the field', async () => {
    const { res } = await download(client, 'abc' as unknown as number);
    expect(res.status).toBe(400);
    const body = JSON.parse(Buffer.from((await download(client, 'abc' as unknown as number)).bytes).toString('utf8'));
    expect(body.issues[0].path).toEqual(['id']);
  });
});
