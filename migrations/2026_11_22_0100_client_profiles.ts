import { type MigrationDb, nowIsoDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // What a client tells us about themselves at signup (and, later, in onboarding); one row per user.
  await db.schema
    .createTable('client_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company', 'text')
    .addColumn('goals', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('client_profiles').execute();
}
