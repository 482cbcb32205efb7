import { type MigrationDb, nowIsoDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // A client's rating of one completed session (1-5): the source of analytics' averageRating and satisfaction.
  await db.schema
    .createTable('session_ratings')
    .addColumn('session_id', 'integer', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('session_ratings_client_idx').on('session_ratings').columns(['client_id', 'created_at']).execute();
  // Analytics reads a coach's (and an organisation's) goals by completion time.
  await db.schema.createIndex('goals_user_completed_idx').on('goals').columns(['user_id', 'completed_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('goals_user_completed_idx').execute();
  await db.schema.dropTable('session_ratings').execute();
}
