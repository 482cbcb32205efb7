import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // PostgreSQL NOTIFY carries at most 8000 bytes: a larger live event is stored here and the
  // notification carries its id. Rows are read once by every instance and pruned after an hour.
  await db.schema
    .createTable('bus_payloads')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('bus_payloads_created_at_idx').on('bus_payloads').column('created_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('bus_payloads').execute();
}
