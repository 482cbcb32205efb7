import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalText, UpdatedAt } from './columns';

/* Video calls and session recordings (migration 3200). */

type Flag = ColumnType<number | boolean, boolean | undefined, boolean>;

export interface VideoSettingsTable {
  userId: string;
  defaultVideoQuality: ColumnType<'low' | 'medium' | 'high', 'low' | 'medium' | 'high' | undefined, 'low' | 'medium' | 'high'>;
  cameraDevice: OptionalText;
  microphoneDevice: OptionalText;
  speakerDevice: OptionalText;
  autoRecord: Flag;
  enableChat: Flag;
  enableScreenShare: Flag;
  updatedAt: UpdatedAt;
}

export interface VideoSessionTypesTable {
  sessionId: number;
  videoType: 'coaching' | 'consultation' | 'followup';
}

export interface CallPeersTable {
  peerId: string;
  sessionId: number;
  userId: string;
  joinedAt: string;
  seenAt: string;
}

export interface CallMessagesTable {
  id: Generated<number>;
  sessionId: number;
  senderId: string | null;
  kind: 'message' | 'notice';
  content: string;
  createdAt: CreatedAt;
}

export type RecordingStatus = 'processing' | 'ready' | 'failed';

export interface SessionRecordingsTable {
  id: Generated<number>;
  sessionId: number;
  recorderId: string | null;
  title: string;
  /** JSON array of strings. */
  tags: ColumnType<string, string | undefined, string>;
  status: ColumnType<RecordingStatus, RecordingStatus | undefined, RecordingStatus>;
  failureReason: OptionalText;
  uploadId: OptionalText;
  uploadTouchedAt: OptionalText;
  endedAt: OptionalText;
  processingStartedAt: OptionalText;
  fileKey: OptionalText;
  thumbnailKey: OptionalText;
  sizeBytes: ColumnType<number, number | undefined, number>;
  durationMs: ColumnType<number, number | undefined, number>;
  createdAt: string;
  readyAt: OptionalText;
}

export interface SessionRecordingFavoritesTable {
  recordingId: number;
  userId: string;
  createdAt: CreatedAt;
}
