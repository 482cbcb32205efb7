import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db';
import type { EventBus } from '../../lib/event-bus';
import type { Storage } from '../../lib/storage';
import { publishCallEvent } from '../video-sessions/call-events';
import { PEER_STALE_MS } from '../video-sessions/video-sessions.queries';
import { NotAWebmError, readWebm, writeSeekableWebm } from './webm';

export interface RecordingDeps {
  db: Database;
  storage: Storage;
  bus: EventBus;
  config: Config;
  log: FastifyBaseLogger;
}

/** Unfinished tus uploads (the file as it grows, and its info file) live here until processed. */
export function uploadDirectory(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads', 'recordings');
}

export const recordingFileKey = (id: number) => `recordings/${id}.webm`;
export const thumbnailKey = (id: number, extension: string) => `recordings/${id}-thumbnail.${extension}`;

/** An upload idle this long, whose recorder has left the call, is taken as it is (a closed tab loses at most its last chunk). */
export const ABANDONED_UPLOAD_MS = 2 * 60_000;
/** Processing that has not finished in this long (the process stopped) is tried again. */
const PROCESSING_RETRY_MS = 10 * 60_000;

/** The upload's data and info files; nothing outside the upload folder, whatever the id says. */
export async function removeUpload(config: Pick<Config, 'dataDir'>, uploadId: string | null): Promise<void> {
  if (!uploadId || !/^\d+-[a-f0-9]{32}$/.test(uploadId)) return;
  const file = path.join(uploadDirectory(config), uploadId);
  await rm(file, { force: true });
  await rm(`${file}.json`, { force: true });
  await rm(`${file}.seekable`, { force: true });
}

export async function removeRecordingFiles(deps: Pick<RecordingDeps, 'storage' | 'config'>, row: { id: number; fileKey: string | null; thumbnailKey: string | null; uploadId: string | null }): Promise<void> {
  if (row.fileKey) await deps.storage.delete(row.fileKey);
  if (row.thumbnailKey) await deps.storage.delete(row.thumbnailKey);
  await removeUpload(deps.config, row.uploadId);
}

/**
 * Turns a finished (or abandoned) upload into the stored recording: reads its real length from the
 * WebM itself, writes a seekable copy (Duration and Cues added) through the storage module, and moves
 * the recording to ready, or to failed with the reason. One process claims each recording.
 */
export async function processRecording(deps: RecordingDeps, id: number, now = new Date()): Promise<void> {
  const stamp = now.toISOString();
  const claimed = await deps.db
    .updateTable('sessionRecordings')
    .set({ processingStartedAt: stamp })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where((eb) => eb.or([eb('processingStartedAt', 'is', null), eb('processingStartedAt', '<', new Date(now.getTime() - PROCESSING_RETRY_MS).toISOString())]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  const row = await deps.db.selectFrom('sessionRecordings').select(['id', 'sessionId', 'uploadId', 'endedAt', 'recorderId', 'createdAt']).where('id', '=', id).executeTakeFirst();
  if (!row) return;

  const source = row.uploadId ? path.join(uploadDirectory(deps.config), row.uploadId) : null;
  const finish = async (changes: { status: 'ready' | 'failed'; failureReason?: string; fileKey?: string; sizeBytes?: number; durationMs?: number }) => {
    const result = await deps.db
      .updateTable('sessionRecordings')
      .set({ ...changes, uploadId: null, endedAt: row.endedAt ?? new Date().toISOString(), readyAt: changes.status === 'ready' ? new Date().toISOString() : null })
      .where('id', '=', id)
      .executeTakeFirst();
    // Deleted meanwhile: nothing may stay behind.
    if (Number(result.numUpdatedRows) === 0 && changes.fileKey) await deps.storage.delete(changes.fileKey);
    await removeUpload(deps.config, row.uploadId);
    // A tab that closed while recording never said stop: the indicator goes off now.
    if (row.endedAt === null) {
      publishCallEvent(deps.bus, row.sessionId, { type: 'recording', state: 'stopped', recording: { id, recorderId: row.recorderId, startedBy: '', startedAt: row.createdAt } });
    }
  };

  if (!source || !existsSync(source)) return finish({ status: 'failed', failureReason: 'No video was uploaded' });
  try {
    const summary = await readWebm(source);
    const seekable = `${source}.seekable`;
    await writeSeekableWebm(source, seekable, summary);
    const key = recordingFileKey(id);
    await deps.storage.putFile(key, seekable);
    const size = (await deps.storage.size(key)) ?? 0;
    await finish({ status: 'ready', fileKey: key, sizeBytes: size, durationMs: summary.durationMs });
  } catch (error) {
    if (!(error instanceof NotAWebmError)) deps.log.error({ err: error, recordingId: id }, 'recording processing failed');
    await finish({ status: 'failed', failureReason: error instanceof NotAWebmError ? error.message : 'The recording could not be processed' });
  }
}

/** Runs processing off the request path; failures are logged, never thrown at the uploader. */
export function processInBackground(deps: RecordingDeps, id: number): void {
  void processRecording(deps, id).catch((error: unknown) => deps.log.error({ err: error, recordingId: id }, 'recording processing failed'));
}

/**
 * Recordings nobody will finish: the upload has been idle for two minutes and the recorder is no
 * longer in the call (or recording was stopped), or processing was interrupted. Each is processed
 * from what arrived.
 */
export async function sweepAbandonedRecordings(deps: RecordingDeps, now = new Date()): Promise<number> {
  const idleSince = new Date(now.getTime() - ABANDONED_UPLOAD_MS).toISOString();
  const peerSince = new Date(now.getTime() - PEER_STALE_MS).toISOString();
  const rows = await deps.db
    .selectFrom('sessionRecordings')
    .select('sessionRecordings.id')
    .where('sessionRecordings.status', '=', 'processing')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('sessionRecordings.processingStartedAt', 'is', null),
          eb('sessionRecordings.uploadTouchedAt', '<', idleSince),
          eb.or([
            eb('sessionRecordings.endedAt', 'is not', null),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('callPeers')
                  .select('callPeers.peerId')
                  .whereRef('callPeers.sessionId', '=', 'sessionRecordings.sessionId')
                  .whereRef('callPeers.userId', '=', 'sessionRecordings.recorderId')
                  .where('callPeers.seenAt', '>', peerSince),
              ),
            ),
          ]),
        ]),
        eb('sessionRecordings.processingStartedAt', '<', new Date(now.getTime() - PROCESSING_RETRY_MS).toISOString()),
      ]),
    )
    .limit(20)
    .execute();
  for (const row of rows) await processRecording(deps, row.id, now);
  return rows.length;
}
