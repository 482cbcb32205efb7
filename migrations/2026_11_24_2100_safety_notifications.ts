import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // The safety check's own replies: 'crisis', 'check_in' or 'post_crisis_check_in', with the crisis category.
  await db.schema.alterTable('session_messages').addColumn('safety_step', 'text').execute();
  await db.schema.alterTable('session_messages').addColumn('safety_category', 'text').execute();
  // 'crisis' (clear risk) or 'concern' (an ambiguous message answered with a check-in); older flags were crises.
  await db.schema.alterTable('session_flags').addColumn('level', 'text', (c) => c.notNull().defaultTo('crisis')).execute();

  // In-app notifications (safety alerts first): one row per recipient, read when opened.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // e.g. 'safety.crisis', 'safety.concern'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // An app path to open, e.g. '/sessions/flagged' or '/messages?conversation=3'
    .addColumn('link', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('notifications_user_id_idx').on('notifications').columns(['user_id', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.alterTable('session_flags').dropColumn('level').execute();
  await db.schema.alterTable('session_messages').dropColumn('safety_category').execute();
  await db.schema.alterTable('session_messages').dropColumn('safety_step').execute();
}
