import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { stripInvisible } from '../utils/visible-text';
import { RECORDING_FILTERS, RECORDING_TAG_MAX_LENGTH, RECORDING_TAGS_MAX } from '../constants/video';

const recordingId = z.coerce.number({ error: 'Recording id must be a number' }).int('Recording id must be a whole number').positive('Recording id must be positive');

export const recordingIdInput = z.object({ id: recordingId });

/** The spec's session recording: id, title, participant, createdAt, duration (seconds), size (bytes), status, isFavorite, thumbnailUrl, tags. */
export const sessionRecordingSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  title: z.string(),
  participant: z.string(),
  createdAt: z.string(),
  duration: z.number(),
  size: z.number().int(),
  status: z.enum(['ready', 'processing', 'failed']),
  failureReason: z.string().nullable(),
  isFavorite: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  tags: z.array(z.string()),
  /** Streams with range requests; null until the recording is ready. */
  fileUrl: z.string().nullable(),
  /** The same file as an attachment with a readable name. */
  downloadUrl: z.string().nullable(),
  /** The viewer made it or coaches the session: may rename, tag and delete it. */
  canManage: z.boolean(),
  /** Still being recorded (the call's Recording indicator is on). */
  isLive: z.boolean(),
});
export type SessionRecording = z.infer<typeof sessionRecordingSchema>;
export const sessionRecordingPageSchema = pageOf(sessionRecordingSchema);

export const listRecordingsInput = pagedInput({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  filter: z.enum(RECORDING_FILTERS, { error: 'Filter must be all, favorites or recent' }).optional(),
});

const titleField = z
  .string({ error: 'Title is required' })
  .overwrite(stripInvisible)
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');

const tagField = z
  .string({ error: 'Tags must be text' })
  .overwrite(stripInvisible)
  .trim()
  .min(1, 'Tags must not be empty')
  .max(RECORDING_TAG_MAX_LENGTH, `Each tag must be at most ${RECORDING_TAG_MAX_LENGTH} characters`);

export const updateRecordingInput = z
  .object({
    id: recordingId,
    title: titleField.optional(),
    tags: z.array(tagField, { error: 'Tags must be a list of text' }).max(RECORDING_TAGS_MAX, `At most ${RECORDING_TAGS_MAX} tags`).optional(),
  })
  .refine((value) => value.title !== undefined || value.tags !== undefined, { message: 'Send a title or tags to change' });

/** The edit dialog's form: tags typed as comma-separated text. */
export const recordingFormSchema = z.object({ title: titleField, tags: z.string().max(2000) });

export const favoriteRecordingInput = z.object({ id: recordingId, isFavorite: z.boolean({ error: 'isFavorite must be true or false' }) });

export const startRecordingInput = z.object({
  sessionId: z.coerce.number({ error: 'Session id must be a number' }).int().positive(),
  title: titleField.optional(),
});

export const stopRequestInput = z.object({ id: recordingId });

export const recordingPolicySchema = z.object({ organizationId: z.string(), adminsCanViewRecordings: z.boolean() });
export type RecordingPolicy = z.infer<typeof recordingPolicySchema>;
export const organizationIdInput = z.object({ organizationId: z.string().min(1).max(64) });
export const updateRecordingPolicyInput = organizationIdInput.extend({
  adminsCanViewRecordings: z.boolean({ error: 'adminsCanViewRecordings must be true or false' }),
});
