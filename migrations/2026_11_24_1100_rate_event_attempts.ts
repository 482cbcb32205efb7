import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // A sign-in reserves its attempt before the password is checked; a success removes exactly its own rows by this id.
  await db.schema.alterTable('rate_events').addColumn('attempt', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('rate_events').dropColumn('attempt').execute();
}
