import { PostgresAdapter, sql } from 'kysely';
import type { Database, Tx } from '../../../db';
import { searchTerms } from './terms';

export interface IndexedPassage {
  id: number;
  title: string;
  text: string;
}

export interface Scope {
  assistantId: number;
  version: number;
}

export interface TextHit {
  passageId: number;
  /** Higher is better (BM25 on SQLite, ts_rank_cd on PostgreSQL). */
  score: number;
}

/**
 * Full-text search over the passages of one assistant's trained version. One interface, one
 * implementation per dialect; callers never see which. Every search is scoped to one assistant and
 * version inside the query itself, so one author's passages never answer another's assistant.
 */
export interface TextIndex {
  add(trx: Tx, scope: Scope, passages: IndexedPassage[]): Promise<void>;
  /** Removes the passages of versions below `keepFrom` (and, with `only`, that version alone). */
  remove(trx: Database | Tx, assistantId: number, versions: { below?: number; only?: number }): Promise<void>;
  /** Removes the index entries of one source's passages (before the source is deleted). */
  removeSource(trx: Database | Tx, sourceId: number): Promise<void>;
  search(db: Database, scope: Scope, query: string, limit: number): Promise<TextHit[]>;
  /**
   * For each term, as this index stems and matches it: in how many passages of the scope it occurs
   * (df), and which of the given passages contain it; `passages` is the scope's passage count. Terms
   * the index ignores (its own stop words) are left out.
   */
  termStats(db: Database, scope: Scope, terms: string[], passageIds: number[]): Promise<TermStats>;
}

export interface TermStats {
  passages: number;
  terms: { term: string; df: number; in: Set<number> }[];
}

/** The FTS5 scope token: the assistant and version as one indexed word, matched together with the terms. */
const scopeToken = (scope: Scope) => `a${scope.assistantId}v${scope.version}`;

/** SQLite: an FTS5 table (built into better-sqlite3) keyed by passage id; ranked with bm25(). */
export const sqliteTextIndex: TextIndex = {
  async add(trx, scope, passages) {
    for (const passage of passages) {
      await sql`insert into ai_knowledge_fts (rowid, scope, title, text) values (${passage.id}, ${scopeToken(scope)}, ${passage.title}, ${passage.text})`.execute(trx);
    }
  },
  async remove(trx, assistantId, versions) {
    const ids = trx.selectFrom('aiKnowledgePassages').select('id').where('assistantId', '=', assistantId);
    const scoped = versions.only !== undefined ? ids.where('version', '=', versions.only) : ids.where('version', '<', versions.below ?? 0);
    await sql`delete from ai_knowledge_fts where rowid in (${scoped})`.execute(trx);
  },
  async removeSource(trx, sourceId) {
    const ids = trx.selectFrom('aiKnowledgePassages').select('id').where('sourceId', '=', sourceId);
    await sql`delete from ai_knowledge_fts where rowid in (${ids})`.execute(trx);
  },
  async search(db, scope, query, limit) {
    const terms = searchTerms(query);
    if (terms.length === 0) return [];
    // Quoted terms: FTS5 query syntax in a person's words is never interpreted.
    const match = `scope:${scopeToken(scope)} AND (${terms.map((term) => `"${term.replace(/"/g, '')}"`).join(' OR ')})`;
    const { rows } = await sql<{ id: number; rank: number }>`
      select rowid as id, bm25(ai_knowledge_fts, 0.0, 2.0, 1.0) as rank
      from ai_knowledge_fts where ai_knowledge_fts match ${match}
      order by rank limit ${limit}`.execute(db);
    // bm25() is lower-is-better (negative); flip it so every index reports higher-is-better.
    return rows.map((row) => ({ passageId: Number(row.id), score: -Number(row.rank) }));
  },
  async termStats(db, scope, terms, passageIds) {
    const wanted = new Set(passageIds);
    const { rows: count } = await sql<{ n: number }>`select count(*) as n from ai_knowledge_fts where ai_knowledge_fts match ${`scope:${scopeToken(scope)}`}`.execute(db);
    const stats: TermStats['terms'] = [];
    for (const term of terms) {
      const quoted = term.replace(/"/g, '');
      if (!quoted) continue;
      const { rows } = await sql<{ id: number }>`select rowid as id from ai_knowledge_fts where ai_knowledge_fts match ${`scope:${scopeToken(scope)} AND "${quoted}"`}`.execute(db);
      stats.push({ term, df: rows.length, in: new Set(rows.map((row) => Number(row.id)).filter((id) => wanted.has(id))) });
    }
    return { passages: Number(count[0]?.n ?? 0), terms: stats };
  },
};

/**
 * PostgreSQL: the generated `search` tsvector with its GIN index (migration 3400). PostgreSQL has no
 * BM25; ts_rank_cd (cover density) is its nearest ranking. Terms are OR-ed, like the SQLite query.
 */
export const postgresTextIndex: TextIndex = {
  async add() {
    // The tsvector column is generated from title and text: inserting the passage indexes it.
  },
  async remove() {
    // Deleting the passages removes their tsvector with them.
  },
  async removeSource() {
    // As above: the tsvector lives in the passage row.
  },
  async search(db, scope, query, limit) {
    const terms = searchTerms(query).map((term) => term.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
    if (terms.length === 0) return [];
    const tsquery = terms.join(' | ');
    const { rows } = await sql<{ id: number; rank: number }>`
      select p.id, ts_rank_cd(p.search, q) as rank
      from ai_knowledge_passages p, to_tsquery('english', ${tsquery}) q
      where p.assistant_id = ${scope.assistantId} and p.version = ${scope.version} and p.search @@ q
      order by rank desc, p.id limit ${limit}`.execute(db);
    return rows.map((row) => ({ passageId: Number(row.id), score: Number(row.rank) }));
  },
  async termStats(db, scope, terms, passageIds) {
    const wanted = new Set(passageIds);
    const count = await db
      .selectFrom('aiKnowledgePassages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('assistantId', '=', scope.assistantId)
      .where('version', '=', scope.version)
      .executeTakeFirstOrThrow();
    const words = [...new Set(terms.map((term) => term.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean))];
    if (words.length === 0) return { passages: Number(count.n), terms: [] };
    // One round trip for every term: its passages in the scope, and numnode 0 for an English stop
    // word (PostgreSQL never indexes those; they are no content word here).
    const { rows } = await sql<{ term: string; nodes: number; id: number | null }>`
      select t.term, numnode(to_tsquery('english', t.term)) as nodes, p.id
      from unnest(${words}::text[]) as t(term)
      left join ai_knowledge_passages p on p.assistant_id = ${scope.assistantId} and p.version = ${scope.version} and p.search @@ to_tsquery('english', t.term)`.execute(db);
    const byTerm = new Map<string, { nodes: number; ids: number[] }>();
    for (const row of rows) {
      const entry = byTerm.get(row.term) ?? { nodes: Number(row.nodes), ids: [] };
      if (row.id !== null) entry.ids.push(Number(row.id));
      byTerm.set(row.term, entry);
    }
    const stats: TermStats['terms'] = words.flatMap((term) => {
      const entry = byTerm.get(term);
      if (!entry || entry.nodes === 0) return [];
      return [{ term, df: entry.ids.length, in: new Set(entry.ids.filter((id) => wanted.has(id))) }];
    });
    return { passages: Number(count.n), terms: stats };
  },
};

export function textIndexFor(db: Database | Tx): TextIndex {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresTextIndex : sqliteTextIndex;
}
