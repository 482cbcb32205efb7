import type { Database } from '../../db';

export interface NewEmailLink {
  tokenHash: string;
  userId: string;
  redirect: string;
  expiresAt: Date;
}

export async function insertEmailLink(db: Database, link: NewEmailLink): Promise<void> {
  await db
    .insertInto('emailSignInLinks')
    .values({ tokenHash: link.tokenHash, userId: link.userId, redirect: link.redirect, expiresAt: link.expiresAt.toISOString() })
    .execute();
}

/**
 * Marks an unused, unexpired link as used and returns it, in one statement: two requests racing
 * with the same token cannot both succeed.
 */
export function consumeEmailLink(db: Database, tokenHash: string, now: Date) {
  const at = now.toISOString();
  return db
    .updateTable('emailSignInLinks')
    .set({ usedAt: at })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .returning(['userId', 'redirect'])
    .executeTakeFirst();
}

/** Links are worthless a day after they expire; kept that long only to explain a late click in logs. */
export async function pruneEmailLinks(db: Database, now: Date): Promise<void> {
  await db
    .deleteFrom('emailSignInLinks')
    .where('expiresAt', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString())
    .execute();
}
