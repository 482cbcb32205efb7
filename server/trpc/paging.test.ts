import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '@shared/schemas/paging';
import { SESSION_PAGE_DEFAULT } from '@shared/schemas/sessions';
import { syncSessionParticipants } from '../domains/sessions/session-participants';
import { type HttpClient, type TestApp, startTestApp } from '../testing/harness';
import { createTestTrpc } from '../testing/trpc';
import { listRestOperations } from './rest';
import { appRouter } from './root';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
});
afterAll(() => t.close());

/** The relative URL of the Link rel="next" header, if any. */
function nextLink(headers: Headers): string | undefined {
  const link = headers.get('link');
  return link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
}

async function userId(email: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** Walks every page of a REST list; fails on a page over the limit or an item seen twice. */
async function walk(http: HttpClient, first: string, limit: number): Promise<{ ids: unknown[]; pages: number }> {
  const ids: unknown[] = [];
  let url: string | undefined = first;
  let pages = 0;
  while (url) {
    const res = await http.get(url);
    expect(res.status, `${url}: ${res.text}`).toBe(200);
    expect(Array.isArray(res.body), `${url} answers an array`).toBe(true);
    expect(res.body.length).toBeLessThanOrEqual(limit);
    for (const item of res.body as { id: unknown }[]) ids.push(item.id);
    url = nextLink(res.headers);
    pages += 1;
    if (pages > 200) throw new Error(`${first}: no end after 200 pages`);
  }
  expect(new Set(ids).size, `${first}: an item on two pages`).toBe(ids.length);
  return { ids, pages };
}

describe('paged lists', () => {
  it('answers REST with the page as an array and an RFC 8288 next link, and tRPC with items and nextCursor', async () => {
    const owner = await userId('client@example.com');
    const base = { userId: owner, description: 'Paging', category: 'skills' as const, priority: 'low' as const, status: 'active' as const, progress: 0 };
    await t.db
      .insertInto('goals')
      .values(Array.from({ length: 7 }, (_, i) => ({ ...base, title: `Paged goal ${i}`, createdAt: new Date(Date.UTC(2020, 0, 1 + i)).toISOString() })))
      .execute();
    const all = (await client.get(`/api/goals?limit=${PAGE_LIMIT_MAX}`)).body as { id: number }[];

    const first = await client.get('/api/goals?limit=3');
    expect(first.body).toHaveLength(3);
    expect(first.headers.get('link')).toMatch(/^<\/api\/goals\?limit=3&cursor=[\w-]+>; rel="next"$/);
    const walked = await walk(client, '/api/goals?limit=3', 3);
    expect(walked.ids).toEqual(all.map((goal) => goal.id));
    expect(walked.pages).toBe(Math.ceil(all.length / 3));

    const trpc = createTestTrpc(t.url, client.cookie);
    try {
      const page = await trpc.client.goals.list.query({ limit: 3 });
      expect(page.items.map((goal) => goal.id)).toEqual(all.slice(0, 3).map((goal) => goal.id));
      expect(page.nextCursor).toEqual(expect.any(String));
      const next = await trpc.client.goals.list.query({ limit: 3, cursor: page.nextCursor });
      expect(next.items.map((goal) => goal.id)).toEqual(all.slice(3, 6).map((goal) => goal.id));
      const last = await trpc.client.goals.list.query({ limit: PAGE_LIMIT_MAX });
      expect(last.nextCursor).toBeNull();
    } finally {
      trpc.close();
    }
  });

  it(`returns ${PAGE_LIMIT_DEFAULT} items by default and at most ${PAGE_LIMIT_MAX}`, async () => {
    const owner = await userId('hr@acme.example');
    await t.db
      .insertInto('activities')
      .values(Array.from({ length: PAGE_LIMIT_MAX + 20 }, (_, i) => ({ userId: owner, type: 'goal_created' as const, title: 'Goal created', description: `Bulk ${i}` })))
      .execute();
    const hr = await t.signIn('hr@acme.example');
    const byDefault = await hr.get('/api/activity');
    expect(byDefault.body).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(nextLink(byDefault.headers)).toBeDefined();
    const most = await hr.get(`/api/activity?limit=${PAGE_LIMIT_MAX}`);
    expect(most.body).toHaveLength(PAGE_LIMIT_MAX);
  });

  it(`pages sessions by ${SESSION_PAGE_DEFAULT} by default: a busy coach's first page stays small`, async () => {
    const owner = await userId('lead@acme.example');
    const aiCoach = (await t.db.selectFrom('aiCoaches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const rows = Array.from({ length: SESSION_PAGE_DEFAULT + 10 }, (_, i) => {
      const start = new Date(Date.UTC(2025, 0, 1) + i * 3_600_000);
      return { type: 'ai' as const, title: `Bulk ${i}`, status: 'completed' as const, scheduledAt: start.toISOString(), duration: 30, endsAt: new Date(start.getTime() + 1_800_000).toISOString(), aiCoachId: aiCoach, clientId: owner, bookedById: owner };
    });
    const ids = await t.db.insertInto('sessions').values(rows).returning('id').execute();
    await syncSessionParticipants(t.db, ids.map((row) => row.id));
    const lead = await t.signIn('lead@acme.example');
    const first = await lead.get('/api/sessions');
    expect(first.body).toHaveLength(SESSION_PAGE_DEFAULT);
    expect(nextLink(first.headers)).toBeDefined();
    expect(JSON.stringify(first.body).length).toBeLessThan(50 * 1024);
  });

  it('refuses a limit outside 1-500 and a cursor it did not issue, naming the field', async () => {
    for (const limit of ['0', '501', 'ten', '2.5']) {
      const res = await client.get(`/api/goals?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.issues[0].path).toEqual(['limit']);
    }
    for (const cursor of ['garbage', Buffer.from('[1]').toString('base64url'), Buffer.from('["x",{"a":1}]').toString('base64url'), 'x'.repeat(600)]) {
      const res = await client.get(`/api/goals?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
      expect(res.body.message).toMatch(/cursor/i);
    }
  });

  it('walks every paged list of the API one item at a time without a repeat', async () => {
    const simple = listRestOperations(appRouter).filter((op) => op.meta?.paged && op.method === 'GET' && op.path && !op.path.includes('{'));
    expect(simple.length).toBeGreaterThanOrEqual(10);
    const conversation = (await coach.get('/api/conversations')).body[0].id as number;
    const extra: Record<string, string> = { '/messages': `conversationId=${conversation}&`, '/participants': `conversationId=${conversation}&` };
    // Lists of an organisation's managers and of platform admins, walked as them.
    const orgAdmin = await t.signIn('orgadmin@acme.example');
    const admin = await t.signIn('admin@example.com');
    const managerLists = ['/team/members', '/dashboard/programme/upcoming-sessions'];
    for (const op of simple) {
      // As someone the list is for: an organisation's admin or a platform admin for theirs, a client where clients may read it, else the coach.
      const http = managerLists.includes(op.path!)
        ? orgAdmin
        : op.path!.startsWith('/admin/') || op.path === '/organizations'
          ? admin
          : op.meta?.access?.own.client === 'ok' && !extra[op.path!]
            ? client
            : coach;
      await walk(http, `/api${op.path}?${extra[op.path!] ?? ''}limit=1`, 1);
    }
  });

  it('documents paged operations as arrays with a Link header in the OpenAPI document', async () => {
    const doc = (await t.anon.get('/api/openapi.json')).body;
    const ok = doc.paths['/goals'].get.responses['200'];
    expect(ok.content['application/json'].schema.type).toBe('array');
    expect(ok.headers.Link).toBeDefined();
    expect(doc.paths['/goals'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['limit', 'cursor']));
  });

  it('splits sessions into the tabs with counts that match the lists', async () => {
    const stats = (await coach.get('/api/sessions/stats')).body;
    for (const [view, key] of [
      ['upcoming', 'upcoming'],
      ['in_progress', 'inProgress'],
      ['past', 'past'],
    ] as const) {
      const { ids } = await walk(coach, `/api/sessions?view=${view}&limit=2`, 2);
      expect(ids.length, view).toBe(stats[key]);
    }
    const all = await walk(coach, '/api/sessions?limit=3', 3);
    expect(all.ids.length).toBe(stats.total);
    const upcoming = (await coach.get('/api/sessions?view=upcoming')).body as { scheduledAt: string; status: string }[];
    expect(upcoming.every((s) => s.status === 'scheduled' && Date.parse(s.scheduledAt) > Date.now())).toBe(true);
    expect(upcoming.map((s) => s.scheduledAt)).toEqual([...upcoming.map((s) => s.scheduledAt)].sort());
  });
});
