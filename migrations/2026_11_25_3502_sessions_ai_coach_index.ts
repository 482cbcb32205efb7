import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Billing's revenue share reads a coach's AI coaches' sessions by AI coach and time.
  await db.schema.createIndex('sessions_ai_coach_idx').on('sessions').columns(['ai_coach_id', 'scheduled_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('sessions_ai_coach_idx').execute();
}
