import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Organisation setup: the spec's payload, and who created it.
  await db.schema.alterTable('organizations').addColumn('domain', 'text').execute();
  await db.schema.alterTable('organizations').addColumn('industry', 'text').execute();
  await db.schema.alterTable('organizations').addColumn('size', 'text').execute();
  await db.schema.alterTable('organizations').addColumn('description', 'text').execute();
  // JSON array of strings.
  await db.schema.alterTable('organizations').addColumn('coaching_goals', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('organizations').addColumn('created_by_id', 'text', (c) => c.references('users.id').onDelete('set null')).execute();
  // One organisation per domain; NULLs (no domain) never collide.
  await db.schema.createIndex('organizations_domain_unique').on('organizations').column('domain').unique().execute();

  // basic | premium: billing reads it; its client limit applies when clients join.
  await db.schema.alterTable('coaches').addColumn('plan', 'text', (c) => c.notNull().defaultTo('basic')).execute();

  // Client onboarding answers (goals already live in client_profiles.goals).
  for (const column of ['experience', 'availability', 'communication_preference', 'specific_challenges', 'expectations', 'agreed_to_terms_at', 'agreed_to_subscription_at', 'onboarded_at']) {
    await db.schema.alterTable('client_profiles').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('coach_invitations')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('coach_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    // pending | accepted | declined
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    // HMAC of the single-use decline token e-mailed with the invitation.
    .addColumn('decline_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('client_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sent_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('responded_at', 'text')
    .execute();
  await db.schema.createIndex('coach_invitations_coach_idx').on('coach_invitations').columns(['coach_user_id', 'sent_at']).execute();
  await db.schema.createIndex('coach_invitations_email_idx').on('coach_invitations').columns(['email', 'status']).execute();

  // A referral started at the login endpoint; the browser holds only the token (cookie), used once at sign-in.
  await db.schema
    .createTable('coach_referrals')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('coach_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    // joined | limit_reached | skipped
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();

  await db.schema
    .createTable('coach_invitation_clicks')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('coach_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clicked_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('coach_invitation_clicks_coach_idx').on('coach_invitation_clicks').column('coach_user_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('coach_invitation_clicks').execute();
  await db.schema.dropTable('coach_referrals').execute();
  await db.schema.dropTable('coach_invitations').execute();
  for (const column of ['onboarded_at', 'agreed_to_subscription_at', 'agreed_to_terms_at', 'expectations', 'specific_challenges', 'communication_preference', 'availability', 'experience']) {
    await db.schema.alterTable('client_profiles').dropColumn(column).execute();
  }
  await db.schema.alterTable('coaches').dropColumn('plan').execute();
  await db.schema.dropIndex('organizations_domain_unique').execute();
  for (const column of ['created_by_id', 'coaching_goals', 'description', 'size', 'industry', 'domain']) {
    await db.schema.alterTable('organizations').dropColumn(column).execute();
  }
}
