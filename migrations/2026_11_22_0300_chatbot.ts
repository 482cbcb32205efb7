import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Help chat conversations of signed-in users (visitors' chats are answered but not stored).
  await db.schema
    .createTable('chatbot_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_page', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('chatbot_conversations_user_idx').on('chatbot_conversations').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('chatbot_messages')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chatbot_conversations.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('page', 'text')
    .addColumn('intent', 'text')
    .addColumn('confidence', 'real')
    // JSON list of { label, action, url }; assistant messages only.
    .addColumn('suggested_actions', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('chatbot_messages_conversation_idx').on('chatbot_messages').columns(['conversation_id', 'id']).execute();

  // One verdict per assistant message; a second click replaces it.
  await db.schema
    .createTable('chatbot_feedback')
    .addColumn('message_id', 'integer', (c) => c.primaryKey().references('chatbot_messages.id').onDelete('cascade'))
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chatbot_conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('was_helpful', 'boolean', (c) => c.notNull())
    .addColumn('needs_follow_up', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('chatbot_feedback_follow_up_idx').on('chatbot_feedback').columns(['needs_follow_up', 'updated_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('chatbot_feedback').execute();
  await db.schema.dropTable('chatbot_messages').execute();
  await db.schema.dropTable('chatbot_conversations').execute();
}
