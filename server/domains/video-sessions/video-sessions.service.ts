import { TRPCError } from '@trpc/server';
import { MAX_CALL_PEERS, VIDEO_MESSAGES, type VideoSessionType } from '@shared/constants/video';
import type { CallMessage, JoinedCall, PeerSignal, VideoSession } from '@shared/schemas/video-sessions';
import { personName } from '@shared/utils/person-name';
import { ensureBelowCap } from '../../lib/caps';
import type { Context } from '../../trpc/context';
import { changeSessionStatus } from '../sessions/change-session';
import type { SessionContext } from '../sessions/session-support';
import { publishCallEvent } from './call-events';
import {
  activeRecordings,
  countCallMessages,
  findPeer,
  findVideoSessionRow,
  insertCallMessage,
  isHost,
  removePeer,
  setVideoSessionType,
  toVideoSession,
  type VideoSessionRow,
} from './video-sessions.queries';

export type VideoContext = SessionContext & Pick<Context, 'storage'>;

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: VIDEO_MESSAGES.sessionNotFound });

/** The human or group session, when the caller takes part in it; anyone else gets 404, as if it did not exist. */
export async function requireVideoSession(ctx: Pick<Context, 'db'> & { user: { id: string } }, id: number): Promise<VideoSessionRow> {
  const row = await findVideoSessionRow(ctx.db, ctx.user.id, id);
  if (!row) throw notFound();
  return row;
}

/** The session as a video call, with the recording running in it. */
export async function loadVideoSession(ctx: Pick<Context, 'db'> & { user: { id: string } }, id: number): Promise<VideoSession> {
  const row = await requireVideoSession(ctx, id);
  const live = row.status === 'in_progress' ? await activeRecordings(ctx.db, [row.id]) : new Map();
  return toVideoSession(row, ctx.user.id, live.get(row.id) ?? null);
}

/** A session whose call is on: signalling, chat and recording need it. */
export async function requireLiveCall(ctx: Pick<Context, 'db'> & { user: { id: string } }, id: number): Promise<VideoSessionRow> {
  const row = await requireVideoSession(ctx, id);
  if (row.status === 'scheduled') throw new TRPCError({ code: 'CONFLICT', message: VIDEO_MESSAGES.notStarted });
  if (row.status !== 'in_progress') throw new TRPCError({ code: 'CONFLICT', message: VIDEO_MESSAGES.sessionOver });
  return row;
}

/** Join: a scheduled session starts (in_progress, by the status rules); an ongoing one is joined as it is. */
export async function startCall(ctx: VideoContext, id: number): Promise<JoinedCall> {
  const row = await requireVideoSession(ctx, id);
  if (row.status === 'completed' || row.status === 'cancelled') throw new TRPCError({ code: 'CONFLICT', message: VIDEO_MESSAGES.sessionOver });
  if (row.status === 'scheduled') {
    try {
      await changeSessionStatus(ctx, id, 'in_progress');
    } catch (error) {
      // The other participant joined first: the call is on either way.
      const now = await requireVideoSession(ctx, id);
      if (now.status !== 'in_progress') throw error;
    }
  }
  return { session: await loadVideoSession(ctx, id), iceServers: ctx.config.iceServers, maxPeers: MAX_CALL_PEERS };
}

/** The coach ends the call for everyone: the session completes with its real length (startedAt to completedAt). */
export async function endCall(ctx: VideoContext, id: number): Promise<VideoSession> {
  const row = await requireVideoSession(ctx, id);
  if (!isHost(row, ctx.user.id)) throw new TRPCError({ code: 'FORBIDDEN', message: VIDEO_MESSAGES.onlyCoachEnds });
  if (row.status === 'scheduled') throw new TRPCError({ code: 'CONFLICT', message: VIDEO_MESSAGES.notStarted });
  if (row.status === 'cancelled') throw new TRPCError({ code: 'CONFLICT', message: VIDEO_MESSAGES.sessionOver });
  if (row.status === 'in_progress') {
    try {
      await changeSessionStatus(ctx, id, 'completed');
    } catch (error) {
      const now = await requireVideoSession(ctx, id);
      if (now.status !== 'completed') throw error;
    }
    // A recording still running stops with the call; its upload finishes on its own.
    await ctx.db.updateTable('sessionRecordings').set({ endedAt: new Date().toISOString() }).where('sessionId', '=', id).where('endedAt', 'is', null).execute();
    publishCallEvent(ctx.bus, id, { type: 'ended', by: personName(ctx.user, 'The coach') });
  }
  return loadVideoSession(ctx, id);
}

export async function changeVideoSessionType(ctx: VideoContext, id: number, videoType: VideoSessionType): Promise<VideoSession> {
  const row = await requireVideoSession(ctx, id);
  if (!isHost(row, ctx.user.id)) throw new TRPCError({ code: 'FORBIDDEN', message: "Only the session's coach can change its type" });
  await setVideoSessionType(ctx.db, id, videoType);
  return loadVideoSession(ctx, id);
}

/** Passes a description, candidate or media state from the caller's own tab to another tab of the same call. */
export async function relaySignal(ctx: VideoContext, input: { sessionId: number; from: string; to?: string; signal: PeerSignal }): Promise<void> {
  await requireLiveCall(ctx, input.sessionId);
  const sender = await findPeer(ctx.db, input.sessionId, input.from);
  if (!sender || sender.userId !== ctx.user.id) throw new TRPCError({ code: 'NOT_FOUND', message: 'You are not in this call: join it first' });
  if (input.to !== undefined) {
    if (!(await findPeer(ctx.db, input.sessionId, input.to))) throw new TRPCError({ code: 'NOT_FOUND', message: VIDEO_MESSAGES.peerGone });
    publishCallEvent(ctx.bus, input.sessionId, { type: 'signal', from: input.from, signal: input.signal }, { to: input.to });
  } else {
    if (input.signal.type !== 'media') throw new TRPCError({ code: 'BAD_REQUEST', message: 'to: Descriptions and candidates go to one participant' });
    publishCallEvent(ctx.bus, input.sessionId, { type: 'signal', from: input.from, signal: input.signal }, { except: input.from });
  }
}

export async function leaveCall(ctx: VideoContext, sessionId: number, peerId: string): Promise<void> {
  await requireVideoSession(ctx, sessionId);
  if (await removePeer(ctx.db, peerId, ctx.user.id)) publishCallEvent(ctx.bus, sessionId, { type: 'leave', from: peerId }, { except: peerId });
}

/** Stores a chat line or notice with the session and tells everyone in the call. */
export async function postCallMessage(ctx: Pick<Context, 'db' | 'bus'>, sessionId: number, senderId: string | null, kind: 'message' | 'notice', content: string): Promise<CallMessage> {
  const message = await ctx.db.transaction().execute(async (trx) => {
    await ensureBelowCap(trx, 'callMessagesPerSession', sessionId, () => countCallMessages(trx, sessionId));
    return insertCallMessage(trx, { sessionId, senderId, kind, content });
  });
  publishCallEvent(ctx.bus, sessionId, { type: 'chat', message });
  return message;
}

export async function sendCallMessage(ctx: VideoContext, sessionId: number, content: string): Promise<CallMessage> {
  await requireLiveCall(ctx, sessionId);
  return postCallMessage(ctx, sessionId, ctx.user.id, 'message', content);
}
