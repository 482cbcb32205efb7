import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Housekeeping removes finished jobs by age (status = 'done' and updated_at < a week ago).
  await db.schema.createIndex('jobs_status_updated_at_idx').on('jobs').columns(['status', 'updated_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('jobs_status_updated_at_idx').execute();
}
