import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const form = {
  name: 'Deep Work Coach',
  description: 'Helps my clients protect focus time and plan their week.',
  persona: 'Calm, precise and a little playful; a former product lead who believes in fewer, better priorities.',
  specialties: ['Time Management', 'Stress Management', 'Strategic Planning'],
  systemPrompt: 'You help people plan a week with two deep-work blocks a day. Ask what matters most this week, then what to drop, delegate or defer, and end with one concrete commitment.',
  iconType: 'rocket',
  iconColor: '#8B5CF6',
};

const names = (body: { name: string }[]) => body.map((c) => c.name);
const issuesOf = (body: { issues: { path: string[]; message: string }[] }) => Object.fromEntries(body.issues.map((i) => [i.path[0], i.message]));

describe('the AI coach builder', () => {
  it("lets a Premium coach build a coach for their own clients: only that coach's clients see it in /ai-coaches", async () => {
    const coach = await t.signIn('coach@example.com');
    const res = await coach.post('/api/ai-coaches', form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Deep Work Coach', iconColor: '#8B5CF6', iconType: 'rocket', organizationId: null, isActive: true });
    expect(res.body.coachUserId).toBeTruthy();
    expect(names((await (await t.signIn('client@example.com')).get('/api/ai-coaches')).body)).toContain('Deep Work Coach');
    expect(names((await (await t.signIn('member@globex.example')).get('/api/ai-coaches')).body)).not.toContain('Deep Work Coach');
    expect(names((await (await t.signIn('sarah.chen@coaches.example')).get('/api/ai-coaches')).body)).not.toContain('Deep Work Coach');
    expect(names((await coach.get('/api/ai-coaches/mine')).body)).toContain('Deep Work Coach');
  });

  it('refuses a Basic coach and a client with 403 naming the Premium plan', async () => {
    const basic = await (await t.signIn('sarah.chen@coaches.example')).post('/api/ai-coaches', form);
    expect(basic.status).toBe(403);
    expect(basic.body.message).toMatch(/Premium coach plan \(\$500\/month\).*Basic plan/);
    const client = await (await t.signIn('client@example.com')).post('/api/ai-coaches', form);
    expect(client.status).toBe(403);
    expect(client.body.message).toContain('Premium coach plan');
  });

  it("checks the builder's form with the spec's messages on PUT", async () => {
    const coach = await t.signIn('coach@example.com');
    const created = (await coach.post('/api/ai-coaches', { ...form, name: 'Validation Coach' })).body;
    const res = await coach.put(`/api/ai-coaches/${created.id}`, { name: ' ', description: 'Too short', persona: 'Short', specialties: [], systemPrompt: 'Brief', iconColor: '#123456' });
    expect(res.status).toBe(400);
    expect(issuesOf(res.body)).toEqual({
      name: 'AI coach name is required',
      description: 'Description must be at least 20 characters',
      persona: 'Persona must be at least 50 characters',
      specialties: 'Select at least one specialty',
      systemPrompt: 'System prompt must be at least 100 characters',
      iconColor: 'Choose one of the six colours',
    });
    const saved = await coach.put(`/api/ai-coaches/${created.id}`, { ...form, name: 'Validation Coach', specialties: ['Conflict Resolution'], iconColor: undefined });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ specialties: ['Conflict Resolution'], iconColor: '#3B82F6' });
  });

  it("lets the author edit and deactivate their own coach; another coach's is 404, the platform's 403", async () => {
    const coach = await t.signIn('coach@example.com');
    const created = (await coach.post('/api/ai-coaches', { ...form, name: 'Short-lived Coach' })).body;
    const off = await coach.post(`/api/ai-coaches/${created.id}/deactivate`, {});
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect(names((await (await t.signIn('client@example.com')).get('/api/ai-coaches')).body)).not.toContain('Short-lived Coach');
    const orgAdmin = await t.signIn('orgadmin@acme.example');
    expect((await orgAdmin.post(`/api/ai-coaches/${created.id}/deactivate`, {})).status).toBe(404);
    expect((await orgAdmin.put(`/api/ai-coaches/${created.id}`, form)).status).toBe(404);
    const platform = await t.db.selectFrom('aiCoaches').select('id').where('name', '=', 'Career Compass AI').executeTakeFirstOrThrow();
    expect((await coach.post(`/api/ai-coaches/${platform.id}/deactivate`, {})).status).toBe(403);
    const acme = (await orgAdmin.post('/api/ai-coaches', { ...form, name: 'Acme Focus Coach' })).body;
    expect((await coach.patch(`/api/ai-coaches/${acme.id}`, { isActive: false })).status).toBe(404);
  });
});
