import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface CoachBody {
  id: number;
  title: string;
  specialties: string[];
  rating: string | null;
  hourlyRate: string;
  experience: number;
  isAvailable: boolean;
  user: { firstName: string; lastName: string; profileImageUrl: string | null };
}

describe('GET /api/coaches', () => {
  it('lists the directory signed out, with the nested user and card fields and never an e-mail', async () => {
    const res = await t.anon.get('/api/coaches');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    const jordan = res.body.find((c: CoachBody) => c.user.firstName === 'Jordan');
    expect(jordan).toMatchObject({
      title: 'Executive Leadership Coach',
      hourlyRate: '180.00',
      hourlyRateCents: 18000,
      rating: '4.90',
      experience: 12,
      isAvailable: true,
      user: { firstName: 'Jordan', lastName: 'Rivera', profileImageUrl: '/coaches/jordan-rivera.svg' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/@/);
    expect(res.body.some((c: CoachBody) => !c.isAvailable)).toBe(true);
  });

  it('serves every coach photo from this app', async () => {
    const res = await t.anon.get('/api/coaches');
    for (const coach of res.body as CoachBody[]) expect(coach.user.profileImageUrl).toMatch(/^\/coaches\/[a-z-]+\.svg$/);
  });

  it('matches a specialty chip against longer specialties, in any case', async () => {
    const res = await t.anon.get('/api/coaches?specialty=leadership');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const coach of res.body as CoachBody[]) expect(coach.specialties.some((s) => s.toLowerCase().includes('leadership'))).toBe(true);
    expect(res.body.some((c: CoachBody) => c.specialties.includes('Leadership Development'))).toBe(true);
    const startup = await t.anon.get('/api/coaches?specialty=Startup');
    expect(startup.body.map((c: CoachBody) => c.user.firstName).sort()).toEqual(['Grace', 'Sarah']);
  });

  it('filters by minimum rating and leaves out coaches without a rating', async () => {
    const res = await t.anon.get('/api/coaches?minRating=4.8');
    expect(res.body.length).toBeGreaterThan(0);
    for (const coach of res.body as CoachBody[]) expect(Number(coach.rating)).toBeGreaterThanOrEqual(4.8);
    const five = await t.anon.get('/api/coaches?minRating=5');
    expect(five.body.map((c: CoachBody) => c.user.lastName)).toEqual(['Al-Sayed']);
  });

  it('searches name, title and specialty with q, taking % literally', async () => {
    expect((await t.anon.get('/api/coaches?q=priya')).body.map((c: CoachBody) => c.user.lastName)).toEqual(['Patel']);
    expect((await t.anon.get('/api/coaches?q=Jordan%20Rivera')).body).toHaveLength(1);
    expect((await t.anon.get('/api/coaches?q=sales%20leadership')).body.map((c: CoachBody) => c.user.lastName)).toEqual(["O'Brien"]);
    expect((await t.anon.get('/api/coaches?q=digital')).body.length).toBeGreaterThanOrEqual(2);
    expect((await t.anon.get('/api/coaches?q=%25')).body).toEqual([]);
  });

  it('combines specialty, rating and text filters', async () => {
    const res = await t.anon.get('/api/coaches?specialty=Change&minRating=4.6&q=coach');
    expect(res.body.map((c: CoachBody) => c.user.firstName)).toEqual(['Jordan']);
  });

  it('sorts by rating, experience or price', async () => {
    const byRating = (await t.anon.get('/api/coaches?sort=rating')).body as CoachBody[];
    const ratings = byRating.map((c) => (c.rating === null ? -1 : Number(c.rating)));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(byRating.at(-1)?.rating).toBeNull();
    const byExperience = (await t.anon.get('/api/coaches?sort=experience')).body as CoachBody[];
    const years = byExperience.map((c) => c.experience);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const byPrice = (await t.anon.get('/api/coaches?sort=price')).body as CoachBody[];
    const prices = byPrice.map((c) => Number(c.hourlyRate));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses a bad minimum rating or sort with the field named', async () => {
    const rating = await t.anon.get('/api/coaches?minRating=9');
    expect(rating.status).toBe(400);
    expect(rating.body.issues).toEqual([{ path: ['minRating'], message: 'Minimum rating must be between 0 and 5' }]);
    const sort = await t.anon.get('/api/coaches?sort=cheapest');
    expect(sort.status).toBe(400);
    expect(sort.body.issues[0].path).toEqual(['sort']);
  });

  it('answers the same list over tRPC', async () => {
    const trpc = createTestTrpc(t.url);
    try {
      const coaches = await trpc.client.coaches.list.query({ specialty: 'Digital Transformation' });
      expect(coaches.items.map((c) => c.user.firstName).sort()).toEqual(['David', 'Grace']);
    } finally {
      trpc.close();
    }
  });
});

describe('GET /api/coaches/{id}', () => {
  it('returns one coach signed out', async () => {
    const list = await t.anon.get('/api/coaches?q=Sarah');
    const res = await t.anon.get(`/api/coaches/${list.body[0].id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Startup & Innovation Mentor', user: { firstName: 'Sarah', lastName: 'Chen' } });
    expect(res.body.resume.length).toBeGreaterThan(100);
  });

  it('answers 404 for a coach that does not exist and 400 for a non-number', async () => {
    const missing = await t.anon.get('/api/coaches/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Coach not found', code: 'NOT_FOUND' });
    expect((await t.anon.get('/api/coaches/abc')).status).toBe(400);
  });
});

describe('GET /api/clients', () => {
  it("gives a coach its own clients with the spec's fields", async () => {
    const coach = await t.signIn('coach@example.com');
    const res = await coach.get('/api/clients');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body[0]).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'profileImageUrl']);
    const emails = res.body.map((c: { email: string }) => c.email);
    expect(emails).toEqual(expect.arrayContaining(['client@example.com', 'member@acme.example', 'taylor.morgan@clients.example']));
    expect(emails).not.toContain('member@globex.example');
  });

  it("never shows another coach's clients", async () => {
    const sarah = await t.signIn('sarah.chen@coaches.example');
    const res = await sarah.get('/api/clients');
    expect(res.body.map((c: { email: string }) => c.email)).toEqual(['member@globex.example']);
  });

  it('answers 403 for other roles and 401 signed out', async () => {
    for (const email of ['client@example.com', 'orgadmin@acme.example', 'admin@example.com']) {
      const res = await (await t.signIn(email)).get('/api/clients');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await t.anon.get('/api/clients')).status).toBe(401);
  });
});

describe('GET /api/ai-coaches', () => {
  const names = (body: { name: string }[]) => body.map((c) => c.name);

  it("shows the platform's active coaches to a user without an organisation", async () => {
    const res = await (await t.signIn('client@example.com')).get('/api/ai-coaches');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    expect(new Set(res.body.map((c: { iconType: string }) => c.iconType))).toEqual(new Set(['crown', 'rocket', 'users', 'bot']));
    expect(names(res.body)).not.toContain('Negotiation Lab AI');
    expect(names(res.body)).not.toContain('Acme Leadership Compass');
    expect(res.body[0]).not.toHaveProperty('systemPrompt');
  });

  it("adds the caller's own organisation's coach, never another organisation's", async () => {
    const acme = await (await t.signIn('member@acme.example')).get('/api/ai-coaches');
    expect(names(acme.body)[0]).toBe('Acme Leadership Compass');
    expect(names(acme.body)).not.toContain('Globex Sales Accelerator');
    expect(acme.body).toHaveLength(7);
    const globex = await (await t.signIn('orgadmin@globex.example')).get('/api/ai-coaches');
    expect(names(globex.body)).toContain('Globex Sales Accelerator');
    expect(names(globex.body)).not.toContain('Acme Leadership Compass');
  });

  it('answers 401 signed out', async () => {
    expect((await t.anon.get('/api/ai-coaches')).status).toBe(401);
  });
});
