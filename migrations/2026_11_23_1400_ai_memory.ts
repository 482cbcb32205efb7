import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // What the AI coach remembers about a person across sessions; the person sees every row and can delete it.
  await db.schema
    .createTable('ai_memory_items')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'goal', 'context' or 'commitment'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // kind + normalised text: the same fact said twice is stored once.
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.references('sessions.id').onDelete('set null'))
    // Set when the coach has asked how a commitment went (in a later session), so it asks once.
    .addColumn('followed_up_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('ai_memory_items_user_key_uq').on('ai_memory_items').columns(['user_id', 'dedupe_key']).unique().execute();
  await db.schema.createIndex('ai_memory_items_user_created_idx').on('ai_memory_items').columns(['user_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('ai_memory_items').execute();
}
