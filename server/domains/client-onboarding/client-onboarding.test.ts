import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = {
  goals: 'Grow into a confident engineering manager',
  experience: 'some',
  availability: 'biweekly',
  communicationPreference: 'video',
  specificChallenges: 'Delegating',
  expectations: '',
  agreedToTerms: true,
  agreedToSubscription: true,
};

describe('POST /api/client-onboarding', () => {
  it("stores the answers on the signed-in client's profile", async () => {
    const client = await t.signIn('client@example.com');
    const res = await client.post('/api/client-onboarding', valid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ goals: valid.goals, experience: 'some', availability: 'biweekly', communicationPreference: 'video', specificChallenges: 'Delegating', expectations: null, agreedToTerms: true, agreedToSubscription: true });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'client@example.com').executeTakeFirstOrThrow();
    const profile = await t.db.selectFrom('clientProfiles').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ goals: valid.goals, experience: 'some', availability: 'biweekly', communicationPreference: 'video', specificChallenges: 'Delegating', expectations: null });
    expect(profile.onboardedAt).toEqual(expect.any(String));
    expect(profile.agreedToTermsAt).toEqual(expect.any(String));
  });

  it('refuses each invalid answer with the spec message and keeps what was stored', async () => {
    const client = await t.signIn('member@globex.example');
    const res = await client.post('/api/client-onboarding', { goals: 'short', experience: '', availability: 'daily', communicationPreference: null, agreedToTerms: false, agreedToSubscription: false });
    expect(res.status).toBe(400);
    expect(Object.fromEntries(res.body.issues.map((issue: { path: string[]; message: string }) => [issue.path[0], issue.message]))).toEqual({
      goals: 'Please describe your goals (minimum 10 characters)',
      experience: 'Please select your coaching experience',
      availability: 'Please select your availability',
      communicationPreference: 'Please select communication preference',
      agreedToTerms: 'You must agree to the terms',
      agreedToSubscription: 'You must agree to the subscription terms',
    });
    const missing = await client.post('/api/client-onboarding', { ...valid, agreedToSubscription: undefined });
    expect(missing.body.issues).toEqual([{ path: ['agreedToSubscription'], message: 'You must agree to the subscription terms' }]);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'member@globex.example').executeTakeFirstOrThrow();
    const profile = await t.db.selectFrom('clientProfiles').select('onboardedAt').where('userId', '=', user.id).executeTakeFirst();
    expect(profile?.onboardedAt ?? null).toBeNull();
  });

  it('is for clients only (403) and signed-in users (401)', async () => {
    expect((await (await t.signIn('coach@example.com')).post('/api/client-onboarding', valid)).status).toBe(403);
    expect((await t.anon.post('/api/client-onboarding', valid)).status).toBe(401);
  });
});
