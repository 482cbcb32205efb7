import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('calendar_events')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // coaching | group | workshop | meeting
    .addColumn('type', 'text', (c) => c.notNull())
    // scheduled | confirmed | cancelled | completed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
    // UTC ISO-8601
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('is_virtual', 'boolean', (c) => c.notNull().defaultTo(false))
    // Bumped at every change so subscribed calendar apps replace their copy.
    .addColumn('ics_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('calendar_events_owner_idx').on('calendar_events').columns(['owner_id', 'start_time']).execute();

  // One private iCalendar subscription address per user; regenerating replaces the row's token.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Random input of the token's derivation: the server can show the address again, the table alone cannot.
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('last_fetched_at', 'text')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('calendar_events').execute();
}
