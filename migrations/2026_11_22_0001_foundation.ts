import { type MigrationDb, nowIsoDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored lower-cased, so the unique index makes e-mail unique case-insensitively.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('client'))
    .addColumn('organization_id', 'text', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('profile_image_url', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('users_organization_id_idx').on('users').column('organization_id').execute();

  await db.schema
    .createTable('auth_sessions')
    // HMAC of the cookie's random id: a leaked table does not yield usable cookies.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('auth_sessions_user_id_idx').on('auth_sessions').column('user_id').execute();

  // Sliding-window counters shared by every server instance (sign-in failures, chat and invitation limits).
  await db.schema
    .createTable('rate_events')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_bucket_at_idx').on('rate_events').columns(['bucket', 'at_ms']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('audit_log_subject_idx').on('audit_log').columns(['subject_type', 'subject_id']).execute();

}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('rate_events').execute();
  await db.schema.dropTable('auth_sessions').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('organizations').execute();
}
