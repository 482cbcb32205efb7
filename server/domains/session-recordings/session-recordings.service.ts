import { TRPCError } from '@trpc/server';
import { format } from 'date-fns';
import { CALL_NOTICES, RECORDING_MESSAGES, VIDEO_MESSAGES } from '@shared/constants/video';
import type { CurrentUser } from '@shared/schemas/auth';
import type { RecordingPolicy, SessionRecording } from '@shared/schemas/session-recordings';
import { personName } from '@shared/utils/person-name';
import { ensureBelowCap } from '../../lib/caps';
import type { Context } from '../../trpc/context';
import { publishCallEvent } from '../video-sessions/call-events';
import { isHost } from '../video-sessions/video-sessions.queries';
import { postCallMessage, requireLiveCall, requireVideoSession } from '../video-sessions/video-sessions.service';
import { removeRecordingFiles } from './recording-files';
import { countRecordingsOfSession, findRecordingForViewer, mayManageRecording, type RecordingRow, readPolicy, setFavorite, toRecording } from './session-recordings.queries';

export type RecordingContext = Pick<Context, 'db' | 'bus' | 'storage' | 'config' | 'log'> & { user: CurrentUser };

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: RECORDING_MESSAGES.notFound });

export async function requireRecording(ctx: RecordingContext, id: number): Promise<RecordingRow> {
  const row = await findRecordingForViewer(ctx.db, ctx.user, id);
  if (!row) throw notFound();
  return row;
}

export async function getRecording(ctx: RecordingContext, id: number): Promise<SessionRecording> {
  return toRecording(await requireRecording(ctx, id), ctx.user.id);
}

async function requireManageable(ctx: RecordingContext, id: number): Promise<RecordingRow> {
  const row = await requireRecording(ctx, id);
  if (!mayManageRecording(row, ctx.user.id)) throw new TRPCError({ code: 'FORBIDDEN', message: RECORDING_MESSAGES.onlyManagers });
  return row;
}

/**
 * The coach starts recording the call: the recording exists at once (processing), everyone in the
 * call sees the indicator and a notice in the chat, and the browser uploads the file as it records.
 */
export async function startRecording(ctx: RecordingContext, sessionId: number, title: string | undefined): Promise<SessionRecording> {
  const session = await requireLiveCall(ctx, sessionId);
  if (!isHost(session, ctx.user.id)) throw new TRPCError({ code: 'FORBIDDEN', message: VIDEO_MESSAGES.onlyCoachRecords });
  const now = new Date();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const running = await trx
      .selectFrom('sessionRecordings')
      .select('id')
      .where('sessionId', '=', sessionId)
      .where('endedAt', 'is', null)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (running) throw new TRPCError({ code: 'CONFLICT', message: VIDEO_MESSAGES.alreadyRecording });
    await ensureBelowCap(trx, 'recordingsPerSession', sessionId, () => countRecordingsOfSession(trx, sessionId));
    const row = await trx
      .insertInto('sessionRecordings')
      .values({
        sessionId,
        recorderId: ctx.user.id,
        title: title ?? `${session.title} - ${format(now, 'MMM d, yyyy')}`,
        createdAt: now.toISOString(),
        uploadTouchedAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const name = personName(ctx.user, 'The coach');
  await postCallMessage(ctx, sessionId, null, 'notice', CALL_NOTICES.recordingStarted(name));
  publishCallEvent(ctx.bus, sessionId, { type: 'recording', state: 'started', recording: { id, recorderId: ctx.user.id, startedBy: name, startedAt: now.toISOString() } });
  return getRecording(ctx, id);
}

/** Recording stops (the indicator goes off everywhere); the upload of the last chunk may still be finishing. */
export async function stopRecording(ctx: RecordingContext, id: number): Promise<SessionRecording> {
  const row = await requireManageable(ctx, id);
  const stamp = new Date().toISOString();
  const result = await ctx.db.updateTable('sessionRecordings').set({ endedAt: stamp }).where('id', '=', id).where('endedAt', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) {
    const name = personName(ctx.user, 'The coach');
    const session = await requireVideoSession(ctx, row.sessionId).catch(() => null);
    if (session?.status === 'in_progress') await postCallMessage(ctx, row.sessionId, null, 'notice', CALL_NOTICES.recordingStopped(name));
    publishCallEvent(ctx.bus, row.sessionId, { type: 'recording', state: 'stopped', recording: { id, recorderId: row.recorderId, startedBy: name, startedAt: row.createdAt } });
  }
  return getRecording(ctx, id);
}

/** A participant who objects asks the recorder to stop: the recorder is told at once, and the chat keeps a note. */
export async function requestStop(ctx: RecordingContext, id: number): Promise<void> {
  const row = await requireRecording(ctx, id);
  await requireLiveCall(ctx, row.sessionId);
  if (row.status !== 'processing' || row.endedAt !== null) throw new TRPCError({ code: 'CONFLICT', message: VIDEO_MESSAGES.notRecording });
  const name = personName(ctx.user, 'A participant');
  await postCallMessage(ctx, row.sessionId, null, 'notice', CALL_NOTICES.stopRequested(name));
  publishCallEvent(ctx.bus, row.sessionId, { type: 'stop-request', recordingId: id, by: name });
}

export async function updateRecording(ctx: RecordingContext, id: number, changes: { title?: string; tags?: string[] }): Promise<SessionRecording> {
  await requireManageable(ctx, id);
  const tags = changes.tags ? [...new Set(changes.tags)] : undefined;
  await ctx.db
    .updateTable('sessionRecordings')
    .set({ ...(changes.title !== undefined ? { title: changes.title } : {}), ...(tags ? { tags: JSON.stringify(tags) } : {}) })
    .where('id', '=', id)
    .execute();
  return getRecording(ctx, id);
}

export async function favoriteRecording(ctx: RecordingContext, id: number, isFavorite: boolean): Promise<SessionRecording> {
  await requireRecording(ctx, id);
  await setFavorite(ctx.db, id, ctx.user.id, isFavorite);
  return getRecording(ctx, id);
}

/** Deletes the recording and its files (video, thumbnail, an unfinished upload). */
export async function deleteRecording(ctx: RecordingContext, id: number): Promise<void> {
  const row = await requireManageable(ctx, id);
  if (row.status === 'processing' && row.endedAt === null) throw new TRPCError({ code: 'CONFLICT', message: 'Stop the recording before deleting it' });
  const deleted = await ctx.db.deleteFrom('sessionRecordings').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
  await removeRecordingFiles(ctx, row);
}

/* The organisation's policy */

export async function getPolicy(ctx: RecordingContext, organizationId: string): Promise<RecordingPolicy> {
  requireOwnOrganizationAdmin(ctx, organizationId);
  return readPolicy(ctx.db, organizationId);
}

export async function setPolicy(ctx: RecordingContext, organizationId: string, adminsCanViewRecordings: boolean): Promise<RecordingPolicy> {
  requireOwnOrganizationAdmin(ctx, organizationId);
  await ctx.db.updateTable('organizations').set({ recordingsVisibleToAdmins: adminsCanViewRecordings }).where('id', '=', organizationId).execute();
  return readPolicy(ctx.db, organizationId);
}

/** Only organisation admins (others 403), and only their own organisation's (another's does not exist for them: 404). */
function requireOwnOrganizationAdmin(ctx: RecordingContext, organizationId: string): void {
  if (ctx.user.role !== 'organization_admin') throw new TRPCError({ code: 'FORBIDDEN', message: "Only the organization's admins can change its recording policy" });
  if (ctx.user.organizationId !== organizationId) throw new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });
}
