import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // AI messages only: 'model' (a coach reply), 'safety' (the fixed crisis reply), 'error' (the apology
  // stored when no reply could be produced). Null for people's messages and older AI rows.
  await db.schema.alterTable('session_messages').addColumn('reply_kind', 'text').execute();
  // AI messages: the client message answered, so a live client can match a streamed reply to its end.
  await db.schema.alterTable('session_messages').addColumn('reply_to_id', 'integer').execute();

  await db.schema
    .createTable('session_flags')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    // The client message that raised the flag.
    .addColumn('message_id', 'integer', (c) => c.references('session_messages.id').onDelete('set null'))
    // self_harm | harm_to_others | abuse | medical_emergency | ...
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('session_flags_session_idx').on('session_flags').columns(['session_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('session_flags').execute();
  await db.schema.alterTable('session_messages').dropColumn('reply_to_id').execute();
  await db.schema.alterTable('session_messages').dropColumn('reply_kind').execute();
}
