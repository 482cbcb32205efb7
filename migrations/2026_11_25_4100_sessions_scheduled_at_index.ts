import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // A platform admin's analytics read every session of a period: a range on the time, not a walk of all sessions.
  await db.schema.createIndex('sessions_scheduled_at_idx').on('sessions').column('scheduled_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('sessions_scheduled_at_idx').execute();
}
