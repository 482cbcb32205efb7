import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // IANA zone name; null means UTC. E-mails show times in the recipient's zone.
  await db.schema.alterTable('users').addColumn('timezone', 'text').execute();

  await db.schema
    .createTable('coaches')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('bio', 'text')
    .addColumn('resume', 'text')
    // JSON array of strings.
    .addColumn('specialties', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('hourly_rate_cents', 'integer', (c) => c.notNull().defaultTo(0))
    // Null until the first review.
    .addColumn('rating', 'real')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_sessions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('experience_years', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('timezone', 'text')
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('clients_served', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();

  await db.schema
    .createTable('coach_clients')
    .addColumn('coach_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('since', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    // invitation | booking | organisation
    .addColumn('source', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('coach_clients_pk', ['coach_user_id', 'client_user_id'])
    .execute();
  await db.schema.createIndex('coach_clients_client_idx').on('coach_clients').column('client_user_id').execute();

  await db.schema
    .createTable('ai_coaches')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    // Null: the platform's coach; otherwise the organisation's custom coach.
    .addColumn('organization_id', 'text', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('persona', 'text', (c) => c.notNull())
    .addColumn('specialties', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('system_prompt', 'text', (c) => c.notNull())
    .addColumn('icon_type', 'text', (c) => c.notNull().defaultTo('bot'))
    .addColumn('icon_color', 'text', (c) => c.notNull().defaultTo('blue'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('ai_coaches_organization_idx').on('ai_coaches').column('organization_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    // ai | human | hybrid
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // scheduled | in_progress | completed | cancelled
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('scheduled_at', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('coach_id', 'integer', (c) => c.references('coaches.id').onDelete('set null'))
    .addColumn('ai_coach_id', 'integer', (c) => c.references('ai_coaches.id').onDelete('set null'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('booked_by_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The booker's zone at booking time, for the wall-clock rule across daylight-saving changes.
    .addColumn('timezone', 'text')
    // Bumped at every reschedule or cancellation so calendar apps replace the earlier invitation.
    .addColumn('ics_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('sessions_client_idx').on('sessions').columns(['client_id', 'scheduled_at']).execute();
  await db.schema.createIndex('sessions_coach_idx').on('sessions').columns(['coach_id', 'scheduled_at']).execute();
  await db.schema.createIndex('sessions_booked_by_idx').on('sessions').column('booked_by_id').execute();

  await db.schema
    .createTable('session_messages')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    // Null for AI replies.
    .addColumn('sender_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_from_ai', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('message', 'text', (c) => c.notNull())
    // JSON text of a structured AI reply: message, suggestions, actionItems, followUpQuestions.
    .addColumn('parsed_response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('session_messages_session_idx').on('session_messages').columns(['session_id', 'created_at']).execute();

  await db.schema
    .createTable('goals')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // leadership | skills | personal | career
    .addColumn('category', 'text', (c) => c.notNull())
    // high | medium | low
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium'))
    // active | completed | paused
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    // YYYY-MM-DD
    .addColumn('target_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('goals_user_idx').on('goals').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('activities')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('activities_user_idx').on('activities').columns(['user_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('activities').execute();
  await db.schema.dropTable('goals').execute();
  await db.schema.dropTable('session_messages').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('ai_coaches').execute();
  await db.schema.dropTable('coach_clients').execute();
  await db.schema.dropTable('coaches').execute();
  await db.schema.alterTable('users').dropColumn('timezone').execute();
}
