import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // A generated report keeps the figures of its generation time (a snapshot), so it reads the same later.
  await db.schema
    .createTable('progress_reports')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    // JSON: { totalSessions, completedGoals, averageRating, progressPercentage, engagementScore }
    .addColumn('metrics', 'text', (c) => c.notNull())
    // JSON: the metric cards ([{ id, name, value, unit, target, change, trend }]) at generation time.
    .addColumn('metric_cards', 'text', (c) => c.notNull())
    .addColumn('generated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('progress_reports_user_idx').on('progress_reports').columns(['user_id', 'period', 'generated_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('progress_reports').execute();
}
