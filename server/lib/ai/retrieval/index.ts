import type { Config } from '../../../config';
import type { Database } from '../../../db';
import type { KnowledgePassage } from '../types';
import { cosine, createEmbedder, type Embedder } from './embeddings';
import { type Scope, textIndexFor } from './search-index';
import { searchTerms } from './terms';

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
/**
 * The least coverage of a message for a passage to be quoted (see relevant()). Chosen on
 * test-data/relevance-tuning.json alone (the most answerable messages cited rightly plus off-topic
 * ones citing nothing: 0.35 gave 22/22 and 17/18; 0.45 20/22 and 18/18; no gate, 22/22 and 2/18);
 * relevance.test.ts gates it on relevance-heldout.json.
 */
export const MIN_COVERAGE = 0.35;
/** The most passages of one version compared by embedding (a training writes at most this many). */
export const MAX_PASSAGES_PER_VERSION = 5000;

export type RetrievedPassage = KnowledgePassage & { passageId: number };

const embedders = new WeakMap<Config['ai'], Embedder | null>();
export function embedderFor(ai: Config['ai']): Embedder | null {
  if (!embedders.has(ai)) embedders.set(ai, createEmbedder(ai));
  return embedders.get(ai) ?? null;
}

/** A candidate before the relevance gate: its fused rank score and how much of the message it covers. */
export interface Candidate {
  passageId: number;
  fused: number;
  /** 0-1: the share of the message's content words (weighted by how rare each is in the material) that the passage contains. */
  coverage: number;
  /** Embedding similarity to the message, when embeddings are configured and it reached MIN_SIMILARITY. */
  similarity: number | null;
}

/**
 * BM25's inverse document frequency (the Robertson-Sparck Jones form that FTS5 uses): a word in
 * every passage says little about which one answers; a word in none of them (df 0) weighs most, so
 * a message about something the material never mentions covers little of it.
 */
function idf(passages: number, df: number): number {
  return Math.log(1 + (passages - df + 0.5) / (df + 0.5));
}

/**
 * Every candidate for a message, ungated: BM25 full-text ranking fused (reciprocal rank fusion) with
 * embedding similarity when an embeddings model is configured, and each candidate's coverage of the
 * message. Scoped to the assistant and version in every query.
 */
export async function candidatesFor(db: Database, ai: Config['ai'], scope: Scope, query: string): Promise<Candidate[]> {
  const index = textIndexFor(db);
  const text = await index.search(db, scope, query, CANDIDATES);
  const fused = new Map<number, number>();
  text.forEach((hit, rank) => fused.set(hit.passageId, (fused.get(hit.passageId) ?? 0) + 1 / (RRF_K + rank + 1)));

  const similarity = new Map<number, number>();
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
      similar.forEach((row, rank) => {
        fused.set(row.id, (fused.get(row.id) ?? 0) + 1 / (RRF_K + rank + 1));
        similarity.set(row.id, row.similarity);
      });
    }
  }
  if (fused.size === 0) return [];
  const ids = [...fused.keys()];
  const stats = await index.termStats(db, scope, searchTerms(query), ids);
  const total = stats.terms.reduce((sum, term) => sum + idf(stats.passages, term.df), 0);
  return ids
    .map((passageId) => {
      const covered = stats.terms.reduce((sum, term) => sum + (term.in.has(passageId) ? idf(stats.passages, term.df) : 0), 0);
      return { passageId, fused: fused.get(passageId) ?? 0, coverage: total > 0 ? covered / total : 0, similarity: similarity.get(passageId) ?? null };
    })
    .sort((a, b) => b.fused - a.fused || a.passageId - b.passageId);
}

/** Whether a candidate answers the message well enough to be quoted and cited. */
export function relevant(candidate: Candidate, minCoverage = MIN_COVERAGE): boolean {
  return candidate.coverage >= minCoverage || candidate.similarity !== null;
}

/**
 * The passages of one assistant's trained version that answer a message, best first: the candidates
 * of candidatesFor() that pass the relevance gate, so a message the material does not answer cites
 * nothing rather than the passage that happens to share one word with it.
 */
export async function retrieve(db: Database, ai: Config['ai'], scope: Scope, query: string, limit: number): Promise<RetrievedPassage[]> {
  const best = (await candidatesFor(db, ai, scope, query)).filter((candidate) => relevant(candidate)).slice(0, limit);
  if (best.length === 0) return [];
  const rows = await db
    .selectFrom('aiKnowledgePassages')
    .select(['id', 'sourceId', 'title', 'text'])
    .where('assistantId', '=', scope.assistantId)
    .where('version', '=', scope.version)
    .where(
      'id',
      'in',
      best.map((candidate) => candidate.passageId),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return best.flatMap((candidate) => {
    const row = byId.get(candidate.passageId);
    return row ? [{ passageId: row.id, sourceId: row.sourceId, title: row.title, text: row.text, score: Number(candidate.fused.toFixed(5)) }] : [];
  });
}
