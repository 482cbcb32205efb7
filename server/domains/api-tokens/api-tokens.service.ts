import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { API_TOKEN_LIMIT, API_TOKEN_PREFIX, API_TOKEN_TEXT, type CreateApiTokenInput, type CreatedApiToken } from '@shared/schemas/api-tokens';
import type { Database } from '../../db';
import { lockKeys } from '../../db/dialect';
import { recordAudit } from '../../lib/audit';
import { countActiveApiTokens, insertApiToken, revokeApiToken } from './api-tokens.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'cat_' + 43 base64url characters (256 random bits). */
export const API_TOKEN_PATTERN = /^cat_[A-Za-z0-9_-]{43}$/;

/** SHA-256 suffices for a 256-bit random secret: nothing to brute-force, and a lookup by hash stays one indexed read. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a token for the person, within the limit of active tokens (checked and inserted under one lock). */
export async function createApiToken(db: Database, userId: string, input: CreateApiTokenInput): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = new Date();
  const createdAt = now.toISOString();
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString() : null;
  const created = await db.transaction().execute(async (tx) => {
    await lockKeys(tx, `api-tokens:${userId}`);
    if ((await countActiveApiTokens(tx, userId, createdAt)) >= API_TOKEN_LIMIT) throw new TRPCError({ code: 'CONFLICT', message: API_TOKEN_TEXT.limit });
    const row = await insertApiToken(tx, { userId, name: input.name, tokenHash: hashApiToken(token), tokenHint: token.slice(0, API_TOKEN_PREFIX.length + 4), scopes: input.scopes, createdAt, expiresAt });
    await recordAudit(tx, { actorId: userId, action: 'api_token.created', subjectType: 'user', subjectId: userId, details: { tokenId: row.id, name: row.name, scopes: row.scopes, expiresAt } });
    return row;
  });
  return { ...created, token };
}

/** Revokes one of the person's tokens and records it; false when it is not theirs (or gone). */
export async function revokeOwnApiToken(db: Database, userId: string, id: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const revoked = await revokeApiToken(tx, userId, id, new Date().toISOString());
    if (revoked) await recordAudit(tx, { actorId: userId, action: 'api_token.revoked', subjectType: 'user', subjectId: userId, details: { tokenId: id, name: revoked.name } });
    return revoked !== null;
  });
}
