import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db';
import { hashToken } from '../../lib/tokens';

/**
 * The feed token is derived from a stored random nonce with the server secret, and only its hash
 * is looked up: the address can be shown again to its owner, while a copy of the table alone
 * yields no working address. A new nonce (regenerate) makes the old address answer 404.
 */
export function feedToken(secret: string, userId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');
}

export interface FeedRow {
  token: string;
  createdAt: string;
}

/** A new address; the old one stops working at once. */
export async function regenerateFeed(db: Database, secret: string, userId: string): Promise<FeedRow> {
  const nonce = randomBytes(16).toString('base64url');
  const token = feedToken(secret, userId, nonce);
  const createdAt = new Date().toISOString();
  const values = { nonce, tokenHash: hashToken(secret, token), createdAt, lastFetchedAt: null };
  await db
    .insertInto('calendarFeeds')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
  return { token, createdAt };
}

/** The user's feed, created on first use. */
export async function getOrCreateFeed(db: Database, secret: string, userId: string): Promise<FeedRow> {
  const read = () => db.selectFrom('calendarFeeds').select(['nonce', 'createdAt']).where('userId', '=', userId).executeTakeFirst();
  let row = await read();
  if (!row) {
    // Two first calls at once agree on one address: the second insert does nothing.
    const nonce = randomBytes(16).toString('base64url');
    await db
      .insertInto('calendarFeeds')
      .values({ userId, nonce, tokenHash: hashToken(secret, feedToken(secret, userId, nonce)), createdAt: new Date().toISOString(), lastFetchedAt: null })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('calendar feed row vanished after insert');
  return { token: feedToken(secret, userId, row.nonce), createdAt: row.createdAt };
}

export async function revokeFeed(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('calendarFeeds').where('userId', '=', userId).execute();
}

/** The owner of a presented token, or undefined for an unknown or revoked one. */
export async function feedOwner(db: Database, secret: string, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendarFeeds').select('userId').where('tokenHash', '=', hashToken(secret, token)).executeTakeFirst();
  if (!row) return undefined;
  await db.updateTable('calendarFeeds').set({ lastFetchedAt: new Date().toISOString() }).where('userId', '=', row.userId).execute();
  return row.userId;
}
