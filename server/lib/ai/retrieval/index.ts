import type { Config } from '../../../config';
import type { Database } from '../../../db';
import type { KnowledgePassage } from '../types';
import { cosine, createEmbedder, type Embedder } from './embeddings';
import { type Scope, textIndexFor } from './search-index';

export { chunkText } from './chunk';
export { createEmbedder, type Embedder } from './embeddings';
export { extractText, fileTypeOf, type KnowledgeFileType } from './parse';
export { textIndexFor, type Scope, type TextIndex } from './search-index';

/** Candidates each ranking contributes before they are fused. */
const CANDIDATES = 20;
/** Passages whose embedding is this close to the question count as matches without a shared word. */
const MIN_SIMILARITY = 0.35;
/** Reciprocal rank fusion's constant (Cormack et al. 2009). */
const RRF_K = 60;
/** The most passages of one version compared by embedding (a training writes at most this many). */
export const MAX_PASSAGES_PER_VERSION = 5000;

export type RetrievedPassage = KnowledgePassage & { passageId: number };

const embedders = new WeakMap<Config['ai'], Embedder | null>();
export function embedderFor(ai: Config['ai']): Embedder | null {
  if (!embedders.has(ai)) embedders.set(ai, createEmbedder(ai));
  return embedders.get(ai) ?? null;
}

/**
 * The passages of one assistant's trained version that best answer a message: BM25 full-text ranking,
 * fused with embedding similarity when an embeddings model is configured (hybrid). Scoped to the
 * assistant and version in every query.
 */
export async function retrieve(db: Database, ai: Config['ai'], scope: Scope, query: string, limit: number): Promise<RetrievedPassage[]> {
  const text = await textIndexFor(db).search(db, scope, query, CANDIDATES);
  const fused = new Map<number, number>();
  text.forEach((hit, rank) => fused.set(hit.passageId, (fused.get(hit.passageId) ?? 0) + 1 / (RRF_K + rank + 1)));

  const embedder = embedderFor(ai);
  if (embedder) {
    const [vector] = await embedder.embed([query]).catch(() => [] as number[][]);
    if (vector) {
      const rows = await db
        .selectFrom('aiKnowledgePassages')
        .select(['id', 'embedding'])
        .where('assistantId', '=', scope.assistantId)
        .where('version', '=', scope.version)
        .where('embedding', 'is not', null)
        .limit(MAX_PASSAGES_PER_VERSION)
        .execute();
      const similar = rows
        .map((row) => ({ id: row.id, similarity: cosine(vector, JSON.parse(row.embedding ?? '[]') as number[]) }))
        .filter((row) => row.similarity >= MIN_SIMILARITY)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, CANDIDATES);
      similar.forEach((row, rank) => fused.set(row.id, (fused.get(row.id) ?? 0) + 1 / (RRF_K + rank + 1)));
    }
  }
  const best = [...fused.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
  if (best.length === 0) return [];
  const rows = await db
    .selectFrom('aiKnowledgePassages')
    .select(['id', 'sourceId', 'title', 'text'])
    .where('assistantId', '=', scope.assistantId)
    .where('version', '=', scope.version)
    .where(
      'id',
      'in',
      best.map(([id]) => id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return best.flatMap(([id, score]) => {
    const row = byId.get(id);
    return row ? [{ passageId: row.id, sourceId: row.sourceId, title: row.title, text: row.text, score: Number(score.toFixed(5)) }] : [];
  });
}
