import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RATE_LIMIT } from '@shared/constants/chat';
import { recordingModel, startAiSession } from '../domains/chat/chat.testkit';
import { aiCoachId } from '../domains/sessions/sessions.testkit';
import { type TestApp, startTestApp } from '../testing/harness';

/** Limits that must hold against a parallel burst over real HTTP, not only against calls one after another. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ai: recordingModel().model });
});
afterAll(() => t.close());

const statuses = (results: { status: number }[]) => results.reduce<Record<number, number>>((counts, res) => ({ ...counts, [res.status]: (counts[res.status] ?? 0) + 1 }), {});

describe('parallel bursts against per-person limits', () => {
  it('lets at most 10 wrong current passwords of a parallel burst of 40 be tried; the rest get 429 and the right one waits too', async () => {
    const email = 'burst-password@example.com';
    const client = t.anon;
    expect((await client.post('/api/client-signup', { email, firstName: 'Burst', lastName: 'Test', goals: 'Grow' })).status).toBe(200);
    expect((await client.post('/api/auth/password', { newPassword: 'the-real-secret-42' })).status).toBe(200);

    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => client.post('/api/auth/password', { currentPassword: `wrong-guess-${i}`, newPassword: 'taken-over-secret-99' })),
    );
    const counts = statuses(burst);
    console.log('password change burst:', counts);
    expect(counts).toEqual({ 400: 10, 429: 30 });
    for (const refused of burst.filter((res) => res.status === 429)) {
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Locked for now, even with the right password; the old password still signs in.
    expect((await client.post('/api/auth/password', { currentPassword: 'the-real-secret-42', newPassword: 'taken-over-secret-99' })).status).toBe(429);
    expect((await t.anon.post('/api/auth/login', { email, password: 'the-real-secret-42' })).status).toBe(200);
  });

  // A check then a separate record loses this race on PostgreSQL (40 of 40 went through); on SQLite the two
  // statements ran back to back without I/O between them, so the api-pg project is where it shows.
  it(`accepts exactly ${CHAT_RATE_LIMIT.limit} of a parallel burst of 40 AI chat messages and stores only those`, async () => {
    const member = await t.signIn('member@globex.example');
    const id = await startAiSession(member, await aiCoachId(t.db, 'Executive Presence AI'));
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => member.post(`/api/sessions/${id}/chat`, { message: `Burst message ${i}` })));
    const counts = statuses(burst);
    console.log('AI chat burst:', counts);
    expect(counts).toEqual({ 200: CHAT_RATE_LIMIT.limit, 429: 40 - CHAT_RATE_LIMIT.limit });
    for (const refused of burst.filter((res) => res.status === 429)) {
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/sending messages too quickly/) });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const stored = await t.db.selectFrom('sessionMessages').select('id').where('sessionId', '=', id).where('isFromAi', '=', false).execute();
    expect(stored).toHaveLength(CHAT_RATE_LIMIT.limit);
  });
});
