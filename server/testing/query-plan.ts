import { CompiledQuery, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import type { Database } from '../db';

/** Tables that grow with use: a read of one person's data must never walk all of them. */
export const GROWING_TABLES = [
  'users',
  'auth_sessions',
  'sessions',
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
  'notifications',
  'rate_events',
  'outbox',
  'session_flags',
  'audit_log',
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

export interface PlanProblem {
  sql: string;
  detail: string;
}

/**
 * Full scans of growing tables in the plans of `queries`: SQLite's `SCAN <table>` without an index.
 * `SCAN <table> USING INDEX` (an index-ordered walk that a LIMIT stops) and `SEARCH` are fine.
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
    }
  }
  return problems;
}
