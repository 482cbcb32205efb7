import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bio = 'I help first-time managers find their footing and lead with confidence and care.';
const resume = 'Fifteen years leading product teams at two scale-ups, ICF-certified coach since 2018, over 2,000 coaching hours with managers and founders.';
const valid = { title: 'Leadership Coach', bio, resume, hourlyRate: '175', experience: 12, timezone: 'Europe/London', specialties: ['Leadership Development', 'Team Building'] };

async function newUser(email: string) {
  const client = t.anon;
  const res = await client.post('/api/client-signup', { email, firstName: 'Cora', lastName: 'Coach', goals: 'Coach people' });
  expect(res.status).toBe(200);
  return { client, id: res.body.id as string };
}

function issuesOf(body: { issues: { path: string[]; message: string }[] }) {
  return Object.fromEntries(body.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('POST /api/coaches', () => {
  it('creates the profile, gives the caller the coach role and returns the profile with the plan', async () => {
    const { client, id } = await newUser('new-coach@example.com');
    const res = await client.post('/api/coaches', { ...valid, plan: 'premium' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: id,
      title: 'Leadership Coach',
      hourlyRate: '175.00',
      hourlyRateCents: 17_500,
      experience: 12,
      timezone: 'Europe/London',
      specialties: ['Leadership Development', 'Team Building'],
      plan: 'premium',
      clientLimit: 50,
    });
    expect((await client.get('/api/auth/user')).body.role).toBe('coach');
    expect((await client.get('/api/coach/profile')).body).toEqual(res.body);
    const listed = await t.anon.get(`/api/coaches/${res.body.id}`);
    expect(listed.body).toMatchObject({ title: 'Leadership Coach', bio });
  });

  it('updates the same profile on a second call and keeps the plan when none is sent', async () => {
    const { client } = await newUser('update-coach@example.com');
    const first = await client.post('/api/coaches', { ...valid, plan: 'premium' });
    const second = await client.post('/api/coaches', { ...valid, title: 'Executive Coach', hourlyRate: '$210.50' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: first.body.id, title: 'Executive Coach', hourlyRateCents: 21_050, plan: 'premium' });
  });

  it('answers null for your own profile before coach onboarding', async () => {
    const { client } = await newUser('not-yet-coach@example.com');
    const res = await client.get('/api/coach/profile');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it('starts a new profile on the Basic plan with its 10-client limit', async () => {
    const { client } = await newUser('basic-coach@example.com');
    const res = await client.post('/api/coaches', valid);
    expect(res.body).toMatchObject({ plan: 'basic', clientLimit: 10 });
  });

  it('refuses each invalid field with the spec message', async () => {
    const { client, id } = await newUser('invalid-coach@example.com');
    const res = await client.post('/api/coaches', { title: ' ', bio: 'short', resume: 'short', hourlyRate: '', experience: -1, timezone: 'Mars/Olympus', specialties: [] });
    expect(res.status).toBe(400);
    expect(issuesOf(res.body)).toEqual({
      title: 'Professional title is required',
      bio: 'Bio must be at least 50 characters',
      resume: 'Resume/background must be at least 100 characters',
      hourlyRate: 'Hourly rate is required',
      experience: 'Experience must be a positive number',
      timezone: 'Timezone is required',
      specialties: 'At least one specialty is required',
    });
    const missing = await client.post('/api/coaches', {});
    expect(issuesOf(missing.body)).toMatchObject({ title: 'Professional title is required', hourlyRate: 'Hourly rate is required', timezone: 'Timezone is required', specialties: 'At least one specialty is required' });
    const other = await client.post('/api/coaches', { ...valid, hourlyRate: 'lots', specialties: ['Juggling'], plan: 'gold' });
    expect(issuesOf(other.body)).toEqual({ hourlyRate: 'Hourly rate must be an amount in dollars, like 150', specialties: 'Choose specialties from the list', plan: 'Plan must be basic or premium' });
    const user = await t.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.role).toBe('client');
    expect(await t.db.selectFrom('coaches').select('id').where('userId', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a platform admin (403), an organization admin (409) and signed-out callers (401)', async () => {
    expect((await (await t.signIn('admin@example.com')).post('/api/coaches', valid)).status).toBe(403);
    expect((await (await t.signIn('orgadmin@acme.example')).post('/api/coaches', valid)).status).toBe(409);
    expect((await t.anon.post('/api/coaches', valid)).status).toBe(401);
  });
});
