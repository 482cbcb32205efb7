import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('team, goal and session reports', () => {
  it("are generated for an organization's managers from its members' data and read by all of them", async () => {
    const lead = await t.signIn('lead@acme.example');
    const team = await lead.post('/api/progress-reports/generate', { period: 'month', type: 'team' });
    expect(team.status).toBe(200);
    expect(team.body).toMatchObject({ type: 'team', title: 'Monthly Team Report: Acme Corp', status: 'completed' });
    expect(team.body.metricCards.map((c: { name: string }) => c.name)).toEqual(['Members Coached', 'Sessions Completed', 'Coaching Hours', 'Goals Completed', 'AI Interactions']);
    const goal = await lead.post('/api/progress-reports/generate', { period: 'quarter', type: 'goal' });
    expect(goal.body.metricCards.map((c: { name: string }) => c.name)).toEqual(['Goals Created', 'Goals Completed', 'Goal Progress', 'Members With Goals', 'Goals Overdue']);
    const session = await lead.post('/api/progress-reports/generate', { period: 'year', type: 'session' });
    expect(session.body.title).toBe('Annual Session Summary Report: Acme Corp');

    // Another of Acme's managers finds them in the list (type filter) and reads one.
    const hr = await t.signIn('hr@acme.example');
    const listed = await hr.get('/api/progress-reports?type=team');
    expect(listed.body.map((r: { id: number }) => r.id)).toContain(team.body.id);
    expect((await hr.get(`/api/progress-reports/${goal.body.id}`)).status).toBe(200);
    const pdf = await hr.get(`/api/progress-reports/${session.body.id}/download`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it("count the members' sessions: a completed session shows in the team report", async () => {
    const member = await t.signIn('member@acme.example');
    const orgAdmin = await t.signIn('orgadmin@acme.example');
    const before = (await orgAdmin.post('/api/progress-reports/generate', { period: 'week', type: 'session' })).body;
    const aiCoach = await t.db.selectFrom('aiCoaches').select('id').where('name', '=', 'Career Compass AI').executeTakeFirstOrThrow();
    const started = await member.post('/api/sessions', { title: 'Quick check-in', type: 'ai', aiCoachId: aiCoach.id, scheduledAt: new Date().toISOString(), duration: 30, status: 'in_progress' });
    expect(started.status).toBe(200);
    await member.patch(`/api/sessions/${started.body.id}/status`, { status: 'completed' });
    const after = (await orgAdmin.post('/api/progress-reports/generate', { period: 'week', type: 'session' })).body;
    const card = (report: { metricCards: { id: string; value: number }[] }, id: string) => report.metricCards.find((c) => c.id === id)!.value;
    expect(card(after, 'sessions-completed')).toBe(card(before, 'sessions-completed') + 1);
    expect(card(after, 'sessions-booked')).toBe(card(before, 'sessions-booked') + 1);
  });

  it("stay within the organization: others never list or read them, plain members cannot generate them", async () => {
    const lead = await t.signIn('lead@acme.example');
    const report = (await lead.post('/api/progress-reports/generate', { period: 'month', type: 'team' })).body;
    for (const email of ['orgadmin@globex.example', 'member@acme.example', 'client@example.com', 'coach@example.com']) {
      const http = await t.signIn(email);
      expect((await http.get(`/api/progress-reports/${report.id}`)).status, email).toBe(404);
      expect((await http.get('/api/progress-reports')).body.map((r: { id: number }) => r.id)).not.toContain(report.id);
    }
    for (const email of ['member@acme.example', 'client@example.com']) {
      const res = await (await t.signIn(email)).post('/api/progress-reports/generate', { period: 'month', type: 'team' });
      expect(res.status, email).toBe(403);
      expect(res.body.message).toBe('Team, goal and session reports are for organization admins, team leads and HR managers.');
    }
    const admin = await t.signIn('admin@example.com');
    expect((await admin.get(`/api/progress-reports/${report.id}`)).status).toBe(200);
    expect((await admin.post('/api/progress-reports/generate', { period: 'month', type: 'goal' })).status).toBe(400);
  });
});
