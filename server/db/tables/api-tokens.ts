import type { Generated } from 'kysely';
import type { CreatedAt } from './columns';

/* Personal API tokens for integrators (migration 3800). */

export interface ApiTokensTable {
  id: Generated<number>;
  userId: string;
  name: string;
  /** SHA-256 (hex) of the whole token; the token itself is never stored. */
  tokenHash: string;
  tokenHint: string;
  /** Space-separated scopes. */
  scopes: string;
  createdAt: CreatedAt;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
