import type { MigrationDb } from './helpers';

const BATCH = 1000;

export async function up(db: MigrationDb): Promise<void> {
  // When a session ends (scheduled_at + duration), kept with it so "what overlaps [from, to)" is one indexed range.
  await db.schema.alterTable('sessions').addColumn('ends_at', 'text').execute();
  for (;;) {
    const rows: { id: number; scheduled_at: string; duration: number }[] = await db
      .selectFrom('sessions')
      .select(['id', 'scheduled_at', 'duration'])
      .where('ends_at', 'is', null)
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const endsAt = new Date(Date.parse(row.scheduled_at) + row.duration * 60_000).toISOString();
      await db.updateTable('sessions').set({ ends_at: endsAt }).where('id', '=', row.id).execute();
    }
  }

  // Keyset pages: each list's order, after its owner column, on one index.
  await db.schema.createIndex('goals_user_created_idx').on('goals').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('sessions_booked_by_idx').execute();
  await db.schema.createIndex('sessions_booked_by_idx').on('sessions').columns(['booked_by_id', 'scheduled_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('goals_user_created_idx').execute();
  await db.schema.dropIndex('sessions_booked_by_idx').execute();
  await db.schema.createIndex('sessions_booked_by_idx').on('sessions').column('booked_by_id').execute();
  await db.schema.alterTable('sessions').dropColumn('ends_at').execute();
}
