import { z } from 'zod';
import {
  callMessagePageSchema,
  callMessageSchema,
  callPeerInput,
  type CallEvent,
  endVideoSessionInput,
  joinedCallSchema,
  listCallMessagesInput,
  listVideoSessionsInput,
  sendCallMessageInput,
  setVideoSessionTypeInput,
  signalInput,
  updateVideoSettingsInput,
  videoSessionIdInput,
  videoSessionPageSchema,
  videoSessionSchema,
  videoSettingsSchema,
} from '@shared/schemas/video-sessions';
import { router } from '../../trpc/init';
import { signedIn, NOT_THE_COACH } from '../../trpc/access';
import { perHour } from '../../trpc/meta';
import { authedProcedure } from '../../trpc/procedures';
import { openCallStream } from './call-events';
import { getVideoSettings, listCallMessages, listVideoSessions, updateVideoSettings } from './video-sessions.queries';
import {
  changeVideoSessionType,
  endCall,
  leaveCall,
  loadVideoSession,
  relaySignal,
  requireLiveCall,
  requireVideoSession,
  sendCallMessage,
  startCall,
} from './video-sessions.service';

const tags = ['video-sessions'];
const ok = z.object({ ok: z.literal(true) });

export const videoSessionsRouter = router({
  list: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/video-sessions', tags, summary: "The caller's human and group sessions as video calls, latest first; paged" },
      paged: true,
      access: signedIn({ readOne: 'videoSessions.byId' }),
    })
    .input(listVideoSessionsInput)
    .output(videoSessionPageSchema)
    .query(({ ctx, input }) => listVideoSessions(ctx.db, ctx.user.id, input)),

  byId: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/video-sessions/{id}', tags, summary: 'One video session the caller takes part in, with the recording running in it' },
      access: signedIn({ object: true }),
    })
    .input(videoSessionIdInput)
    .output(videoSessionSchema)
    .query(({ ctx, input }) => loadVideoSession(ctx, input.id)),

  start: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/video-sessions/{id}/start', tags, summary: 'Join the call: a scheduled session starts (in_progress); answers the ICE servers to connect with' },
      quota: perHour(120, 'calls'), access: signedIn({ object: true }),
    })
    .input(videoSessionIdInput)
    .output(joinedCallSchema)
    .mutation(({ ctx, input }) => startCall(ctx, input.id)),

  end: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/video-sessions/end', tags, summary: "End the call for everyone (the session's coach): the session completes with its real duration" },
      // The session's client may see it but not end it for everyone.
      access: signedIn({ object: true, own: NOT_THE_COACH }),
    })
    .input(endVideoSessionInput)
    .output(videoSessionSchema)
    .mutation(({ ctx, input }) => endCall(ctx, input.sessionId)),

  setType: authedProcedure
    .meta({
      openapi: { method: 'PUT', path: '/video-sessions/{id}/type', tags, summary: "Set the kind of video session (coaching, consultation, followup); the session's coach" },
      access: signedIn({ object: true, own: NOT_THE_COACH }),
    })
    .input(setVideoSessionTypeInput)
    .output(videoSessionSchema)
    .mutation(({ ctx, input }) => changeVideoSessionType(ctx, input.id, input.sessionType)),

  settings: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/video-settings', tags, summary: "The caller's video settings (defaults until changed)" }, access: signedIn() })
    .input(z.void())
    .output(videoSettingsSchema)
    .query(({ ctx }) => getVideoSettings(ctx.db, ctx.user.id)),

  updateSettings: authedProcedure
    .meta({
      openapi: { method: 'PUT', path: '/video-settings', tags, summary: 'Change some of the video settings (the screen sends one field at a time)' },
      access: signedIn(),
      quota: perHour(600, 'settings changes'),
    })
    .input(updateVideoSettingsInput)
    .output(videoSettingsSchema)
    .mutation(({ ctx, input }) => updateVideoSettings(ctx.db, ctx.user.id, input)),

  signal: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/video-sessions/{sessionId}/signal',
        tags,
        summary: "Send a session description, ICE candidate or media state from the caller's tab to another tab of the call",
      },
      quota: perHour(20000, 'call signals'), access: signedIn({ object: true }),
    })
    .input(signalInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await relaySignal(ctx, input);
      return { ok: true as const };
    }),

  leave: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/video-sessions/{sessionId}/leave', tags, summary: "Leave the call with one tab (the others close their connection to it)" },
      access: signedIn({ object: true }),
    })
    .input(callPeerInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await leaveCall(ctx, input.sessionId, input.peerId);
      return { ok: true as const };
    }),

  messages: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/video-sessions/{id}/messages', tags, summary: 'The call chat of a session, newest first; paged' },
      paged: true,
      access: signedIn({ object: true }),
    })
    .input(listCallMessagesInput)
    .output(callMessagePageSchema)
    .query(async ({ ctx, input }) => {
      await requireVideoSession(ctx, input.id);
      return listCallMessages(ctx.db, input.id, input);
    }),

  sendMessage: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/video-sessions/{id}/messages', tags, summary: 'Post a message to the call chat (while the call is on)' },
      access: signedIn({ object: true }),
      quota: perHour(600, 'call messages'),
    })
    .input(sendCallMessageInput)
    .output(callMessageSchema)
    .mutation(({ ctx, input }) => sendCallMessage(ctx, input.id, input.content)),

  /** Live: signalling, chat, recording and end-of-call events for one tab in a call, over the websocket. */
  onCallEvent: authedProcedure
    .meta({ access: signedIn({ object: true }) })
    .input(callPeerInput)
    .subscription(async ({ ctx, input, signal }): Promise<AsyncGenerator<CallEvent>> => {
      // Checked before the stream starts: a refused caller never hears 'started'.
      await requireLiveCall(ctx, input.sessionId);
      return openCallStream(ctx, input.sessionId, input.peerId, signal);
    }),
});
