import { sql } from 'kysely';
import { isPostgres, type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // A Premium coach's own AI coach: shown to that coach's clients only (organisation and platform coaches leave it null).
  await db.schema.alterTable('ai_coaches').addColumn('coach_user_id', 'text').execute();
  await db.schema.createIndex('ai_coaches_coach_user_idx').on('ai_coaches').columns(['coach_user_id', 'id']).execute();
  await db.schema.createIndex('ai_coaches_created_by_idx').on('ai_coaches').columns(['created_by_id', 'id']).execute();

  // The generator's assistant: its settings, its stage, and which trained version its chats use.
  await db.schema
    .createTable('ai_assistants')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('ai_coach_id', 'integer', (c) => c.notNull().unique().references('ai_coaches.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('personality', 'text', (c) => c.notNull())
    .addColumn('coaching_style', 'text', (c) => c.notNull())
    .addColumn('response_style', 'text', (c) => c.notNull())
    .addColumn('enable_proactive_check', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enable_goal_tracking', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('enable_session_summaries', 'boolean', (c) => c.notNull().defaultTo(true))
    // 'training', 'testing' or 'deployed'
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('training'))
    // The trained version chats retrieve from (0: none yet); a new training writes latest_version + 1 beside it.
    .addColumn('active_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latest_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('ai_assistants_author_idx').on('ai_assistants').columns(['author_id', 'id']).execute();

  // What the author taught it: pasted text, an uploaded file's extracted text, or a question-and-answer pair.
  await db.schema
    .createTable('ai_knowledge_sources')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('ai_assistants.id').onDelete('cascade'))
    // 'text', 'file' or 'qa'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // 'pending' until a training indexes it, then 'indexed' (or 'failed')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('passage_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('ai_knowledge_sources_assistant_idx').on('ai_knowledge_sources').columns(['assistant_id', 'id']).execute();

  // The passages of one trained version; the embedding (JSON numbers) only when an embeddings model is configured.
  await db.schema
    .createTable('ai_knowledge_passages')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('ai_assistants.id').onDelete('cascade'))
    .addColumn('source_id', 'integer', (c) => c.notNull().references('ai_knowledge_sources.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('embedding', 'text')
    .execute();
  await db.schema.createIndex('ai_knowledge_passages_version_idx').on('ai_knowledge_passages').columns(['assistant_id', 'version', 'id']).execute();
  await db.schema.createIndex('ai_knowledge_passages_source_idx').on('ai_knowledge_passages').columns(['source_id']).execute();

  if (isPostgres(db)) {
    // PostgreSQL full-text search: a generated tsvector (title weighted above text) with a GIN index.
    await sql`alter table ai_knowledge_passages add column search tsvector generated always as (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', text), 'B')) stored`.execute(db);
    await sql`create index ai_knowledge_passages_search_idx on ai_knowledge_passages using gin (search)`.execute(db);
  } else {
    // SQLite FTS5 (built into better-sqlite3), rowid = the passage id; bm25() ranks.
    await sql`create virtual table ai_knowledge_fts using fts5(scope, title, text, tokenize = 'porter unicode61')`.execute(db);
  }

  // One training run: the job key makes a retried job the same job; done/total is the progress bar.
  await db.schema
    .createTable('ai_training_jobs')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('job_key', 'text', (c) => c.notNull().unique())
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('ai_assistants.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    // 'queued', 'running', 'completed' or 'failed'
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('ai_training_jobs_assistant_idx').on('ai_training_jobs').columns(['assistant_id', 'id']).execute();

  // Each AI reply of an assistant: how long it took and which passages it used (titles and excerpts kept, as passages are replaced on retraining).
  await db.schema
    .createTable('ai_assistant_replies')
    .addColumn('message_id', 'integer', (c) => c.primaryKey().references('session_messages.id').onDelete('cascade'))
    .addColumn('assistant_id', 'integer', (c) => c.notNull().references('ai_assistants.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('reply_ms', 'integer', (c) => c.notNull())
    // JSON list of { sourceId, title, excerpt, score }
    .addColumn('citations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('passages_used', 'integer', (c) => c.notNull().defaultTo(0))
    // A tester's thumbs up (1) or down (-1)
    .addColumn('rating', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('ai_assistant_replies_assistant_idx').on('ai_assistant_replies').columns(['assistant_id', 'message_id']).execute();
  await db.schema.createIndex('ai_assistant_replies_session_idx').on('ai_assistant_replies').columns(['session_id', 'message_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('ai_assistant_replies').execute();
  await db.schema.dropTable('ai_training_jobs').execute();
  if (!isPostgres(db)) await sql`drop table ai_knowledge_fts`.execute(db);
  await db.schema.dropTable('ai_knowledge_passages').execute();
  await db.schema.dropTable('ai_knowledge_sources').execute();
  await db.schema.dropTable('ai_assistants').execute();
  await db.schema.dropIndex('ai_coaches_created_by_idx').execute();
  await db.schema.dropIndex('ai_coaches_coach_user_idx').execute();
  await db.schema.alterTable('ai_coaches').dropColumn('coach_user_id').execute();
}
