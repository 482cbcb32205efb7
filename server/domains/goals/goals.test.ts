import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_MESSAGES } from '@shared/constants/goals';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
let fresh: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
  // A demo account without seeded goals: stats start from zero.
  fresh = await t.signIn('lead@acme.example');
});
afterAll(() => t.close());

const valid = { title: 'Run a 10k', description: 'Train three times a week.', category: 'personal', priority: 'medium', targetDate: '2027-03-01' };

function issueFor(body: { issues?: { path: (string | number)[]; message: string }[] }, field: string): string | undefined {
  return body.issues?.find((issue) => issue.path[0] === field)?.message;
}

describe('goals API', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.anon.get('/api/goals')).status).toBe(401);
    expect((await t.anon.get('/api/goals/stats')).status).toBe(401);
    expect((await t.anon.post('/api/goals', valid)).status).toBe(401);
  });

  it('refuses a goal without title, description or target date with the field messages', async () => {
    const res = await client.post('/api/goals', { title: '  ', description: '', category: 'career', priority: 'high' });
    expect(res.status).toBe(400);
    expect(issueFor(res.body, 'title')).toBe(GOAL_MESSAGES.titleRequired);
    expect(issueFor(res.body, 'description')).toBe(GOAL_MESSAGES.descriptionRequired);
    expect(issueFor(res.body, 'targetDate')).toBe(GOAL_MESSAGES.targetDateRequired);
  });

  it('refuses unknown categories, impossible dates and progress outside 0-100', async () => {
    const res = await client.post('/api/goals', { ...valid, category: 'fitness', targetDate: '2027-02-30', progress: 101 });
    expect(res.status).toBe(400);
    expect(issueFor(res.body, 'category')).toBe(GOAL_MESSAGES.category);
    expect(issueFor(res.body, 'targetDate')).toBe(GOAL_MESSAGES.targetDateInvalid);
    expect(issueFor(res.body, 'progress')).toBe(GOAL_MESSAGES.progress);
    const created = await client.post('/api/goals', valid);
    const id = created.body.id as number;
    for (const progress of [-1, 150, 12.5, '50']) {
      const bad = await client.put(`/api/goals/${id}`, { progress });
      expect(bad.status).toBe(400);
      expect(issueFor(bad.body, 'progress')).toBe(GOAL_MESSAGES.progress);
    }
    const badStatus = await client.put(`/api/goals/${id}`, { status: 'done' });
    expect(badStatus.status).toBe(400);
    expect(issueFor(badStatus.body, 'status')).toBe(GOAL_MESSAGES.status);
    expect((await client.get(`/api/goals/${id}`)).body).toMatchObject({ progress: 0, status: 'active' });
  });

  it('creates an active goal at 0% and records the creation in recent activity', async () => {
    const res = await client.post('/api/goals', { ...valid, title: 'Mentor a junior colleague' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Mentor a junior colleague', status: 'active', progress: 0, targetDate: '2027-03-01', completedAt: null });
    const activity = await client.get('/api/activity');
    expect(activity.body.some((a: { type: string; description: string }) => a.type === 'goal_created' && a.description === 'Mentor a junior colleague')).toBe(true);
  });

  it('completes a goal at 100% progress and reopens it when progress drops', async () => {
    const { body: goal } = await client.post('/api/goals', { ...valid, title: 'Finish the course' });
    const done = await client.put(`/api/goals/${goal.id}`, { progress: 100 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.body.completedAt).toEqual(expect.any(String));
    const activity = await client.get('/api/activity');
    expect(activity.body.some((a: { type: string; description: string }) => a.type === 'goal_completed' && a.description === 'Finish the course')).toBe(true);

    const reopened = await client.put(`/api/goals/${goal.id}`, { progress: 80, status: 'completed' });
    expect(reopened.body).toMatchObject({ status: 'active', progress: 80, completedAt: null });

    const marked = await client.put(`/api/goals/${goal.id}`, { status: 'completed' });
    expect(marked.body).toMatchObject({ status: 'completed', progress: 100 });

    const paused = await client.put(`/api/goals/${goal.id}`, { status: 'paused', progress: 40 });
    expect(paused.body).toMatchObject({ status: 'paused', progress: 40 });
  });

  it("answers 404 for another user's goal on read, update and delete, and never lists it", async () => {
    const { body: goal } = await coach.post('/api/goals', { ...valid, title: 'Coach private goal' });
    expect((await client.get(`/api/goals/${goal.id}`)).status).toBe(404);
    expect((await client.put(`/api/goals/${goal.id}`, { progress: 100 })).status).toBe(404);
    expect((await client.delete(`/api/goals/${goal.id}`)).status).toBe(404);
    const list = await client.get('/api/goals');
    expect(list.body.some((g: { id: number }) => g.id === goal.id)).toBe(false);
    expect((await coach.get(`/api/goals/${goal.id}`)).body).toMatchObject({ title: 'Coach private goal', progress: 0 });
  });

  it('keeps the stats in step with creating, completing and deleting goals', async () => {
    expect((await fresh.get('/api/goals/stats')).body).toEqual({ total: 0, completed: 0, active: 0, overallProgress: 0 });
    const a = (await fresh.post('/api/goals', { ...valid, title: 'A' })).body;
    const b = (await fresh.post('/api/goals', { ...valid, title: 'B' })).body;
    await fresh.put(`/api/goals/${a.id}`, { progress: 25 });
    expect((await fresh.get('/api/goals/stats')).body).toEqual({ total: 2, completed: 0, active: 2, overallProgress: 13 });
    await fresh.put(`/api/goals/${b.id}`, { progress: 100 });
    expect((await fresh.get('/api/goals/stats')).body).toEqual({ total: 2, completed: 1, active: 1, overallProgress: 63 });
    // A paused goal is set aside from the overall progress (as on /reports).
    await fresh.put(`/api/goals/${a.id}`, { status: 'paused' });
    expect((await fresh.get('/api/goals/stats')).body).toEqual({ total: 2, completed: 1, active: 0, overallProgress: 100 });
    expect((await fresh.delete(`/api/goals/${a.id}`)).body).toEqual({ ok: true });
    expect((await fresh.get('/api/goals/stats')).body).toEqual({ total: 1, completed: 1, active: 0, overallProgress: 100 });
    expect((await fresh.get(`/api/goals/${a.id}`)).status).toBe(404);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'goal.deleted').where('subjectId', '=', String(a.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it('serves the same goals over tRPC as over REST', async () => {
    const res = await fresh.get('/trpc/goals.list');
    expect(res.status).toBe(200);
    const rest = await fresh.get('/api/goals');
    expect(JSON.stringify(res.body)).toContain(rest.body[0].title);
  });
});
