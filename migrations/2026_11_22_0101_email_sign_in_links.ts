import { type MigrationDb, nowIsoDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Single-use sign-in links sent by e-mail. Only an HMAC of the token is kept, never the token.
  await db.schema
    .createTable('email_sign_in_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('redirect', 'text', (c) => c.notNull().defaultTo('/'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('email_sign_in_links_user_id_idx').on('email_sign_in_links').column('user_id').execute();
  await db.schema.createIndex('email_sign_in_links_expires_at_idx').on('email_sign_in_links').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('email_sign_in_links').execute();
}
