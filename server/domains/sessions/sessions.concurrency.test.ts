import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_FULL_MESSAGE, clientLimitOf } from '../coaches/client-limit';
import { type HttpClient, type TestApp, startTestApp, testDialect } from '../../testing/harness';
import { booking, coachId, inDays } from './sessions.testkit';

// Real parallel requests: on PostgreSQL (project api-pg) they run on separate pooled connections, so
// these prove the booking rules are atomic, not only that SQLite runs one transaction at a time.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** New client accounts (sharing the demo password) signed in over HTTP. */
async function newClients(count: number, tag: string): Promise<HttpClient[]> {
  const { passwordHash } = await t.db.selectFrom('users').select('passwordHash').where('email', '=', 'client@example.com').executeTakeFirstOrThrow();
  const emails = Array.from({ length: count }, (_, i) => `${tag}-${i}@race.example`);
  await t.db
    .insertInto('users')
    .values(emails.map((email, i) => ({ id: randomUUID(), email, firstName: 'Race', lastName: `${tag} ${i}`, role: 'client', passwordHash })))
    .execute();
  const clients: HttpClient[] = [];
  for (const email of emails) clients.push(await t.signIn(email));
  return clients;
}

describe(`simultaneous bookings (${testDialect})`, () => {
  it('books exactly one of 20 simultaneous bookings of the same slot of a coach', async () => {
    const sarah = await coachId(t.db, 'sarah.chen@coaches.example');
    const clients = await newClients(20, 'slot');
    const slot = inDays(45, 11);
    const results = await Promise.all(clients.map((client, i) => client.post('/api/sessions', booking({ coachId: sarah, scheduledAt: slot, title: `Slot race ${i}` }))));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const booked = await t.db.selectFrom('sessions').select('id').where('coachId', '=', sarah).where('scheduledAt', '=', slot).execute();
    expect(booked).toHaveLength(1);
  });

  it("takes exactly as many first bookings as the coach's plan has room for when 15 arrive at once", async () => {
    const coachUserId = randomUUID();
    await t.db.insertInto('users').values({ id: coachUserId, email: 'basic-coach@race.example', firstName: 'Basic', lastName: 'Coach', role: 'coach' }).execute();
    const { id: coach } = await t.db
      .insertInto('coaches')
      .values({ userId: coachUserId, title: 'Coach', bio: 'Bio', specialties: '[]', timezone: 'UTC', isAvailable: true, plan: 'basic' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const limit = clientLimitOf('basic');
    expect(limit).toBe(10);
    const clients = await newClients(15, 'limit');
    // Different slots: only the plan's client limit can refuse them.
    const results = await Promise.all(clients.map((client, i) => client.post('/api/sessions', booking({ coachId: coach, scheduledAt: inDays(50 + i, 9), title: `First ${i}` }))));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    const refused = results.filter((res) => res.status === 409);
    expect(refused).toHaveLength(15 - limit);
    for (const res of refused) expect(res.body.message).toBe(COACH_FULL_MESSAGE);
    const count = await t.db.selectFrom('coachClients').select((eb) => eb.fn.countAll<number>().as('n')).where('coachUserId', '=', coachUserId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(limit);
  });
});
