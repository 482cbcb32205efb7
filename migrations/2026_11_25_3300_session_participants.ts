import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * Who takes part in each session (its client, the person who booked it, its coach), one row per
 * person, with the session's start: "a person's sessions, latest first" and "this person's sessions
 * in [from, to)" become one range of one index however many other sessions exist. Written in the
 * same transaction as the session (server/domains/sessions/session-participants.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('session_participants')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('scheduled_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_participants_pk', ['user_id', 'session_id'])
    .execute();
  await db.schema.createIndex('session_participants_user_start_idx').on('session_participants').columns(['user_id', 'scheduled_at', 'session_id']).execute();
  await db.schema.createIndex('session_participants_session_idx').on('session_participants').column('session_id').execute();
  // Every existing session's people (UNION drops a client who also booked).
  await sql`
    insert into session_participants (user_id, session_id, scheduled_at)
    select client_id, id, scheduled_at from sessions
    union
    select booked_by_id, id, scheduled_at from sessions
    union
    select coaches.user_id, sessions.id, sessions.scheduled_at from sessions inner join coaches on coaches.id = sessions.coach_id
  `.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('session_participants').execute();
}
