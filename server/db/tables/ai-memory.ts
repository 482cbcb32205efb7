import type { Generated } from 'kysely';
import type { CreatedAt } from './columns';

/* What the AI coach remembers about a person across sessions (migration 1400). */

export type AiMemoryKind = 'goal' | 'context' | 'commitment';

export interface AiMemoryItemsTable {
  id: Generated<number>;
  userId: string;
  kind: AiMemoryKind;
  text: string;
  dedupeKey: string;
  sessionId: number | null;
  followedUpAt: string | null;
  createdAt: CreatedAt;
}
