import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from '@shared/constants/resources';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { createTestTrpc } from '../../testing/trpc';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
});
afterAll(() => t.close());

async function idOf(title: string): Promise<number> {
  const row = await t.db.selectFrom('resources').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  return row.id;
}

const textResource = {
  title: 'Weekly Review Checklist',
  type: 'template',
  category: 'productivity',
  difficulty: 'beginner',
  description: 'A checklist for a thirty-minute weekly review.',
  duration: 30,
  content: '1. Empty your inboxes\n2. Review your calendar\n3. Choose three priorities',
};

describe('GET /api/resources', () => {
  it('answers 401 when signed out', async () => {
    for (const path of ['/api/resources', '/api/resources/featured', '/api/resources/1']) {
      expect((await t.anon.get(path)).status).toBe(401);
    }
  });

  it('returns the seeded library: over 40 real works covering every type and category', async () => {
    const res = await client.get('/api/resources');
    expect(res.status).toBe(200);
    const list = res.body as { type: string; category: string; title: string; author: string; description: string }[];
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(new Set(list.map((r) => r.type))).toEqual(new Set(RESOURCE_TYPES));
    expect(new Set(list.map((r) => r.category))).toEqual(new Set(RESOURCE_CATEGORIES));
    expect(list).toContainEqual(expect.objectContaining({ title: 'The 7 Habits of Highly Effective People', author: 'Stephen R. Covey', type: 'document' }));
    expect(list).toContainEqual(expect.objectContaining({ title: 'Coaching for Performance', author: 'John Whitmore' }));
    expect(list.some((r) => /lorem ipsum/i.test(r.description))).toBe(false);
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'author', 'canManage', 'category', 'createdAt', 'description', 'difficulty', 'duration', 'hasContent', 'id', 'isBookmarked', 'isLiked',
        'isPremium', 'likes', 'myRating', 'rating', 'ratingCount', 'title', 'type', 'url', 'viewCount',
      ].sort(),
    );
  });

  it('marks the caller\'s own bookmarks only', async () => {
    const mine = (await client.get('/api/resources')).body as { title: string; isBookmarked: boolean }[];
    expect(mine.filter((r) => r.isBookmarked).map((r) => r.title)).toEqual(expect.arrayContaining(['Radical Candor', 'Deep Work']));
    const theirs = (await t.signIn('member@globex.example').then((c) => c.get('/api/resources'))).body as { isBookmarked: boolean }[];
    expect(theirs.some((r) => r.isBookmarked)).toBe(false);
  });

  it('filters by type, category, difficulty and a search over title, description and author', async () => {
    const videos = (await client.get('/api/resources?type=video&category=communication')).body as { type: string; category: string }[];
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((r) => r.type === 'video' && r.category === 'communication')).toBe(true);

    const advanced = (await client.get('/api/resources?difficulty=advanced')).body as { difficulty: string }[];
    expect(advanced.length).toBeGreaterThan(0);
    expect(advanced.every((r) => r.difficulty === 'advanced')).toBe(true);

    const byAuthor = (await client.get('/api/resources?search=BRENÉ')).body as { author: string }[];
    expect(byAuthor.map((r) => r.author)).toEqual(['Brené Brown', 'Brené Brown']);

    expect((await client.get('/api/resources?search=%25')).body).toEqual([]);
  });

  it('lists only bookmarked resources with bookmarked=true', async () => {
    const res = await client.get('/api/resources?bookmarked=true');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((r: { isBookmarked: boolean }) => r.isBookmarked)).toBe(true);
  });

  it('reads bookmarked=false as the resources not bookmarked, and refuses a non-boolean', async () => {
    const all = await client.get('/api/resources');
    const notBookmarked = await client.get('/api/resources?bookmarked=false');
    const bookmarked = await client.get('/api/resources?bookmarked=true');
    expect(notBookmarked.body.length).toBe(all.body.length - bookmarked.body.length);
    expect(notBookmarked.body.some((r: { isBookmarked: boolean }) => r.isBookmarked)).toBe(false);
    const wrong = await client.get('/api/resources?bookmarked=yes');
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: ['bookmarked'], message: 'bookmarked must be true or false' }]);
  });

  it('refuses an unknown filter value, naming the field', async () => {
    const res = await client.get('/api/resources?type=book');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: ['type'], message: 'Choose a resource type' }]);
  });

  it('follows what is stored', async () => {
    const id = await idOf('Deep Work');
    await t.db.updateTable('resources').set({ durationMinutes: 333 }).where('id', '=', id).execute();
    const res = await client.get(`/api/resources/${id}`);
    expect(res.body.duration).toBe(333);
    const listed = (await client.get('/api/resources')).body.find((r: { id: number }) => r.id === id);
    expect(listed.duration).toBe(333);
  });

  it('answers the same list over tRPC as over REST', async () => {
    const trpc = createTestTrpc(t.url, client.cookie);
    try {
      const viaTrpc = await trpc.client.resources.list.query({ category: 'strategy' });
      const viaRest = (await client.get('/api/resources?category=strategy')).body;
      expect(viaTrpc.items.map((r) => r.id)).toEqual(viaRest.map((r: { id: number }) => r.id));
    } finally {
      trpc.close();
    }
  });
});

describe('GET /api/resources/featured', () => {
  it('returns the three highest-rated resources, highest first', async () => {
    const res = await client.get('/api/resources/featured');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    const all = (await client.get('/api/resources')).body as { id: number; rating: number; ratingCount: number }[];
    const best = Math.max(...all.map((r) => r.rating));
    expect(res.body[0].rating).toBe(best);
    const ratings = res.body.map((r: { rating: number }) => r.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('changes when members rate another resource higher', async () => {
    const app = await startTestApp();
    try {
      const id = (await app.db.selectFrom('resources').select('id').where('title', '=', 'Maker\'s Schedule, Manager\'s Schedule').executeTakeFirstOrThrow()).id;
      const emails = ['client@example.com', 'coach@example.com', 'member@acme.example', 'lead@acme.example', 'hr@acme.example', 'member@globex.example', 'admin@example.com'];
      for (const email of emails) {
        const user = await app.signIn(email);
        expect((await user.put(`/api/resources/${id}/rating`, { rating: 5 })).status).toBe(200);
      }
      const featured = (await (await app.signIn('client@example.com')).get('/api/resources/featured')).body;
      expect(featured[0]).toMatchObject({ id, rating: 5, ratingCount: 7 });
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/resources/{id}/bookmark', () => {
  it('bookmarks and un-bookmarks, stored per user', async () => {
    const id = await idOf('Getting Things Done');
    const on = await client.post(`/api/resources/${id}/bookmark`, { bookmark: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id, isBookmarked: true });
    expect((await client.post(`/api/resources/${id}/bookmark`, { bookmark: true })).body.isBookmarked).toBe(true);
    const bookmarked = (await client.get('/api/resources?bookmarked=true')).body.map((r: { id: number }) => r.id);
    expect(bookmarked).toContain(id);
    expect((await coach.get(`/api/resources/${id}`)).body.isBookmarked).toBe(false);

    const off = await client.post(`/api/resources/${id}/bookmark`, { bookmark: false });
    expect(off.body.isBookmarked).toBe(false);
    expect((await client.get('/api/resources?bookmarked=true')).body.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('refuses a missing flag, an unknown resource and a non-numeric id', async () => {
    const id = await idOf('Getting Things Done');
    const missing = await client.post(`/api/resources/${id}/bookmark`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: ['bookmark'], message: 'bookmark must be true or false' }]);
    const text = await client.post(`/api/resources/${id}/bookmark`, { bookmark: 'false' });
    expect(text.status).toBe(400);
    expect(text.body.issues).toEqual([{ path: ['bookmark'], message: 'bookmark must be true or false' }]);
    expect((await client.post('/api/resources/99999/bookmark', { bookmark: true })).status).toBe(404);
    expect((await client.post('/api/resources/abc/bookmark', { bookmark: true })).status).toBe(400);
  });
});

describe('views, likes and ratings', () => {
  it('counts a view each time a resource is opened', async () => {
    const id = await idOf('Hidden Brain');
    const before = (await client.get(`/api/resources/${id}`)).body.viewCount;
    expect((await client.post(`/api/resources/${id}/view`)).body.viewCount).toBe(before + 1);
    expect((await coach.post(`/api/resources/${id}/view`)).body.viewCount).toBe(before + 2);
    expect((await client.get(`/api/resources/${id}`)).body.viewCount).toBe(before + 2);
  });

  it('keeps one like per person', async () => {
    const id = await idOf('HBR IdeaCast');
    const before = (await client.get(`/api/resources/${id}`)).body.likes;
    await client.post(`/api/resources/${id}/like`, { like: true });
    const twice = await client.post(`/api/resources/${id}/like`, { like: true });
    expect(twice.body).toMatchObject({ likes: before + 1, isLiked: true });
    expect((await client.post(`/api/resources/${id}/like`, { like: false })).body).toMatchObject({ likes: before, isLiked: false });
  });

  it("averages members' ratings and keeps the caller's own, replacing it when rated again", async () => {
    const id = await idOf('Manager Tools'); // seeded 4, 5, 3, 4
    const first = await client.put(`/api/resources/${id}/rating`, { rating: 5 });
    expect(first.body).toMatchObject({ rating: 4.2, ratingCount: 5, myRating: 5 });
    const second = await client.put(`/api/resources/${id}/rating`, { rating: 1 });
    expect(second.body).toMatchObject({ rating: 3.4, ratingCount: 5, myRating: 1 });
  });

  it('refuses a rating outside 1 to 5', async () => {
    const id = await idOf('Manager Tools');
    for (const rating of [0, 6, 4.5, 'five']) {
      const res = await client.put(`/api/resources/${id}/rating`, { rating });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: ['rating'], message: 'Rating must be a whole number from 1 to 5' }]);
    }
  });
});

describe('POST /api/resources (Add Resource)', () => {
  it('is for coaches and admins only', async () => {
    for (const email of ['client@example.com', 'hr@acme.example', 'orgadmin@acme.example']) {
      const res = await (await t.signIn(email)).post('/api/resources', textResource);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('adds a text resource whose content is read on its own page, with the adder as author', async () => {
    const res = await coach.post('/api/resources', textResource);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: textResource.title, author: 'Jordan Rivera', url: null, hasContent: true, content: textResource.content, canManage: true, viewCount: 0, rating: 0 });
    const listed = (await client.get('/api/resources')).body.find((r: { id: number }) => r.id === res.body.id);
    expect(listed).toMatchObject({ hasContent: true, canManage: false });
    expect(listed).not.toHaveProperty('content');
    expect((await client.get(`/api/resources/${res.body.id}`)).body.content).toBe(textResource.content);
  });

  it('adds a linked resource for an admin', async () => {
    const admin = await t.signIn('admin@example.com');
    const res = await admin.post('/api/resources', {
      title: 'The Art of Possibility',
      type: 'document',
      category: 'leadership',
      difficulty: 'beginner',
      author: 'Rosamund Stone Zander and Benjamin Zander',
      description: 'Twelve practices for leading with possibility.',
      duration: 240,
      url: 'https://example.com/possibility',
      isPremium: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ author: 'Rosamund Stone Zander and Benjamin Zander', url: 'https://example.com/possibility', content: null, isPremium: true });
  });

  it('names every invalid field with its message', async () => {
    const res = await coach.post('/api/resources', { title: ' ', description: '', duration: 0, type: 'book', category: 'x', difficulty: 'expert' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['title'], message: 'Title is required' },
        { path: ['description'], message: 'Description is required' },
        { path: ['duration'], message: 'Duration must be at least 1 minute' },
        { path: ['type'], message: 'Choose a resource type' },
        { path: ['category'], message: 'Choose a category' },
        { path: ['difficulty'], message: 'Choose a difficulty' },
      ]),
    );
  });

  it('needs a URL or text content, not both, and only http or https links', async () => {
    const { content: _content, ...base } = textResource;
    const none = await coach.post('/api/resources', base);
    expect(none.body.issues).toEqual([{ path: ['url'], message: 'Add a URL or text content' }]);
    const both = await coach.post('/api/resources', { ...base, url: 'https://example.com', content: 'text' });
    expect(both.body.issues).toEqual([{ path: ['content'], message: 'Give either a URL or text content, not both' }]);
    for (const url of ['javascript:alert(1)', 'ftp://example.com/file', 'not a url']) {
      const bad = await coach.post('/api/resources', { ...base, url });
      expect(bad.status).toBe(400);
      expect(bad.body.issues).toEqual([{ path: ['url'], message: 'Enter a valid http or https URL' }]);
    }
    const missingDuration = await coach.post('/api/resources', { ...textResource, duration: undefined });
    expect(missingDuration.body.issues).toEqual([{ path: ['duration'], message: 'Duration is required' }]);
  });

  it("keeps an organisation coach's resource inside that organisation", async () => {
    const app = await startTestApp();
    try {
      const acme = (await app.db.selectFrom('organizations').select('id').where('name', '=', 'Acme Corp').executeTakeFirstOrThrow()).id;
      await app.db.updateTable('users').set({ organizationId: acme }).where('email', '=', 'coach@example.com').execute();
      const created = await (await app.signIn('coach@example.com')).post('/api/resources', textResource);
      const id = created.body.id as number;

      const member = await app.signIn('member@acme.example');
      expect((await member.get(`/api/resources/${id}`)).status).toBe(200);

      for (const outsider of [await app.signIn('member@globex.example'), await app.signIn('client@example.com')]) {
        expect((await outsider.get(`/api/resources/${id}`)).status).toBe(404);
        expect((await outsider.post(`/api/resources/${id}/bookmark`, { bookmark: true })).status).toBe(404);
        expect((await outsider.get('/api/resources')).body.map((r: { id: number }) => r.id)).not.toContain(id);
      }
    } finally {
      await app.close();
    }
  });
});

describe('DELETE /api/resources/{id}', () => {
  it('lets the person who added it delete it, and records who did', async () => {
    const created = await coach.post('/api/resources', { ...textResource, title: 'Temporary checklist' });
    const id = created.body.id as number;
    expect((await client.delete(`/api/resources/${id}`)).status).toBe(403);
    const res = await coach.delete(`/api/resources/${id}`);
    expect(res.status).toBe(200);
    expect((await client.get(`/api/resources/${id}`)).status).toBe(404);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('subjectType', '=', 'resource').where('subjectId', '=', String(id)).executeTakeFirst();
    expect(audit?.action).toBe('resource.deleted');
  });

  it('refuses a coach deleting the platform library, allows an admin', async () => {
    const id = await idOf('Grit: The Power of Passion and Perseverance');
    expect((await coach.delete(`/api/resources/${id}`)).status).toBe(403);
    expect((await (await t.signIn('admin@example.com')).delete(`/api/resources/${id}`)).status).toBe(200);
    expect((await coach.delete(`/api/resources/${id}`)).status).toBe(404);
  });
});
