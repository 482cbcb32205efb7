import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { Role } from '@shared/constants/roles';
import { RECENT_RECORDINGS_DAYS } from '@shared/constants/video';
import type { Page } from '@shared/schemas/paging';
import type { listRecordingsInput, RecordingPolicy, SessionRecording } from '@shared/schemas/session-recordings';
import { personName } from '@shared/utils/person-name';
import type { Database, Tx } from '../../db';
import type { DB } from '../../db/schema';
import { keysetPage, mapPage, numberKey, textKey } from '../../lib/paging';
import { containsPattern, lowerLike } from '../../lib/search';

export interface RecordingViewer {
  id: string;
  role: Role;
  organizationId: string | null;
}

/** Whether the organisation lets its admins watch its members' recordings (off unless an admin turned it on). */
export async function adminsMayViewRecordings(db: Database | Tx, organizationId: string): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('recordingsVisibleToAdmins').where('id', '=', organizationId).executeTakeFirst();
  return Boolean(row?.recordingsVisibleToAdmins);
}

/**
 * The visibility rule of recordings: the session's client and coach, the person who recorded it, and
 * the admins of the client's organisation when its policy allows. Nobody else, platform admins included.
 * Read once per request (the policy is a row), then used by list and single reads alike.
 */
export async function visibleRecordings(db: Database | Tx, viewer: RecordingViewer) {
  const orgWide = viewer.role === 'organization_admin' && viewer.organizationId !== null && (await adminsMayViewRecordings(db, viewer.organizationId));
  return (eb: ExpressionBuilder<DB, 'sessionRecordings'>): Expression<SqlBool> => {
    const branches: Expression<SqlBool>[] = [
      eb('sessionRecordings.recorderId', '=', viewer.id),
      eb(
        'sessionRecordings.sessionId',
        'in',
        eb
          .selectFrom('sessions')
          .select('sessions.id')
          .where((s) =>
            s.or([
              s('sessions.clientId', '=', viewer.id),
              s('sessions.coachId', 'in', s.selectFrom('coaches').select('coaches.id').where('coaches.userId', '=', viewer.id)),
            ]),
          ),
      ),
    ];
    if (orgWide && viewer.organizationId) {
      branches.push(
        eb(
          'sessionRecordings.sessionId',
          'in',
          eb
            .selectFrom('sessions')
            .innerJoin('users as member', 'member.id', 'sessions.clientId')
            .select('sessions.id')
            .where('member.organizationId', '=', viewer.organizationId),
        ),
      );
    }
    return eb.or(branches);
  };
}

function recordingSelect(db: Database | Tx, viewerId: string) {
  return db
    .selectFrom('sessionRecordings')
    .innerJoin('sessions', 'sessions.id', 'sessionRecordings.sessionId')
    .innerJoin('users as clientUser', 'clientUser.id', 'sessions.clientId')
    .leftJoin('coaches', 'coaches.id', 'sessions.coachId')
    .leftJoin('users as coachUser', 'coachUser.id', 'coaches.userId')
    .leftJoin('sessionRecordingFavorites as favorite', (join) =>
      join.onRef('favorite.recordingId', '=', 'sessionRecordings.id').on('favorite.userId', '=', viewerId),
    )
    .select([
      'sessionRecordings.id',
      'sessionRecordings.sessionId',
      'sessionRecordings.recorderId',
      'sessionRecordings.title',
      'sessionRecordings.tags',
      'sessionRecordings.status',
      'sessionRecordings.failureReason',
      'sessionRecordings.endedAt',
      'sessionRecordings.fileKey',
      'sessionRecordings.thumbnailKey',
      'sessionRecordings.uploadId',
      'sessionRecordings.sizeBytes',
      'sessionRecordings.durationMs',
      'sessionRecordings.createdAt',
      'sessions.clientId',
      'coaches.userId as coachUserId',
      'clientUser.firstName as clientFirstName',
      'clientUser.lastName as clientLastName',
      'coachUser.firstName as coachFirstName',
      'coachUser.lastName as coachLastName',
      'favorite.userId as favoriteUserId',
    ]);
}

export type RecordingRow = Awaited<ReturnType<ReturnType<typeof recordingSelect>['executeTakeFirstOrThrow']>>;

export function mayManageRecording(row: Pick<RecordingRow, 'recorderId' | 'coachUserId'>, viewerId: string): boolean {
  return row.recorderId === viewerId || row.coachUserId === viewerId;
}

function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

export function toRecording(row: RecordingRow, viewerId: string): SessionRecording {
  const clientName = personName({ firstName: row.clientFirstName, lastName: row.clientLastName }, 'Client');
  const coachName = personName({ firstName: row.coachFirstName, lastName: row.coachLastName }, 'Coach');
  const base = `/api/session-recordings/${row.id}`;
  const ready = row.status === 'ready' && row.fileKey !== null;
  return {
    id: row.id,
    sessionId: row.sessionId,
    title: row.title,
    participant: row.clientId === viewerId ? coachName : clientName,
    createdAt: row.createdAt,
    duration: row.durationMs / 1000,
    size: row.sizeBytes,
    status: row.status,
    failureReason: row.failureReason,
    isFavorite: row.favoriteUserId !== null,
    thumbnailUrl: row.thumbnailKey ? `${base}/thumbnail` : null,
    tags: parseTags(row.tags),
    fileUrl: ready ? `${base}/file` : null,
    downloadUrl: ready ? `${base}/file?download=1` : null,
    canManage: mayManageRecording(row, viewerId),
    isLive: row.status === 'processing' && row.endedAt === null,
  };
}

export async function findRecordingForViewer(db: Database | Tx, viewer: RecordingViewer, id: number): Promise<RecordingRow | undefined> {
  return recordingSelect(db, viewer.id).where(await visibleRecordings(db, viewer)).where('sessionRecordings.id', '=', id).executeTakeFirst();
}

export async function listRecordings(db: Database, viewer: RecordingViewer, input: z.output<typeof listRecordingsInput>, now = new Date()): Promise<Page<SessionRecording>> {
  let query = recordingSelect(db, viewer.id).where(await visibleRecordings(db, viewer));
  if (input.filter === 'favorites') query = query.where('favorite.userId', 'is not', null);
  if (input.filter === 'recent') query = query.where('sessionRecordings.createdAt', '>=', new Date(now.getTime() - RECENT_RECORDINGS_DAYS * 86_400_000).toISOString());
  if (input.search) {
    const pattern = containsPattern(input.search);
    const fullName = (first: string, last: string) => sql`coalesce(${sql.ref(first)}, '') || ' ' || coalesce(${sql.ref(last)}, '')`;
    query = query.where((eb) =>
      eb.or([
        lowerLike('sessionRecordings.title', pattern),
        lowerLike(fullName('clientUser.firstName', 'clientUser.lastName'), pattern),
        lowerLike(fullName('coachUser.firstName', 'coachUser.lastName'), pattern),
      ]),
    );
  }
  const page = await keysetPage(
    query,
    [textKey('session_recordings.created_at', 'desc', (row) => row.createdAt), numberKey('session_recordings.id', 'desc', (row) => row.id)],
    input,
  );
  return mapPage(page, (row) => toRecording(row, viewer.id));
}

export async function countRecordingsOfSession(db: Database | Tx, sessionId: number): Promise<number> {
  const row = await db.selectFrom('sessionRecordings').select((eb) => eb.fn.countAll<number>().as('n')).where('sessionId', '=', sessionId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setFavorite(db: Database, recordingId: number, userId: string, isFavorite: boolean): Promise<void> {
  if (isFavorite) {
    await db.insertInto('sessionRecordingFavorites').values({ recordingId, userId }).onConflict((oc) => oc.columns(['recordingId', 'userId']).doNothing()).execute();
  } else {
    await db.deleteFrom('sessionRecordingFavorites').where('recordingId', '=', recordingId).where('userId', '=', userId).execute();
  }
}

export async function readPolicy(db: Database, organizationId: string): Promise<RecordingPolicy> {
  return { organizationId, adminsCanViewRecordings: await adminsMayViewRecordings(db, organizationId) };
}
