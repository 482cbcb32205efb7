import { CompiledQuery, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import type { Database } from '../db';

/** Tables that grow with use: a read of one person's data must never walk all of them. */
export const GROWING_TABLES = [
  'users',
  'auth_sessions',
  'sessions',
  'session_participants',
  'session_messages',
  'goals',
  'activities',
  'calendar_events',
  'conversations',
  'conversation_participants',
  'messages',
  'resources',
  'resource_bookmarks',
  'resource_likes',
  'resource_ratings',
  'resource_collections',
  'resource_collection_items',
  'coach_clients',
  'coach_invitations',
  'progress_reports',
  'ai_memory_items',
  'api_tokens',
  'notifications',
  'rate_events',
  'outbox',
  'session_flags',
  'audit_log',
  'session_ratings',
  'billing_accounts',
  'billing_ledger',
  'invoices',
];

/** Records the SQL of every query run through the returned database (compiled exactly as it runs). */
export function recordQueries(db: Database): { db: Database; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const executor = db.getExecutor();
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      queries.push(executor.compileQuery(node, queryId));
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
  return { db: db.withPlugin(recorder), queries };
}

/**
 * Indexes led by a column that many rows share (a status): a SEARCH on one of them walks everybody's
 * rows of that status, which grows with the table just like a full scan.
 */
export const NON_SELECTIVE_INDEXES = ['sessions_status_idx'];

export interface PlanProblem {
  sql: string;
  detail: string;
}

/**
 * Full scans of growing tables in the plans of `queries`: SQLite's `SCAN <table>` without an index,
 * or a SEARCH on an index of NON_SELECTIVE_INDEXES (everybody's rows of one status).
 * `SCAN <table> USING INDEX` (an index-ordered walk that a LIMIT stops) and other SEARCHes are fine.
 */
export async function fullScans(db: Database, queries: readonly CompiledQuery[]): Promise<PlanProblem[]> {
  const problems: PlanProblem[] = [];
  const seen = new Set<string>();
  for (const query of queries) {
    if (seen.has(query.sql) || !/^\s*(select|with)\b/i.test(query.sql)) continue;
    seen.add(query.sql);
    const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    // Plans name aliased tables by their alias ('messages as m' is 'SCAN m').
    const tables = new Map([...query.sql.matchAll(/"(\w+)" as "(\w+)"/g)].map((match) => [match[2]!, match[1]!]));
    for (const { detail } of plan.rows) {
      const scanned = /^SCAN (\w+)$/.exec(detail.trim());
      const table = scanned ? (tables.get(scanned[1]!) ?? scanned[1]!) : undefined;
      if (table && GROWING_TABLES.includes(table)) problems.push({ sql: query.sql, detail });
      const walked = /^SEARCH \w+ USING (?:COVERING )?INDEX (\w+)/.exec(detail.trim());
      if (walked && NON_SELECTIVE_INDEXES.includes(walked[1]!)) problems.push({ sql: query.sql, detail });
    }
  }
  return problems;
}
