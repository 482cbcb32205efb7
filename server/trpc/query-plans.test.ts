import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSessionParticipants } from '../domains/sessions/session-participants';
import { findApiTokenByHash } from '../domains/api-tokens/api-tokens.queries';
import { hashApiToken } from '../domains/api-tokens/api-tokens.service';
import { findUserById, toCurrentUser } from '../domains/users/users.queries';
import { type TestApp, startTestApp } from '../testing/harness';
import { fullScans, recordQueries } from '../testing/query-plan';
import type { Context } from './context';
import { createCallerFactory } from './init';
import { appRouter } from './root';

/**
 * The hot reads (and the booking's overlap check) stay on indexes as data grows: every query they
 * run is planned with EXPLAIN QUERY PLAN over a database with thousands of other people's rows,
 * and a full scan of a growing table fails the test.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Other people's data, so a plan that walks everything has something to walk.
  const users = Array.from({ length: 2000 }, (_, i) => ({ id: randomUUID(), email: `other-${i}@growth.example`, firstName: 'Other', lastName: String(i), role: 'client' as const }));
  for (let i = 0; i < users.length; i += 500) await t.db.insertInto('users').values(users.slice(i, i + 500)).execute();
  const aiCoach = (await t.db.selectFrom('aiCoaches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const sessions = users.flatMap((user, i) =>
    Array.from({ length: 5 }, (_, k) => {
      const start = new Date(Date.UTC(2026, 0, 1) + (i * 5 + k) * 3_600_000);
      return { type: 'ai' as const, title: 'Growth', status: 'completed' as const, scheduledAt: start.toISOString(), duration: 30, endsAt: new Date(start.getTime() + 1_800_000).toISOString(), aiCoachId: aiCoach, clientId: user.id, bookedById: user.id };
    }),
  );
  for (let i = 0; i < sessions.length; i += 500) {
    const ids = await t.db.insertInto('sessions').values(sessions.slice(i, i + 500)).returning('id').execute();
    await syncSessionParticipants(t.db, ids.map((row) => row.id));
  }
  const goals = users.map((user) => ({ userId: user.id, title: 'Growth goal', description: 'Other', category: 'skills' as const, priority: 'low' as const, status: 'active' as const, progress: 0 }));
  for (let i = 0; i < goals.length; i += 500) await t.db.insertInto('goals').values(goals.slice(i, i + 500)).execute();
  // Other people's bookmarks, so the bookmarked tab has rows to skip.
  const resource = (await t.db.selectFrom('resources').select('id').where('organizationId', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;
  const bookmarks = users.map((user) => ({ userId: user.id, resourceId: resource }));
  for (let i = 0; i < bookmarks.length; i += 500) await t.db.insertInto('resourceBookmarks').values(bookmarks.slice(i, i + 500)).execute();
});
afterAll(() => t.close());

async function ctxFor(email: string, db: Context['db']): Promise<Context> {
  const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const user = await findUserById(t.db, id);
  return {
    ...t.app.services,
    db,
    user: user ? toCurrentUser(user) : null,
    sessionIdHash: null,
    request: { ip: '10.1.1.1', userAgent: 'plans', origin: t.url, cookies: {} },
    cookies: null,
    exposeErrorDetails: false,
  } as Context;
}

describe('the plan check itself', () => {
  it('fails a read that walks every session, or every session of a status', async () => {
    const recorded = recordQueries(t.db);
    const someone = (await t.db.selectFrom('users').select('id').where('email', '=', 'client@example.com').executeTakeFirstOrThrow()).id;
    // The old visibility rule across the coaches join, and a tab by status alone.
    await recorded.db
      .selectFrom('sessions')
      .leftJoin('coaches', 'coaches.id', 'sessions.coachId')
      .select('sessions.id')
      .where((eb) => eb.or([eb('sessions.clientId', '=', someone), eb('coaches.userId', '=', someone)]))
      .execute();
    await recorded.db.selectFrom('sessions').select('sessions.id').where('sessions.status', '=', 'completed').orderBy('sessions.scheduledAt', 'desc').limit(20).execute();
    const problems = await fullScans(t.db, recorded.queries);
    expect(problems.map((p) => p.detail)).toEqual([expect.stringMatching(/^SCAN sessions/), expect.stringMatching(/sessions_status_idx/)]);
  });
});

describe('query plans of the hot paths', () => {
  it('never scans a growing table in full', async () => {
    const recorded = recordQueries(t.db);
    for (const email of ['client@example.com', 'coach@example.com', 'member@acme.example']) {
      const caller = createCallerFactory(appRouter)(await ctxFor(email, recorded.db));
      const sessions = await caller.sessions.list({});
      for (const view of ['upcoming', 'in_progress', 'past'] as const) await caller.sessions.list({ view });
      await caller.sessions.stats({});
      if (sessions.items[0]) {
        await caller.sessions.byId({ id: sessions.items[0].id });
        await caller.chat.list({ id: sessions.items[0].id }).catch(() => undefined);
      }
      await caller.dashboard.stats();
      await caller.goals.list({});
      await caller.goals.list({ status: 'active', limit: 3 });
      await caller.goals.stats();
      await caller.activity.list({ limit: 5 });
      await caller.messages.conversations({});
      await caller.calendar.events({ from: new Date(Date.UTC(2026, 10, 1)).toISOString(), to: new Date(Date.UTC(2026, 11, 6)).toISOString() });
      await caller.resources.list({});
      await caller.resources.list({ bookmarked: true });
      await caller.resources.featured();
      await caller.notifications.list({});
      await caller.progressReports.list({});
      await caller.aiMemory.list({});
      await caller.apiTokens.list({});
      await caller.apiTokens.create({ name: 'Plan check', scopes: ['read'] });
      // Every bearer call looks its token up by hash.
      await findApiTokenByHash(recorded.db, hashApiToken('cat_plan-check'));
      const conversations = await caller.messages.conversations({});
      if (conversations.items[0]) await caller.messages.list({ conversationId: conversations.items[0].id });
    }
    const visitor = createCallerFactory(appRouter)({ ...(await ctxFor('client@example.com', recorded.db)), user: null });
    await visitor.coaches.list({});
    await visitor.coaches.count({});
    // The booking's overlap check, on a human session.
    const coach = await t.db.selectFrom('coaches').select('id').orderBy('id').executeTakeFirstOrThrow();
    const booker = createCallerFactory(appRouter)(await ctxFor('member@globex.example', recorded.db));
    const before = recorded.queries.length;
    const booked = await booker.sessions.create({ type: 'human', coachId: coach.id, title: 'Plan check', scheduledAt: new Date(Date.now() + 40 * 86_400_000).toISOString(), duration: 60 });
    expect(booked).toMatchObject({ type: 'human', title: 'Plan check' });
    // The overlap check (client and coach) ran and is planned below with the rest.
    const overlapChecks = recorded.queries.slice(before).filter((q) => /^\s*select\b/i.test(q.sql) && /from "session_participants" as "sp"/.test(q.sql) && /"sessions"\."ends_at" >/.test(q.sql));
    expect(overlapChecks.length).toBeGreaterThanOrEqual(1);

    const problems = await fullScans(t.db, recorded.queries);
    console.log(`query plans: ${new Set(recorded.queries.map((q) => q.sql)).size} distinct queries planned, ${problems.length} full scans of growing tables`);
    expect(problems.map((p) => `${p.detail} in: ${p.sql.slice(0, 300)}`)).toEqual([]);
  });

  it('keeps analytics and billing reads on indexes: one query per widget, no per-client loop', async () => {
    const recorded = recordQueries(t.db);
    for (const email of ['hr@acme.example', 'lead@acme.example', 'coach@example.com']) {
      const caller = createCallerFactory(appRouter)(await ctxFor(email, recorded.db));
      for (const period of ['7d', '1y'] as const) {
        await caller.analytics.metrics({ period });
        await caller.analytics.sessions({ period });
        await caller.analytics.outcomes({ period });
        await caller.analytics.clientProgress({ period, limit: 20 });
      }
    }
    // The platform admin's scope of one organisation is held to the same rule.
    const acme = (await t.db.selectFrom('users').select('organizationId').where('email', '=', 'orgadmin@acme.example').executeTakeFirstOrThrow()).organizationId!;
    await platformAdminAnalytics(recorded.db, acme);
    for (const email of ['coach@example.com', 'client@example.com', 'orgadmin@acme.example']) {
      const caller = createCallerFactory(appRouter)(await ctxFor(email, recorded.db));
      await caller.billing.usageMetrics({});
      await caller.billing.details({});
      await caller.billing.history({});
    }
    const problems = await fullScans(t.db, recorded.queries);
    expect(problems.map((p) => `${p.detail} in: ${p.sql.slice(0, 300)}`)).toEqual([]);
  });

  it("reads a platform admin's whole-platform analytics by period, and walks only what the figures are of: every open goal, every client", async () => {
    const recorded = recordQueries(t.db);
    await platformAdminAnalytics(recorded.db, undefined);
    const problems = await fullScans(t.db, recorded.queries);
    // Sessions are read by the period (sessions_scheduled_at_idx). Goals open at some time in the period and the
    // list of every client by name are the platform itself; any other walk fails here.
    expect(problems.map((p) => p.detail.trim()).sort()).toEqual(['SCAN goals', 'SCAN goals', 'SCAN u']);
    expect(problems.find((p) => p.detail.trim() === 'SCAN u')?.sql).toMatch(/"u"\."role" = 'client'/);
  });
});

/** Every analytics widget as a platform admin, of the whole platform (organizationId undefined) or of one organisation. */
async function platformAdminAnalytics(db: Context['db'], organizationId: string | undefined) {
  const admin = createCallerFactory(appRouter)(await ctxFor('admin@example.com', db));
  for (const period of ['7d', '1y'] as const) {
    await admin.analytics.metrics({ period, organizationId });
    await admin.analytics.sessions({ period, organizationId });
    await admin.analytics.outcomes({ period, organizationId });
    await admin.analytics.clientProgress({ period, organizationId, limit: 20 });
  }
}
