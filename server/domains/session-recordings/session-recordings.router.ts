import { z } from 'zod';
import {
  favoriteRecordingInput,
  listRecordingsInput,
  organizationIdInput,
  recordingIdInput,
  recordingPolicySchema,
  sessionRecordingPageSchema,
  sessionRecordingSchema,
  startRecordingInput,
  stopRequestInput,
  updateRecordingInput,
  updateRecordingPolicyInput,
} from '@shared/schemas/session-recordings';
import { router } from '../../trpc/init';
import { roles, signedIn, NOT_THE_COACH } from '../../trpc/access';
import { perHour } from '../../trpc/meta';
import { authedProcedure } from '../../trpc/procedures';
import { listRecordings } from './session-recordings.queries';
import {
  deleteRecording,
  favoriteRecording,
  getPolicy,
  getRecording,
  requestStop,
  setPolicy,
  startRecording,
  stopRecording,
  updateRecording,
} from './session-recordings.service';

const tags = ['session-recordings'];
const ok = z.object({ ok: z.literal(true) });
/** A recording the caller made or coaches: others who may see it get 403 on changes, everyone else 404. */
const manage = signedIn({ object: true, own: NOT_THE_COACH });

export const sessionRecordingsRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/session-recordings',
        tags,
        summary: 'Recordings of the sessions the caller coaches or is coached in (and, when the organisation allows, its members\'), newest first; search by title or participant; filter all, favorites or recent (7 days); paged',
      },
      paged: true,
      access: signedIn({ readOne: 'sessionRecordings.byId' }),
    })
    .input(listRecordingsInput)
    .output(sessionRecordingPageSchema)
    .query(({ ctx, input }) => listRecordings(ctx.db, ctx.user, input)),

  byId: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/session-recordings/{id}', tags, summary: 'One recording the caller may watch' }, access: signedIn({ object: true }) })
    .input(recordingIdInput)
    .output(sessionRecordingSchema)
    .query(({ ctx, input }) => getRecording(ctx, input.id)),

  start: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/session-recordings',
        tags,
        summary: "Start recording a call (the session's coach, while the call is on): everyone in the call is told; the browser then uploads the file with tus to /api/recording-uploads",
      },
      access: manage,
      quota: perHour(60, 'recordings'),
    })
    .input(startRecordingInput)
    .output(sessionRecordingSchema)
    .mutation(({ ctx, input }) => startRecording(ctx, input.sessionId, input.title)),

  stop: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/session-recordings/{id}/stop', tags, summary: 'Stop recording: the indicator goes off for everyone; the upload finishes' }, access: manage })
    .input(recordingIdInput)
    .output(sessionRecordingSchema)
    .mutation(({ ctx, input }) => stopRecording(ctx, input.id)),

  requestStop: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/session-recordings/{id}/stop-request', tags, summary: 'Ask the person recording to stop (any participant); noted in the call chat' },
      access: signedIn({ object: true }),
      quota: perHour(30, 'requests to stop recording'),
    })
    .input(stopRequestInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await requestStop(ctx, input.id);
      return { ok: true as const };
    }),

  update: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/session-recordings/{id}', tags, summary: 'Rename or re-tag a recording' }, access: manage })
    .input(updateRecordingInput)
    .output(sessionRecordingSchema)
    .mutation(({ ctx, input }) => updateRecording(ctx, input.id, input)),

  favorite: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/session-recordings/{id}/favorite', tags, summary: "Mark or unmark a recording as one of the caller's favourites" }, access: signedIn({ object: true }) })
    .input(favoriteRecordingInput)
    .output(sessionRecordingSchema)
    .mutation(({ ctx, input }) => favoriteRecording(ctx, input.id, input.isFavorite)),

  delete: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/session-recordings/{id}', tags, summary: 'Delete a recording and its file for good' }, access: manage })
    .input(recordingIdInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await deleteRecording(ctx, input.id);
      return { ok: true as const };
    }),

  policy: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/organizations/{organizationId}/recording-policy',
        tags,
        summary: "Whether the organisation's admins may watch its members' session recordings (default off)",
      },
      access: roles(['organization_admin'], { object: true, foreign: { peer: { organization_admin: 'ok' } } }),
    })
    .input(organizationIdInput)
    .output(recordingPolicySchema)
    .query(({ ctx, input }) => getPolicy(ctx, input.organizationId)),

  setPolicy: authedProcedure
    .meta({
      openapi: { method: 'PUT', path: '/organizations/{organizationId}/recording-policy', tags, summary: "Let the organisation's admins watch its members' session recordings, or not" },
      access: roles(['organization_admin'], { object: true, foreign: { peer: { organization_admin: 'ok' } } }),
    })
    .input(updateRecordingPolicyInput)
    .output(recordingPolicySchema)
    .mutation(({ ctx, input }) => setPolicy(ctx, input.organizationId, input.adminsCanViewRecordings)),
});
