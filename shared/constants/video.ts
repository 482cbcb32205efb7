/** The spec's video conferencing and session recordings constants (part 2 sections 2, 3, 4, 8, 9). */

export const VIDEO_QUALITIES = ['low', 'medium', 'high'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];
export const VIDEO_QUALITY_LABELS: Record<VideoQuality, string> = { low: 'Low (480p)', medium: 'Medium (720p)', high: 'High (1080p)' };
/** Camera capture size asked of the browser per quality (an ideal, the camera may give less). */
export const VIDEO_QUALITY_SIZES: Record<VideoQuality, { width: number; height: number }> = {
  low: { width: 640, height: 480 },
  medium: { width: 1280, height: 720 },
  high: { width: 1920, height: 1080 },
};
export const DEFAULT_VIDEO_QUALITY: VideoQuality = 'high';

/** The kinds of video session the Video Sessions tab offers. */
export const VIDEO_SESSION_TYPES = ['coaching', 'consultation', 'followup'] as const;
export type VideoSessionType = (typeof VIDEO_SESSION_TYPES)[number];
export const VIDEO_SESSION_TYPE_LABELS: Record<VideoSessionType, string> = { coaching: 'Coaching', consultation: 'Consultation', followup: 'Follow-up' };

/** A video session's status as the spec names it: an in-progress session is 'ongoing'. */
export const VIDEO_SESSION_STATUSES = ['scheduled', 'ongoing', 'completed', 'cancelled'] as const;
export type VideoSessionStatus = (typeof VIDEO_SESSION_STATUSES)[number];

/** A mesh call (everyone sends to everyone) stays usable up to this many people; beyond it an SFU is the path (README). */
export const MAX_CALL_PEERS = 6;

export const VIDEO_MESSAGES = {
  started: { title: 'Call Started' },
  ended: { title: 'Call Ended' },
  startFailed: { title: 'Error', description: 'Failed to start video call. Please try again.' },
  settingsUpdated: { title: 'Settings Updated' },
  mediaBlocked: 'Camera or microphone blocked: allow access in the browser',
  cameraNotSent: { title: 'Camera not available', description: 'That camera gives no picture a call can send (a depth or infrared camera?): the call keeps the camera you had.' },
  sessionNotFound: 'Session not found',
  notVideoSession: 'Session not found',
  notStarted: 'The call has not started: join the session first',
  sessionOver: 'This session has ended',
  callFull: `This call is full: a call holds at most ${MAX_CALL_PEERS} people`,
  peerGone: 'That participant has left the call',
  onlyCoachEnds: "Only the session's coach can end the call for everyone",
  onlyCoachRecords: "Only the session's coach can record it",
  alreadyRecording: 'This call is already being recorded',
  notRecording: 'Nothing is being recorded in this call',
} as const;

/** Notices the call chat shows everyone, so nobody is recorded without being told. */
export const CALL_NOTICES = {
  recordingStarted: (name: string) => `${name} started recording this call. Everyone in the call sees the Recording indicator while it runs.`,
  recordingStopped: (name: string) => `${name} stopped the recording.`,
  stopRequested: (name: string) => `${name} asked to stop the recording.`,
} as const;

export const RECORDING_MESSAGES = {
  deleted: { title: 'Recording Deleted', description: 'The recording has been permanently deleted.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete recording. Please try again.' },
  updated: { title: 'Recording Updated' },
  linkCopied: { title: 'Link Copied' },
  downloadStarted: { title: 'Download Started' },
  empty: 'No recordings found',
  notFound: 'Recording not found',
  onlyManagers: "Only the recording's maker or the session's coach can change or delete it",
  policyUpdated: { title: 'Settings Updated' },
} as const;

export const RECORDING_FILTERS = ['all', 'favorites', 'recent'] as const;
export type RecordingFilter = (typeof RECORDING_FILTERS)[number];
export const RECORDING_FILTER_LABELS: Record<RecordingFilter, string> = { all: 'All', favorites: 'Favorites', recent: 'Recent' };
/** Recent = created in the last 7 days. */
export const RECENT_RECORDINGS_DAYS = 7;
/** A recording card shows its first 2 tags, then '+N'. */
export const RECORDING_CARD_TAGS = 2;
export const RECORDING_TAGS_MAX = 20;
export const RECORDING_TAG_MAX_LENGTH = 40;
/** The largest file one recording may upload (about four hours at 1080p). */
export const RECORDING_MAX_BYTES = 4 * 1024 * 1024 * 1024;
export const RECORDING_THUMBNAIL_MAX_BYTES = 512 * 1024;
export const RECORDING_THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** tus uploads are mounted here (REST base path). */
export const RECORDING_UPLOAD_PATH = '/api/recording-uploads';
/** Bytes per upload request: at most this much is lost when the connection drops mid-recording. */
export const RECORDING_UPLOAD_CHUNK_BYTES = 256 * 1024;

/** '0:05', '12:34', '1:02:03'. */
export function formatRecordingDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** '0 Bytes', '512 Bytes', '1.5 KB', '12.3 MB', '1.02 GB'. */
export function formatRecordingSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const index = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** index;
  return `${parseFloat(value.toFixed(2))} ${units[index]}`;
}
