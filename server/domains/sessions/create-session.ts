import { TRPCError } from '@trpc/server';
import { AI_COACH_MESSAGES, SCHEDULE_GRACE_MS, SESSION_APPROVAL_MESSAGES, SESSION_CONFLICT_MESSAGES, type SessionStatus } from '@shared/constants/coaching';
import type { CreateSessionInput, Session } from '@shared/schemas/sessions';
import { findVisibleAiCoach } from '../ai-coaches/ai-coaches.queries';
import { ensureCoachClient, findCoachById, isClientOfCoach } from '../coaches/coaches.queries';
import { COACH_FULL_MESSAGE, hasRoomForClient } from '../coaches/client-limit';
import { sendSessionMail } from './session-mail';
import { scheduleSessionReminders } from './session-reminders';
import { addMinutes, parseScheduledAt } from './session-time';
import { ensureBelowCap } from '../../lib/caps';
import { lockKeys } from '../../db/dialect';
import { getPlatformSettings } from '../admin/platform-settings.queries';
import { countUpcomingSessions, findSessionForUser, hasOverlappingSession } from './sessions.queries';
import { syncSessionParticipants } from './session-participants';
import { bookerZone, fieldError, mailOptions, participantIds, recordSessionActivity, type SessionContext } from './session-support';

/** Whose session it is: the caller's own, or (coaches only) one of the coach's own clients'. */
async function resolveClientId(ctx: SessionContext, input: CreateSessionInput): Promise<string> {
  if (!input.clientId || input.clientId === ctx.user.id) return ctx.user.id;
  if (ctx.user.role !== 'coach') throw new TRPCError({ code: 'FORBIDDEN', message: 'Only coaches can book a session for a client' });
  if (!(await isClientOfCoach(ctx.db, ctx.user.id, input.clientId))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You can only book sessions for your own clients' });
  }
  return input.clientId;
}

export async function createSession(ctx: SessionContext, input: CreateSessionInput): Promise<Session> {
  const { db, user } = ctx;
  if (input.type === 'hybrid' && user.role !== 'coach') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only coaches can create group sessions' });
  }
  const clientId = await resolveClientId(ctx, input);
  const settings = await getPlatformSettings(db);
  if (input.type === 'ai' && !settings.allowAiCoaches) throw new TRPCError({ code: 'FORBIDDEN', message: AI_COACH_MESSAGES.disabled });
  // A person's booking of a human coach waits for the coach when the platform says so; a coach booking for their own client is the coach's own decision.
  const needsApproval = settings.requireSessionApproval && input.type === 'human' && user.role !== 'coach';
  if (needsApproval && input.status === 'in_progress') throw new TRPCError({ code: 'CONFLICT', message: SESSION_APPROVAL_MESSAGES.instantRefused });
  const zone = await bookerZone(db, user.id, input.timezone);
  const requested = input.status ?? 'scheduled';
  const status: SessionStatus = needsApproval ? 'pending_approval' : requested;

  const now = new Date();
  let start = now;
  if (requested === 'scheduled') {
    const parsed = parseScheduledAt(input.scheduledAt, zone);
    if (!parsed) throw fieldError('scheduledAt', 'Enter a valid date and time');
    if (parsed.getTime() < now.getTime() - SCHEDULE_GRACE_MS) throw fieldError('scheduledAt', 'Date and time must be in the future');
    start = parsed;
  }
  const end = addMinutes(start, input.duration);

  let coach: Awaited<ReturnType<typeof findCoachById>>;
  let aiCoachId: number | null = null;
  if (input.type === 'ai') {
    if (!input.aiCoachId) throw fieldError('aiCoachId', 'Choose an AI coach for an AI session');
    const aiCoach = await findVisibleAiCoach(db, user, input.aiCoachId);
    if (!aiCoach) throw new TRPCError({ code: 'NOT_FOUND', message: 'AI coach not found' });
    aiCoachId = aiCoach.id;
  } else {
    if (!input.coachId) throw fieldError('coachId', 'Choose a coach for a human session');
    coach = await findCoachById(db, input.coachId);
    if (!coach) throw new TRPCError({ code: 'NOT_FOUND', message: 'Coach not found' });
    if (!coach.isAvailable) throw new TRPCError({ code: 'CONFLICT', message: 'This coach is not taking bookings at the moment' });
    if (coach.userId === clientId) throw fieldError('coachId', 'A coach cannot book a session with themselves');
  }

  const session = await db.transaction().execute(async (trx) => {
    // Checks and the insert run while holding both people's schedule locks: parallel bookings of one
    // slot (or of a coach's last free client place) take turns instead of all passing the checks.
    await lockKeys(trx, `schedule:${clientId}`, ...(coach ? [`schedule:${coach.userId}`] : []));
    if (requested === 'scheduled') await ensureBelowCap(trx, 'upcomingSessionsPerClient', clientId, () => countUpcomingSessions(trx, clientId, now));
    if (coach) {
      // A first booking makes the client the coach's client: the coach's plan limit applies.
      if (!(await isClientOfCoach(trx, coach.userId, clientId)) && !(await hasRoomForClient(trx, coach.userId))) {
        throw new TRPCError({ code: 'CONFLICT', message: COACH_FULL_MESSAGE });
      }
      if (await hasOverlappingSession(trx, coach.userId, start, end)) {
        throw new TRPCError({ code: 'CONFLICT', message: SESSION_CONFLICT_MESSAGES.coachBusy });
      }
      if (await hasOverlappingSession(trx, clientId, start, end)) {
        throw new TRPCError({ code: 'CONFLICT', message: clientId === user.id ? SESSION_CONFLICT_MESSAGES.selfBusy : SESSION_CONFLICT_MESSAGES.clientBusy });
      }
    }
    const stamp = now.toISOString();
    const { id } = await trx
      .insertInto('sessions')
      .values({
        type: input.type,
        title: input.title,
        description: input.description || null,
        status,
        scheduledAt: start.toISOString(),
        duration: input.duration,
        endsAt: end.toISOString(),
        coachId: coach?.id ?? null,
        aiCoachId,
        clientId,
        bookedById: user.id,
        timezone: zone,
        startedAt: status === 'in_progress' ? stamp : null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncSessionParticipants(trx, [id]);
    if (coach) await ensureCoachClient(trx, coach.userId, clientId, 'booking');
    const created = await findSessionForUser(trx, user.id, id);
    if (!created) throw new Error(`session ${id} vanished inside its own transaction`);
    if (status === 'in_progress') {
      const ai = created.type === 'ai';
      await recordSessionActivity(trx, created, ai ? 'ai_session_started' : 'session_started', ai ? 'AI session started' : 'Session started');
    } else {
      await recordSessionActivity(trx, created, 'session_booked', status === 'pending_approval' ? 'Session requested' : 'Session booked');
    }
    return created;
  });

  ctx.bus.publish('session.changed', { sessionId: session.id, status: session.status, participantIds: participantIds(session) });
  if (session.status === 'scheduled') {
    await sendSessionMail(mailOptions(ctx), session, 0, 'booked');
    await scheduleSessionReminders(ctx.jobs, session, 0, ctx.request.origin);
  }
  if (session.status === 'pending_approval') await sendSessionMail(mailOptions(ctx), session, 0, 'requested');
  return session;
}
