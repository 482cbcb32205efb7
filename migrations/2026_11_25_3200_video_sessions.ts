import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Each person's call preferences, saved one field at a time from /video-conferencing Settings.
  await db.schema
    .createTable('video_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('default_video_quality', 'text', (c) => c.notNull().defaultTo('high'))
    .addColumn('camera_device', 'text')
    .addColumn('microphone_device', 'text')
    .addColumn('speaker_device', 'text')
    .addColumn('auto_record', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enable_chat', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('enable_screen_share', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();

  // What kind of video session a human or group session is (coaching, consultation, followup); absent means coaching.
  await db.schema
    .createTable('video_session_types')
    .addColumn('session_id', 'integer', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('video_type', 'text', (c) => c.notNull())
    .execute();

  // Browser tabs in a call right now: shared by every server instance, refreshed while the tab's signalling stream is open.
  await db.schema
    .createTable('call_peers')
    .addColumn('peer_id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('call_peers_session_idx').on('call_peers').columns(['session_id', 'seen_at']).execute();

  // The in-call chat, kept with the session; notices (recording started, a request to stop) have no sender text of their own.
  await db.schema
    .createTable('call_messages')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    // 'message' or 'notice'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('call_messages_session_idx').on('call_messages').columns(['session_id', 'id']).execute();

  await db.schema
    .createTable('session_recordings')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('recorder_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    // JSON array of strings
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    // 'processing', 'ready' or 'failed'
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('processing'))
    .addColumn('failure_reason', 'text')
    // The tus upload receiving the file while the call is recorded; null once processed.
    .addColumn('upload_id', 'text', (c) => c.unique())
    .addColumn('upload_touched_at', 'text')
    // Set when recording stops (the indicator goes off); the upload may still be finishing.
    .addColumn('ended_at', 'text')
    // Set by the one server process that turns the upload into the stored file.
    .addColumn('processing_started_at', 'text')
    .addColumn('file_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ready_at', 'text')
    .execute();
  await db.schema.createIndex('session_recordings_session_idx').on('session_recordings').columns(['session_id', 'created_at']).execute();
  await db.schema.createIndex('session_recordings_recorder_idx').on('session_recordings').columns(['recorder_id', 'created_at']).execute();
  await db.schema.createIndex('session_recordings_status_idx').on('session_recordings').columns(['status', 'upload_touched_at']).execute();

  await db.schema
    .createTable('session_recording_favorites')
    .addColumn('recording_id', 'integer', (c) => c.notNull().references('session_recordings.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addPrimaryKeyConstraint('session_recording_favorites_pk', ['recording_id', 'user_id'])
    .execute();
  await db.schema.createIndex('session_recording_favorites_user_idx').on('session_recording_favorites').columns(['user_id', 'recording_id']).execute();

  // The organisation's policy: may its admins watch its members' session recordings? Off unless an admin turns it on.
  await db.schema.alterTable('organizations').addColumn('recordings_visible_to_admins', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('organizations').dropColumn('recordings_visible_to_admins').execute();
  await db.schema.dropTable('session_recording_favorites').execute();
  await db.schema.dropTable('session_recordings').execute();
  await db.schema.dropTable('call_messages').execute();
  await db.schema.dropTable('call_peers').execute();
  await db.schema.dropTable('video_session_types').execute();
  await db.schema.dropTable('video_settings').execute();
}
