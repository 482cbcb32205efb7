import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { MAX_CALL_PEERS, VIDEO_QUALITIES, VIDEO_SESSION_STATUSES, VIDEO_SESSION_TYPES } from '../constants/video';

const sessionId = z.coerce.number({ error: 'Session id must be a number' }).int('Session id must be a whole number').positive('Session id must be positive');

export const videoSessionIdInput = z.object({ id: sessionId });

export const listVideoSessionsInput = pagedInput({
  status: z.enum(VIDEO_SESSION_STATUSES, { error: 'Status must be scheduled, ongoing, completed or cancelled' }).optional(),
  sessionType: z.enum(VIDEO_SESSION_TYPES, { error: 'Session type must be coaching, consultation or followup' }).optional(),
});

const person = z.object({ id: z.string(), name: z.string() });

export const activeRecordingSchema = z.object({ id: z.number().int(), startedBy: z.string(), recorderId: z.string().nullable(), startedAt: z.string() });
export type ActiveRecording = z.infer<typeof activeRecordingSchema>;

/** A human or group session seen as a video call (the spec's id, title, participant, startTime, status and more). */
export const videoSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Who the call is with, from the viewer's side (the client for its coach, the coach for the client). */
  participant: z.string(),
  startTime: z.string(),
  status: z.enum(VIDEO_SESSION_STATUSES),
  sessionType: z.enum(VIDEO_SESSION_TYPES),
  /** 'human' (1-on-1) or 'hybrid' (group session). */
  kind: z.enum(['human', 'hybrid']),
  /** Booked length in minutes. */
  duration: z.number().int(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The real length of a finished call, from start to end, in seconds. */
  actualDurationSeconds: z.number().int().nullable(),
  people: z.array(person),
  /** The viewer is the session's coach (or its booker): may end the call for everyone, record it and set its type. */
  isHost: z.boolean(),
  activeRecording: activeRecordingSchema.nullable(),
});
export type VideoSession = z.infer<typeof videoSessionSchema>;
export const videoSessionPageSchema = pageOf(videoSessionSchema);

export const setVideoSessionTypeInput = z.object({
  id: sessionId,
  sessionType: z.enum(VIDEO_SESSION_TYPES, { error: 'Session type must be coaching, consultation or followup' }),
});

export const endVideoSessionInput = z.object({ sessionId });

const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;
export const iceServersSchema = z.array(iceServerSchema);

export const joinedCallSchema = z.object({
  session: videoSessionSchema,
  iceServers: iceServersSchema,
  maxPeers: z.literal(MAX_CALL_PEERS),
});
export type JoinedCall = z.infer<typeof joinedCallSchema>;

/* Settings */

const deviceId = z
  .string({ error: 'Device id must be text' })
  .max(256, 'Device id must be at most 256 characters')
  .regex(/^[\x21-\x7e]*$/, 'Device id must be a device id the browser reported')
  .nullable();

export const videoSettingsSchema = z.object({
  defaultVideoQuality: z.enum(VIDEO_QUALITIES, { error: 'Video quality must be low, medium or high' }),
  cameraDevice: deviceId,
  microphoneDevice: deviceId,
  speakerDevice: deviceId,
  autoRecord: z.boolean({ error: 'autoRecord must be true or false' }),
  enableChat: z.boolean({ error: 'enableChat must be true or false' }),
  enableScreenShare: z.boolean({ error: 'enableScreenShare must be true or false' }),
});
export type VideoSettings = z.infer<typeof videoSettingsSchema>;

/** PUT /api/video-settings: any of the fields (the screen sends one at a time); unknown fields are refused. */
export const updateVideoSettingsInput = videoSettingsSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Send at least one setting to change' });

/* Signalling */

/** One browser tab in a call; made by the tab, unguessable, kept for the call's length. */
export const peerIdField = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Peer id must be 16 to 64 letters, digits, - or _');

const descriptionSchema = z.object({ type: z.enum(['offer', 'answer', 'rollback']), sdp: z.string().max(200_000, 'The session description is too long').optional() });
const candidateSchema = z
  .object({
    candidate: z.string().max(2000),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .nullable();

/** What one tab sends another: a session description, an ICE candidate, or its microphone and camera state. */
export const peerSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('description'), description: descriptionSchema }),
  z.object({ type: z.literal('candidate'), candidate: candidateSchema }),
  z.object({
    type: z.literal('media'),
    audio: z.boolean(),
    video: z.boolean(),
    screen: z.boolean(),
    /**
     * The sending page's connection, new with every page load: a tab id that comes back from a reload (the
     * same id, kept in the tab's sessionStorage) with another connection is a new page the others connect to afresh.
     */
    connection: peerIdField.optional(),
  }),
]);
export type PeerSignal = z.infer<typeof peerSignalSchema>;

export const signalInput = z.object({
  sessionId,
  from: peerIdField,
  /** The receiving tab; absent: everyone else in the call (media state only). */
  to: peerIdField.optional(),
  signal: peerSignalSchema,
});

export const callPeerInput = z.object({ sessionId, peerId: peerIdField });

export const callMessageSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  senderId: z.string().nullable(),
  senderName: z.string().nullable(),
  kind: z.enum(['message', 'notice']),
  content: z.string(),
  createdAt: z.string(),
});
export type CallMessage = z.infer<typeof callMessageSchema>;
export const callMessagePageSchema = pageOf(callMessageSchema);

export const listCallMessagesInput = pagedInput({ id: sessionId });

export const sendCallMessageInput = z.object({
  id: sessionId,
  content: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(2000, 'Message must be at most 2000 characters'),
});

/** Everything a tab in a call hears on its signalling stream. */
export type CallEvent =
  | { type: 'join'; from: string; userId: string; name: string }
  | { type: 'hello'; from: string; userId: string; name: string }
  | { type: 'leave'; from: string }
  | { type: 'signal'; from: string; signal: PeerSignal }
  | { type: 'chat'; message: CallMessage }
  | { type: 'recording'; state: 'started' | 'stopped'; recording: ActiveRecording }
  | { type: 'stop-request'; recordingId: number; by: string }
  | { type: 'ended'; by: string };
