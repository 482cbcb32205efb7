import { type MigrationDb, nowIsoDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // One OpenID Connect provider per organisation, set by its admin.
  await db.schema
    .createTable('organization_sso')
    .addColumn('organization_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('issuer_url', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    // AES-256-GCM with SSO_SECRET_KEY (server/lib/secret-box.ts): never returned by the API.
    .addColumn('client_secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();

  // Lower-cased e-mail domains; the primary key lets one organisation claim a domain, atomically.
  await db.schema
    .createTable('organization_sso_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('organization_sso_domains_org_idx').on('organization_sso_domains').columns(['organization_id', 'domain']).execute();

  // A sign-in in progress: bound to the browser by the hashed key in its short-lived cookie, used once.
  await db.schema
    .createTable('sso_login_attempts')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_login_attempts_expiry_idx').on('sso_login_attempts').column('expires_at').execute();

  // Who a provider's subject is here: the second sign-in finds the same account even if the e-mail changed.
  await db.schema
    .createTable('sso_identities')
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('last_sign_in_at', 'text')
    .addPrimaryKeyConstraint('sso_identities_pk', ['organization_id', 'issuer', 'subject'])
    .execute();
  await db.schema.createIndex('sso_identities_user_idx').on('sso_identities').column('user_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sso_identities').execute();
  await db.schema.dropTable('sso_login_attempts').execute();
  await db.schema.dropTable('organization_sso_domains').execute();
  await db.schema.dropTable('organization_sso').execute();
}
