import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';
import { booking, coachId, inDays } from '../sessions/sessions.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function orgIdOf(email: string): Promise<string> {
  return (await t.db.selectFrom('users').select('organizationId').where('email', '=', email).executeTakeFirstOrThrow()).organizationId!;
}

describe('GET /api/dashboard/programme', () => {
  it("gives an organization's admin, team lead and HR manager its programme figures", async () => {
    for (const email of ['orgadmin@acme.example', 'lead@acme.example', 'hr@acme.example']) {
      const res = await (await t.signIn(email)).get('/api/dashboard/programme');
      expect(res.status, email).toBe(200);
      expect(res.body).toMatchObject({ organizationName: 'Acme Corp', totalMembers: 4 });
      expect(res.body.membersActiveThisMonth).toBeGreaterThanOrEqual(1);
      expect(Object.keys(res.body.thisMonth).sort()).toEqual(['aiInteractions', 'completedSessions', 'goalsAchieved', 'sessions']);
    }
  });

  it("moves with the members' real data: a booked session counts, another organization's does not", async () => {
    const lead = await t.signIn('lead@acme.example');
    const before = (await lead.get('/api/dashboard/programme')).body;
    const start = new Date(Date.now() + 10 * 60_000);
    start.setUTCSeconds(0, 0);
    const thisMonth = start.getUTCMonth() === new Date().getUTCMonth() ? 1 : 0;
    const member = await t.signIn('member@acme.example');
    expect((await member.post('/api/sessions', booking({ coachId: await coachId(t.db, 'noah.williams@coaches.example'), scheduledAt: start.toISOString() }))).status).toBe(200);
    const globex = await t.signIn('member@globex.example');
    expect((await globex.post('/api/sessions', booking({ coachId: await coachId(t.db, 'priya.patel@coaches.example'), scheduledAt: start.toISOString() }))).status).toBe(200);
    const after = (await lead.get('/api/dashboard/programme')).body;
    expect(after.thisMonth.sessions).toBe(before.thisMonth.sessions + thisMonth);
  });

  it("lists the team's upcoming sessions soonest first, with who and when but never titles", async () => {
    const member = await t.signIn('member@acme.example');
    const booked = await member.post('/api/sessions', booking({ coachId: await coachId(t.db, 'noah.williams@coaches.example'), scheduledAt: inDays(3, 15), title: 'Private matter' }));
    const hr = await t.signIn('hr@acme.example');
    const res = await hr.get('/api/dashboard/programme/upcoming-sessions');
    expect(res.status).toBe(200);
    const mine = res.body.find((s: { id: number }) => s.id === booked.body.id);
    expect(mine).toMatchObject({ member: { name: 'Marcus Bell' }, coachName: 'Noah Williams', status: 'scheduled', type: 'human' });
    expect(JSON.stringify(res.body)).not.toContain('Private matter');
    const starts = res.body.map((s: { scheduledAt: string }) => s.scheduledAt);
    expect(starts).toEqual([...starts].sort());
    expect(res.body.every((s: { member: { name: string } }) => s.member.name !== 'Grace Mills')).toBe(true);
  });

  it('answers 403 to people without an organization role, 404 for another organization, and asks a platform admin to name one', async () => {
    for (const email of ['client@example.com', 'coach@example.com', 'member@acme.example']) {
      const res = await (await t.signIn(email)).get('/api/dashboard/programme');
      expect(res.status, email).toBe(403);
      expect(res.body.message).toBe('The programme dashboard is for organization admins, team leads and HR managers.');
      expect((await (await t.signIn(email)).get('/api/dashboard/programme/upcoming-sessions')).status, email).toBe(403);
    }
    const globex = await orgIdOf('orgadmin@globex.example');
    expect((await (await t.signIn('orgadmin@acme.example')).get(`/api/dashboard/programme?organizationId=${globex}`)).status).toBe(404);
    const admin = await t.signIn('admin@example.com');
    expect((await admin.get('/api/dashboard/programme')).status).toBe(400);
    const named = await admin.get(`/api/dashboard/programme?organizationId=${globex}`);
    expect(named.body).toMatchObject({ organizationName: 'Globex', totalMembers: 2 });
    expect((await t.anon.get('/api/dashboard/programme')).status).toBe(401);
  });
});
