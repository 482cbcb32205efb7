import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';
import { VOICES } from '../../lib/ai/knowledge';
import { ask } from '../ai-assistants/ai-assistants.testkit';

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

  it('answers the same message differently for two coaches built from different personas, each with its own voice, focus and questions (builtin engine, over HTTP)', async () => {
    const coach = await t.signIn('coach@example.com');
    const base = { description: 'A coach I built for my clients with the AI coach builder.', specialties: ['Time Management'], iconColor: '#3B82F6' };
    const challenger = await coach.post('/api/ai-coaches', {
      ...base,
      name: 'Boardroom Challenger',
      persona: 'Direct, candid and precise: a former CEO who challenges assumptions and asks for numbers and results.',
      systemPrompt: 'Push the client to name a measurable result and a date. Be blunt about what is at stake. Keep replies short and outcome-first, like a board member would.',
    });
    const companion = await coach.post('/api/ai-coaches', {
      ...base,
      name: 'Gentle Companion',
      persona: 'Gentle, grounded and mindful: attends to energy, stress and boundaries before any plan, and keeps things realistic.',
      systemPrompt: 'Start from how the client is doing and their energy. Help them find a realistic, kind pace and protect their recovery and well-being; never push.',
    });
    expect([challenger.status, companion.status]).toEqual([200, 200]);
    const client = await t.signIn('client@example.com');
    const message = 'I have too much on my plate this month and I keep saying yes to every request.';
    const replyOf = async (aiCoachId: number) => {
      const session = await client.post('/api/sessions', { title: 'Too much on my plate', type: 'ai', aiCoachId, scheduledAt: new Date().toISOString(), duration: 30, status: 'in_progress' });
      expect(session.status, JSON.stringify(session.body)).toBe(200);
      const reply = (await ask(client, session.body.id, message)) as unknown as { parsedResponse: { message: string; suggestions: string[]; followUpQuestions: string[] } };
      return [reply.parsedResponse.message, ...reply.parsedResponse.followUpQuestions, ...reply.parsedResponse.suggestions].join('\n');
    };
    const direct = VOICES.find((voice) => voice.id === 'direct')!;
    const gentle = VOICES.find((voice) => voice.id === 'gentle')!;
    const ownLines = (voice: typeof direct) => [...Object.values(voice.method.questions).flat(), ...voice.method.focusLines, ...voice.method.tools.map((tool) => tool.name), ...voice.method.optionIntros];
    const uses = (text: string, lines: string[]) => lines.filter((line) => !line.includes('{') && text.includes(line.replace(/[.?!:]$/, ''))).length;
    const a = await replyOf(challenger.body.id);
    const b = await replyOf(companion.body.id);
    expect(a).not.toBe(b);
    // The persona predicts the method: the challenger's replies use the direct voice's questions, focus and tools, the companion's the gentle voice's, never the other's.
    expect(uses(a, ownLines(direct)), a).toBeGreaterThan(0);
    expect(uses(b, ownLines(gentle)), b).toBeGreaterThan(0);
    expect(uses(a, ownLines(gentle)), a).toBe(0);
    expect(uses(b, ownLines(direct)), b).toBe(0);
  });
});
