import type { ApiToken } from '@shared/schemas/api-tokens';
import type { Page } from '@shared/schemas/paging';
import type { Database, Tx } from '../../db';
import { keysetPage, mapPage, numberKey, type PageRequest, textKey } from '../../lib/paging';

const COLUMNS = ['id', 'name', 'scopes', 'tokenHint', 'createdAt', 'expiresAt', 'lastUsedAt'] as const;

type Row = Pick<ApiToken, 'id' | 'name' | 'tokenHint' | 'createdAt' | 'expiresAt' | 'lastUsedAt'> & { scopes: string };

export function toApiToken(row: Row): ApiToken {
  return { ...row, scopes: row.scopes.split(' ').filter(Boolean) };
}

/** The person's unrevoked tokens (expired ones included, so they can see why a script stopped), newest first. */
export async function listApiTokens(db: Database, userId: string, page: PageRequest): Promise<Page<ApiToken>> {
  const query = db.selectFrom('apiTokens').select(COLUMNS).where('userId', '=', userId).where('revokedAt', 'is', null);
  const rows = await keysetPage(query, [textKey('api_tokens.created_at', 'desc', (row) => row.createdAt), numberKey('api_tokens.id', 'desc', (row) => row.id)], page);
  return mapPage(rows, toApiToken);
}

/** Tokens that still work: not revoked and not expired at `now`. */
export async function countActiveApiTokens(db: Database | Tx, userId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('apiTokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewApiToken {
  userId: string;
  name: string;
  tokenHash: string;
  tokenHint: string;
  scopes: string[];
  createdAt: string;
  expiresAt: string | null;
}

export async function insertApiToken(db: Database | Tx, token: NewApiToken): Promise<ApiToken> {
  const row = await db
    .insertInto('apiTokens')
    .values({ ...token, scopes: token.scopes.join(' ') })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toApiToken(row);
}

/** Revokes one of the person's tokens; null when it is not theirs, unknown or already revoked. */
export async function revokeApiToken(db: Database | Tx, userId: string, id: number, now: string): Promise<{ name: string } | null> {
  const row = await db.updateTable('apiTokens').set({ revokedAt: now }).where('id', '=', id).where('userId', '=', userId).where('revokedAt', 'is', null).returning('name').executeTakeFirst();
  return row ?? null;
}

/** The token with this hash and its owner, when the owner's account may still sign in. */
export async function findApiTokenByHash(db: Database, tokenHash: string) {
  return db
    .selectFrom('apiTokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .selectAll('u')
    .select(['t.id as tokenId', 't.scopes as tokenScopes', 't.expiresAt as tokenExpiresAt', 't.revokedAt as tokenRevokedAt', 't.lastUsedAt as tokenLastUsedAt'])
    .where('t.tokenHash', '=', tokenHash)
    .where('u.deactivatedAt', 'is', null)
    .where('u.organizationStatus', '=', 'active')
    .executeTakeFirst();
}

/** Records a use; the `older than` condition keeps parallel calls from all writing. */
export async function touchApiToken(db: Database, id: number, now: string, olderThan: string): Promise<void> {
  await db
    .updateTable('apiTokens')
    .set({ lastUsedAt: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', olderThan)]))
    .execute();
}
