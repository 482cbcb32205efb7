import type { z } from 'zod';
import { DEFAULT_VIDEO_QUALITY, type VideoSessionStatus, type VideoSessionType } from '@shared/constants/video';
import type { Page } from '@shared/schemas/paging';
import type { ActiveRecording, CallMessage, listVideoSessionsInput, VideoSession, VideoSettings } from '@shared/schemas/video-sessions';
import { personName } from '@shared/utils/person-name';
import type { Database, Tx } from '../../db';
import { keysetPage, mapPage, numberKey, type PageRequest, textKey } from '../../lib/paging';
import { visibleSessions } from '../sessions/sessions.queries';

const VIDEO_KINDS = ['human', 'hybrid'] as const;

function videoSessionSelect(db: Database | Tx, viewerId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users as clientUser', 'clientUser.id', 'sessions.clientId')
    .leftJoin('coaches', 'coaches.id', 'sessions.coachId')
    .leftJoin('users as coachUser', 'coachUser.id', 'coaches.userId')
    .leftJoin('videoSessionTypes', 'videoSessionTypes.sessionId', 'sessions.id')
    .where(visibleSessions(viewerId))
    .where('sessions.type', 'in', VIDEO_KINDS)
    .select([
      'sessions.id',
      'sessions.title',
      'sessions.type',
      'sessions.status',
      'sessions.scheduledAt',
      'sessions.duration',
      'sessions.startedAt',
      'sessions.completedAt',
      'sessions.cancelledAt',
      'sessions.clientId',
      'sessions.bookedById',
      'coaches.userId as coachUserId',
      'clientUser.firstName as clientFirstName',
      'clientUser.lastName as clientLastName',
      'coachUser.firstName as coachFirstName',
      'coachUser.lastName as coachLastName',
      'videoSessionTypes.videoType',
    ]);
}

export type VideoSessionRow = Awaited<ReturnType<ReturnType<typeof videoSessionSelect>['executeTakeFirstOrThrow']>>;

// A booking waiting for the coach's approval is not a call yet: it stays off the video list (below) and reads as scheduled elsewhere.
const STATUS: Record<VideoSessionRow['status'], VideoSessionStatus> = { pending_approval: 'scheduled', scheduled: 'scheduled', in_progress: 'ongoing', completed: 'completed', cancelled: 'cancelled' };
const FROM_STATUS: Record<VideoSessionStatus, VideoSessionRow['status']> = { scheduled: 'scheduled', ongoing: 'in_progress', completed: 'completed', cancelled: 'cancelled' };

/** The session's coach, or the coach who booked it for a client: may end the call for everyone and record it. */
export function isHost(row: Pick<VideoSessionRow, 'coachUserId' | 'bookedById' | 'clientId'>, viewerId: string): boolean {
  return row.coachUserId === viewerId || (row.bookedById === viewerId && row.clientId !== viewerId);
}

export function toVideoSession(row: VideoSessionRow, viewerId: string, activeRecording: ActiveRecording | null = null): VideoSession {
  const client = { id: row.clientId, name: personName({ firstName: row.clientFirstName, lastName: row.clientLastName }, 'Client') };
  const coach = row.coachUserId ? { id: row.coachUserId, name: personName({ firstName: row.coachFirstName, lastName: row.coachLastName }, 'Coach') } : null;
  const host = isHost(row, viewerId);
  const participant = row.clientId === viewerId ? (coach?.name ?? 'Coach') : client.name;
  const endedAt = row.completedAt ?? row.cancelledAt;
  const actual = row.startedAt && row.completedAt ? Math.max(0, Math.round((Date.parse(row.completedAt) - Date.parse(row.startedAt)) / 1000)) : null;
  return {
    id: row.id,
    title: row.title,
    participant,
    startTime: row.startedAt ?? row.scheduledAt,
    status: STATUS[row.status],
    sessionType: row.videoType ?? 'coaching',
    kind: row.type === 'hybrid' ? 'hybrid' : 'human',
    duration: row.duration,
    startedAt: row.startedAt,
    endedAt,
    actualDurationSeconds: actual,
    people: coach ? [coach, client] : [client],
    isHost: host,
    activeRecording,
  };
}

/** One human or group session the viewer takes part in, or undefined (an AI session is no video session). */
export async function findVideoSessionRow(db: Database | Tx, viewerId: string, id: number): Promise<VideoSessionRow | undefined> {
  return videoSessionSelect(db, viewerId).where('sessions.id', '=', id).executeTakeFirst();
}

/** A page of the viewer's human and group sessions, latest first, optionally of one status or type. */
export async function listVideoSessions(db: Database, viewerId: string, input: z.output<typeof listVideoSessionsInput>): Promise<Page<VideoSession>> {
  let query = videoSessionSelect(db, viewerId).where('sessions.status', '!=', 'pending_approval');
  if (input.status) query = query.where('sessions.status', '=', FROM_STATUS[input.status]);
  if (input.sessionType === 'coaching') query = query.where((eb) => eb.or([eb('videoSessionTypes.videoType', 'is', null), eb('videoSessionTypes.videoType', '=', 'coaching')]));
  else if (input.sessionType) query = query.where('videoSessionTypes.videoType', '=', input.sessionType);
  const page = await keysetPage(query, [textKey('sessions.scheduled_at', 'desc', (row) => row.scheduledAt), numberKey('sessions.id', 'desc', (row) => row.id)], input);
  const live = await activeRecordings(
    db,
    page.items.filter((row) => row.status === 'in_progress').map((row) => row.id),
  );
  return mapPage(page, (row) => toVideoSession(row, viewerId, live.get(row.id) ?? null));
}

/** The recording running in each of these sessions (at most one each). */
export async function activeRecordings(db: Database | Tx, sessionIds: number[]): Promise<Map<number, ActiveRecording>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessionRecordings')
    .leftJoin('users', 'users.id', 'sessionRecordings.recorderId')
    .select(['sessionRecordings.id', 'sessionRecordings.sessionId', 'sessionRecordings.recorderId', 'sessionRecordings.createdAt', 'users.firstName', 'users.lastName'])
    .where('sessionRecordings.sessionId', 'in', sessionIds)
    .where('sessionRecordings.endedAt', 'is', null)
    .where('sessionRecordings.status', '=', 'processing')
    .execute();
  return new Map(
    rows.map((row) => [row.sessionId, { id: row.id, recorderId: row.recorderId, startedBy: personName(row, 'Your coach'), startedAt: row.createdAt }]),
  );
}

export async function setVideoSessionType(db: Database, sessionId: number, videoType: VideoSessionType): Promise<void> {
  await db
    .insertInto('videoSessionTypes')
    .values({ sessionId, videoType })
    .onConflict((oc) => oc.column('sessionId').doUpdateSet({ videoType }))
    .execute();
}

/* Settings */

export const DEFAULT_VIDEO_SETTINGS: VideoSettings = {
  defaultVideoQuality: DEFAULT_VIDEO_QUALITY,
  cameraDevice: null,
  microphoneDevice: null,
  speakerDevice: null,
  autoRecord: false,
  enableChat: true,
  enableScreenShare: true,
};

export async function getVideoSettings(db: Database, userId: string): Promise<VideoSettings> {
  const row = await db.selectFrom('videoSettings').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!row) return DEFAULT_VIDEO_SETTINGS;
  return {
    defaultVideoQuality: row.defaultVideoQuality,
    cameraDevice: row.cameraDevice,
    microphoneDevice: row.microphoneDevice,
    speakerDevice: row.speakerDevice,
    autoRecord: Boolean(row.autoRecord),
    enableChat: Boolean(row.enableChat),
    enableScreenShare: Boolean(row.enableScreenShare),
  };
}

export async function updateVideoSettings(db: Database, userId: string, changes: Partial<VideoSettings>): Promise<VideoSettings> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('videoSettings')
    .values({ ...DEFAULT_VIDEO_SETTINGS, ...changes, userId, updatedAt })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...changes, updatedAt }))
    .execute();
  return getVideoSettings(db, userId);
}

/* Who is in the call */

/** A tab whose signalling stream has not refreshed its row for this long has gone (a closed laptop, a crashed instance). */
export const PEER_STALE_MS = 45_000;

export interface CallPeer {
  peerId: string;
  userId: string;
  name: string;
}

export async function livePeers(db: Database | Tx, sessionId: number, now = new Date()): Promise<CallPeer[]> {
  const rows = await db
    .selectFrom('callPeers')
    .innerJoin('users', 'users.id', 'callPeers.userId')
    .select(['callPeers.peerId', 'callPeers.userId', 'users.firstName', 'users.lastName'])
    .where('callPeers.sessionId', '=', sessionId)
    .where('callPeers.seenAt', '>', new Date(now.getTime() - PEER_STALE_MS).toISOString())
    .orderBy('callPeers.joinedAt')
    .limit(50)
    .execute();
  return rows.map((row) => ({ peerId: row.peerId, userId: row.userId, name: personName(row, 'Participant') }));
}

export async function findPeer(db: Database | Tx, sessionId: number, peerId: string, now = new Date()) {
  return db
    .selectFrom('callPeers')
    .select(['peerId', 'userId'])
    .where('peerId', '=', peerId)
    .where('sessionId', '=', sessionId)
    .where('seenAt', '>', new Date(now.getTime() - PEER_STALE_MS).toISOString())
    .executeTakeFirst();
}

export async function touchPeer(db: Database, peerId: string, userId: string): Promise<number> {
  const result = await db.updateTable('callPeers').set({ seenAt: new Date().toISOString() }).where('peerId', '=', peerId).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes a tab's place; with `joinedAt`, only the place that stream took (a reconnected stream holds a newer one). */
export async function removePeer(db: Database, peerId: string, userId: string, joinedAt?: string): Promise<boolean> {
  let query = db.deleteFrom('callPeers').where('peerId', '=', peerId).where('userId', '=', userId);
  if (joinedAt) query = query.where('joinedAt', '=', joinedAt);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/* The call chat */

export async function listCallMessages(db: Database, sessionId: number, page: PageRequest): Promise<Page<CallMessage>> {
  const query = db
    .selectFrom('callMessages')
    .leftJoin('users', 'users.id', 'callMessages.senderId')
    .select(['callMessages.id', 'callMessages.sessionId', 'callMessages.senderId', 'callMessages.kind', 'callMessages.content', 'callMessages.createdAt', 'users.firstName', 'users.lastName'])
    .where('callMessages.sessionId', '=', sessionId);
  const result = await keysetPage(query, [numberKey('callMessages.id', 'desc', (row) => row.id)], page);
  return mapPage(result, toCallMessage);
}

type CallMessageRow = { id: number; sessionId: number; senderId: string | null; kind: 'message' | 'notice'; content: string; createdAt: string; firstName: string | null; lastName: string | null };

function toCallMessage(row: CallMessageRow): CallMessage {
  return {
    id: row.id,
    sessionId: row.sessionId,
    senderId: row.senderId,
    senderName: row.senderId ? personName(row, 'Participant') : null,
    kind: row.kind,
    content: row.content,
    createdAt: row.createdAt,
  };
}

export async function countCallMessages(db: Database | Tx, sessionId: number): Promise<number> {
  const row = await db.selectFrom('callMessages').select((eb) => eb.fn.countAll<number>().as('n')).where('sessionId', '=', sessionId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCallMessage(db: Database | Tx, message: { sessionId: number; senderId: string | null; kind: 'message' | 'notice'; content: string }): Promise<CallMessage> {
  const row = await db.insertInto('callMessages').values({ ...message, createdAt: new Date().toISOString() }).returningAll().executeTakeFirstOrThrow();
  const sender = message.senderId ? await db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', message.senderId).executeTakeFirst() : undefined;
  return toCallMessage({ ...row, firstName: sender?.firstName ?? null, lastName: sender?.lastName ?? null });
}
