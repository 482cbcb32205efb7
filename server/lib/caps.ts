import { TRPCError } from '@trpc/server';
import { STORED_LIMIT_MESSAGES, STORED_LIMITS } from '@shared/constants/limits';
import type { Tx } from '../db';
import { lockKeys } from '../db/dialect';

export type Cap = keyof typeof STORED_LIMIT_MESSAGES;

export const capReachedError = (cap: Cap) => new TRPCError({ code: 'CONFLICT', message: STORED_LIMIT_MESSAGES[cap] });

/**
 * Refuses one more of a capped kind (409, the cap's message) when the owner already holds its limit.
 * Call it inside the transaction that then inserts: it first takes the lock of (cap, owner), so parallel
 * creations for one owner count and insert one after another and a burst cannot pass the cap. (SQLite
 * runs one write transaction at a time anyway; PostgreSQL's READ COMMITTED would let them all count
 * the same rows.)
 */
export async function ensureBelowCap(tx: Tx, cap: Cap, owner: string | number, count: () => Promise<number | bigint | string>): Promise<void> {
  await lockKeys(tx, `cap:${cap}:${owner}`);
  if (Number(await count()) >= STORED_LIMITS[cap]) throw capReachedError(cap);
}
