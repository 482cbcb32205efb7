import { AI_MEMORY_LIMIT, type AiMemoryItem } from '@shared/schemas/ai-memory';
import type { Database, Tx } from '../../db';
import type { MemoryCandidate, MemoryItem } from '../../lib/ai';
import type { Page } from '@shared/schemas/paging';
import { keysetPage, numberKey, type PageRequest, textKey } from '../../lib/paging';

/** The person's remembered items, newest first (bounded by AI_MEMORY_LIMIT, which inserts keep). */
export async function listMemory(db: Database, userId: string, page: PageRequest): Promise<Page<AiMemoryItem>> {
  const query = db.selectFrom('aiMemoryItems').select(['id', 'kind', 'text', 'sessionId', 'createdAt', 'followedUpAt']).where('userId', '=', userId);
  return keysetPage(query, [textKey('ai_memory_items.created_at', 'desc', (row) => row.createdAt), numberKey('ai_memory_items.id', 'desc', (row) => row.id)], page);
}

/** Deletes one of the person's items; false when it is not theirs (or gone). */
export async function forgetMemory(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('aiMemoryItems').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Stores new items (a fact already remembered is kept as it was) and drops the oldest beyond the limit. */
export async function rememberItems(db: Database | Tx, userId: string, sessionId: number, items: readonly (MemoryCandidate & { key: string })[]): Promise<void> {
  if (items.length === 0) return;
  const createdAt = new Date().toISOString();
  await db
    .insertInto('aiMemoryItems')
    .values(items.map((item) => ({ userId, kind: item.kind, text: item.text, dedupeKey: item.key, sessionId, createdAt })))
    .onConflict((oc) => oc.columns(['userId', 'dedupeKey']).doNothing())
    .execute();
  const keep = db.selectFrom('aiMemoryItems').select('id').where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(AI_MEMORY_LIMIT);
  await db.deleteFrom('aiMemoryItems').where('userId', '=', userId).where('id', 'not in', keep).execute();
}

/**
 * What the coach model gets: the newest items, with commitments from other sessions that nobody has
 * asked about yet marked for a follow-up.
 */
export async function memoryForCoach(db: Database, userId: string, sessionId: number): Promise<MemoryItem[]> {
  const rows = await db
    .selectFrom('aiMemoryItems')
    .select(['id', 'kind', 'text', 'sessionId', 'createdAt', 'followedUpAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(30)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    text: row.text,
    sessionId: row.sessionId,
    createdAt: row.createdAt,
    followUp: row.kind === 'commitment' && row.followedUpAt === null && row.sessionId !== sessionId,
  }));
}

/** The coach has opened a session by asking about earlier commitments: they are not asked about again. */
export async function markFollowedUp(db: Database, userId: string, sessionId: number): Promise<void> {
  await db
    .updateTable('aiMemoryItems')
    .set({ followedUpAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .where('kind', '=', 'commitment')
    .where('followedUpAt', 'is', null)
    .where((eb) => eb.or([eb('sessionId', '!=', sessionId), eb('sessionId', 'is', null)]))
    .execute();
}
