import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Durable background jobs (server/lib/jobs.ts): at-least-once, claimed with a lease so a job whose
  // process died runs again once the lease runs out; 'dead' jobs are kept for admins to see.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('name', 'text', (c) => c.notNull())
    // Idempotency: a second enqueue with the same key is a no-op.
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('jobs_status_run_at_idx').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_status_locked_until_idx').on('jobs').columns(['status', 'locked_until']).execute();

  // Sending stays exactly once per mail from the person's view: a retried job finds its key taken.
  await db.schema.alterTable('outbox').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('outbox_idempotency_key_idx').on('outbox').column('idempotency_key').unique().execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('outbox_idempotency_key_idx').execute();
  await db.schema.alterTable('outbox').dropColumn('idempotency_key').execute();
  await db.schema.dropTable('jobs').execute();
}
