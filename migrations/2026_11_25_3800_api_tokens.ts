import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Personal API tokens for integrators: only a SHA-256 of the token is kept; the secret is shown once.
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    // The first characters of the token ('cat_AbCd'), so a person can tell their tokens apart.
    .addColumn('token_hint', 'text', (c) => c.notNull())
    // Space-separated scopes: 'read', 'write', '<area>:read', '<area>:write'.
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('expires_at', 'text')
    // Written at most once a minute per token.
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_hash_uq').on('api_tokens').column('token_hash').unique().execute();
  await db.schema.createIndex('api_tokens_user_created_idx').on('api_tokens').columns(['user_id', 'created_at', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
