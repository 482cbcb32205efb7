import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // One direct conversation per pair, one support conversation per user: 'direct:<a>:<b>', 'support:<user>'.
    .addColumn('unique_key', 'text', (c) => c.unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('last_activity_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();

  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Messages up to this id count as read; 0 means none.
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('conversation_participants_user_idx').on('conversation_participants').columns(['user_id']).execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('messages_conversation_idx').on('messages').columns(['conversation_id', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('conversation_participants').execute();
  await db.schema.dropTable('conversations').execute();
}
