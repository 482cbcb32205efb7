import type { Database } from '../db';
import { ARTICLES, BOOKS, type SeedResource } from './resources-library';
import { AUDIO, COURSES, DOCUMENTS, LINKED_TOOLS, VIDEOS } from './resources-media';
import { TEMPLATES } from './resources-templates';
import { TEXT_TOOLS } from './resources-tools';

export const RESOURCE_LIBRARY: SeedResource[] = [...BOOKS, ...ARTICLES, ...VIDEOS, ...AUDIO, ...COURSES, ...DOCUMENTS, ...LINKED_TOOLS, ...TEMPLATES, ...TEXT_TOOLS];

/** Demo members who rated the library, in the order each resource's ratings list uses. client@example.com rates nothing yet. */
const RATERS = [
  'coach@example.com',
  'member@acme.example',
  'lead@acme.example',
  'hr@acme.example',
  'member@globex.example',
  'orgadmin@acme.example',
  'orgadmin@globex.example',
  'admin@example.com',
];

const CLIENT_BOOKMARKS = ['Radical Candor', 'The Power of Vulnerability', 'SMART Goal Template', 'Deep Work'];

const DEMO_COLLECTIONS = [
  {
    owner: 'client@example.com',
    name: 'My Leadership Toolkit',
    description: 'Reading and tools for my first year of leading a team.',
    isPublic: false,
    items: ['Dare to Lead', 'GROW Coaching Conversation Worksheet', 'One-on-One Meeting Agenda', 'What Makes a Leader?'],
  },
  {
    owner: 'coach@example.com',
    name: 'New Manager Starter Kit',
    description: 'What I share with every client who has just stepped into their first management role.',
    isPublic: true,
    items: ['The Five Dysfunctions of a Team', 'Radical Candor', 'One-on-One Meeting Agenda', "Management Time: Who's Got the Monkey?", 'The Coaching Habit'],
  },
];

/** The platform library, with demo members' ratings, likes and views, plus bookmarks and collections. Adds only what is missing. */
export async function seedResources(db: Database, users: Map<string, string>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const item of RESOURCE_LIBRARY) {
    const existing = await db.selectFrom('resources').select('id').where('title', '=', item.title).where('createdBy', 'is', null).executeTakeFirst();
    let id = existing?.id;
    if (id === undefined) {
      const raters = item.ratings.slice(0, RATERS.length);
      const row = await db
        .insertInto('resources')
        .values({
          type: item.type,
          category: item.category,
          difficulty: item.difficulty,
          title: item.title,
          description: item.description,
          author: item.author,
          durationMinutes: item.duration,
          url: item.url ?? null,
          content: item.content ?? null,
          isPremium: item.isPremium ?? false,
          // Everyone who rated it opened it once.
          viewCount: raters.length,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
      for (const [index, rating] of raters.entries()) {
        const userId = users.get(RATERS[index]!);
        if (!userId) continue;
        await db.insertInto('resourceRatings').values({ userId, resourceId: id, rating }).onConflict((oc) => oc.doNothing()).execute();
        // The members who gave it top marks also liked it.
        if (rating === 5) await db.insertInto('resourceLikes').values({ userId, resourceId: id }).onConflict((oc) => oc.doNothing()).execute();
      }
    }
    ids.set(item.title, id);
  }

  const clientId = users.get('client@example.com');
  if (clientId) {
    for (const title of CLIENT_BOOKMARKS) {
      const resourceId = ids.get(title);
      if (resourceId) await db.insertInto('resourceBookmarks').values({ userId: clientId, resourceId }).onConflict((oc) => oc.doNothing()).execute();
    }
  }

  for (const collection of DEMO_COLLECTIONS) {
    const ownerId = users.get(collection.owner);
    if (!ownerId) continue;
    const existing = await db.selectFrom('resourceCollections').select('id').where('ownerId', '=', ownerId).where('name', '=', collection.name).executeTakeFirst();
    if (existing) continue;
    const row = await db
      .insertInto('resourceCollections')
      .values({ ownerId, name: collection.name, description: collection.description, isPublic: collection.isPublic })
      .returning('id')
      .executeTakeFirstOrThrow();
    const start = Date.now();
    for (const [index, title] of collection.items.entries()) {
      const resourceId = ids.get(title);
      // A millisecond apart, so the collection keeps the order it was put together in.
      const addedAt = new Date(start + index).toISOString();
      if (resourceId) await db.insertInto('resourceCollectionItems').values({ collectionId: row.id, resourceId, addedAt }).execute();
    }
  }
  return ids;
}
