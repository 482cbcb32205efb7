import { sql } from 'kysely';
import { type MigrationDb, nowIsoDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Membership state inside the organisation (active | inactive; 'pending' is an open invitation row).
  await db.schema.alterTable('users').addColumn('organization_status', 'text', (c) => c.notNull().defaultTo('active')).execute();
  await db.schema.alterTable('users').addColumn('department', 'text').execute();
  await db.schema.alterTable('users').addColumn('organization_joined_at', 'text').execute();
  // Written when a session is used (at most every few minutes): the team page's "last active".
  await db.schema.alterTable('users').addColumn('last_active_at', 'text').execute();
  // Set by a platform admin: no sign-in, no session.
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
  await db
    .updateTable('users')
    .set({ organization_joined_at: sql.ref('created_at') })
    .where('organization_id', 'is not', null)
    .execute();
  await db.schema.createIndex('users_organization_member_idx').on('users').columns(['organization_id', 'organization_status', 'role']).execute();

  // Features the organisation's admin hides from every member (JSON array of feature ids).
  await db.schema.alterTable('organizations').addColumn('hidden_features', 'text', (c) => c.notNull().defaultTo('[]')).execute();

  await db.schema
    .createTable('organization_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    // Lower-cased, like users.email.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    // The platform role the invitee gets: organization_admin | coach | team_lead | hr_manager | client.
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('department', 'text')
    // HMAC of the mailed token (keyed by SESSION_SECRET); a new one at every resend.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // pending | accepted | revoked
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('invited_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('accepted_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('organization_invitations_org_idx').on('organization_invitations').columns(['organization_id', 'status', 'email']).execute();
  await db.schema.createIndex('organization_invitations_email_idx').on('organization_invitations').columns(['email', 'status']).execute();

  // Platform-wide switches of the admin panel's Settings tab: one row.
  await db.schema
    .createTable('platform_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('allow_ai_coaches', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('require_session_approval', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.insertInto('platform_settings').values({ id: 'platform', allow_ai_coaches: true, require_session_approval: false }).execute();

  // Team, goal and session reports belong to an organisation and are read by its managers.
  await db.schema.alterTable('progress_reports').addColumn('organization_id', 'text', (c) => c.references('organizations.id').onDelete('cascade')).execute();
  await db.schema.createIndex('progress_reports_org_idx').on('progress_reports').columns(['organization_id', 'generated_at', 'id']).execute();

  // The audit log view pages newest first; the admin counts sessions in progress.
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('sessions_status_idx').on('sessions').columns(['status', 'scheduled_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('sessions_status_idx').execute();
  await db.schema.dropIndex('audit_log_created_idx').execute();
  await db.schema.dropIndex('progress_reports_org_idx').execute();
  await db.schema.alterTable('progress_reports').dropColumn('organization_id').execute();
  await db.schema.dropTable('platform_settings').execute();
  await db.schema.dropTable('organization_invitations').execute();
  await db.schema.alterTable('organizations').dropColumn('hidden_features').execute();
  await db.schema.dropIndex('users_organization_member_idx').execute();
  for (const column of ['deactivated_at', 'last_active_at', 'organization_joined_at', 'department', 'organization_status']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
