import { TRPCError } from '@trpc/server';
import { SCHEDULE_GRACE_MS, SESSION_APPROVAL_MESSAGES, SESSION_CONFLICT_MESSAGES, SESSION_TRANSITIONS, type SessionStatus } from '@shared/constants/coaching';
import type { RescheduleSessionInput, Session } from '@shared/schemas/sessions';
import { incrementCoachSessions } from '../coaches/coaches.queries';
import { sendSessionMail } from './session-mail';
import { addMinutes, parseScheduledAt } from './session-time';
import { findSessionForUser, hasOverlappingSession } from './sessions.queries';
import { syncSessionParticipants } from './session-participants';
import { lockKeys } from '../../db/dialect';
import { scheduleSessionReminders } from './session-reminders';
import { bookerZone, fieldError, mailOptions, participantIds, recordSessionActivity, type SessionContext } from './session-support';

/**
 * A coach's public session count grows only by human sessions that really took place: started and
 * completed at least this long apart, so booking and at once completing sessions inflates nothing.
 */
export const MIN_COUNTED_SESSION_MINUTES = 10;

function countsTowardTotal(startedAt: string | null, completedAt: string): boolean {
  if (!startedAt) return false;
  return Date.parse(completedAt) - Date.parse(startedAt) >= MIN_COUNTED_SESSION_MINUTES * 60_000;
}

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Session not found' });

export async function getSession(ctx: SessionContext, id: number): Promise<Session> {
  const session = await findSessionForUser(ctx.db, ctx.user.id, id);
  if (!session) throw notFound();
  return session;
}

/**
 * scheduled -> in_progress (join or start) -> completed; scheduled -> cancelled; a request:
 * pending_approval -> scheduled (the coach accepts) or cancelled (declined or withdrawn). Participants only.
 */
export async function changeSessionStatus(ctx: SessionContext, id: number, next: SessionStatus): Promise<Session> {
  const current = await getSession(ctx, id);
  if (!SESSION_TRANSITIONS[current.status].includes(next)) {
    throw new TRPCError({ code: 'CONFLICT', message: `A session cannot change from '${current.status}' to '${next}'` });
  }
  const coachActs = current.coach?.userId === ctx.user.id;
  if (current.status === 'pending_approval' && next === 'scheduled' && !coachActs) throw new TRPCError({ code: 'FORBIDDEN', message: SESSION_APPROVAL_MESSAGES.onlyCoachAccepts });
  const accepting = current.status === 'pending_approval' && next === 'scheduled';
  const declining = current.status === 'pending_approval' && next === 'cancelled';
  const stamp = new Date().toISOString();
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('sessions')
      .set((eb) => ({
        status: next,
        updatedAt: stamp,
        ...(next === 'in_progress' ? { startedAt: stamp } : {}),
        ...(next === 'completed' ? { completedAt: stamp } : {}),
        ...(next === 'cancelled' ? { cancelledAt: stamp, icsSequence: eb('icsSequence', '+', 1) } : {}),
        // The calendar invitation turns from tentative to confirmed.
        ...(accepting ? { icsSequence: eb('icsSequence', '+', 1) } : {}),
      }))
      .where('id', '=', id)
      // Only from the state just read: a concurrent change wins and this one is refused below.
      .where('status', '=', current.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new TRPCError({ code: 'CONFLICT', message: `The session changed meanwhile; it is no longer '${current.status}'` });
    }
    if (next === 'completed' && current.coachId !== null && countsTowardTotal(current.startedAt, stamp)) await incrementCoachSessions(trx, current.coachId);
    const session = await findSessionForUser(trx, ctx.user.id, id);
    if (!session) throw notFound();
    const ai = session.type === 'ai';
    if (next === 'in_progress') await recordSessionActivity(trx, session, ai ? 'ai_session_started' : 'session_started', ai ? 'AI session started' : 'Session started');
    if (next === 'completed') await recordSessionActivity(trx, session, 'session_completed', 'Session completed');
    if (accepting) await recordSessionActivity(trx, session, 'session_booked', 'Session accepted');
    else if (declining) await recordSessionActivity(trx, session, 'session_cancelled', coachActs ? 'Session request declined' : 'Session request withdrawn');
    else if (next === 'cancelled') await recordSessionActivity(trx, session, 'session_cancelled', 'Session cancelled');
    return session;
  });

  ctx.bus.publish('session.changed', { sessionId: updated.id, status: updated.status, participantIds: participantIds(updated) });
  if (accepting) {
    const sequence = await icsSequence(ctx, id);
    await sendSessionMail(mailOptions(ctx), updated, sequence, 'accepted');
    await scheduleSessionReminders(ctx.jobs, updated, sequence, ctx.request.origin);
  }
  else if (declining) await sendSessionMail(mailOptions(ctx), updated, await icsSequence(ctx, id), coachActs ? 'declined' : 'withdrawn');
  else if (next === 'cancelled') await sendSessionMail(mailOptions(ctx), updated, await icsSequence(ctx, id), 'cancelled');
  return updated;
}

async function icsSequence(ctx: SessionContext, id: number): Promise<number> {
  const row = await ctx.db.selectFrom('sessions').select('icsSequence').where('id', '=', id).executeTakeFirst();
  return row?.icsSequence ?? 0;
}

/** A new time (and optionally length) for a scheduled session, under the booking's own rules. */
export async function rescheduleSession(ctx: SessionContext, input: RescheduleSessionInput): Promise<Session> {
  const current = await getSession(ctx, input.sessionId);
  if (current.status !== 'scheduled' && current.status !== 'pending_approval') {
    throw new TRPCError({ code: 'CONFLICT', message: `Only a scheduled session can be rescheduled; this one is '${current.status}'` });
  }
  const zone = await bookerZone(ctx.db, ctx.user.id, input.timezone);
  const start = parseScheduledAt(input.scheduledAt, zone);
  if (!start) throw fieldError('scheduledAt', 'Enter a valid date and time');
  if (start.getTime() < Date.now() - SCHEDULE_GRACE_MS) throw fieldError('scheduledAt', 'Date and time must be in the future');
  const duration = input.duration ?? current.duration;
  const end = addMinutes(start, duration);

  const updated = await ctx.db.transaction().execute(async (trx) => {
    if (current.coach) {
      await lockKeys(trx, `schedule:${current.clientId}`, `schedule:${current.coach.userId}`);
      if (await hasOverlappingSession(trx, current.coach.userId, start, end, current.id)) {
        throw new TRPCError({ code: 'CONFLICT', message: SESSION_CONFLICT_MESSAGES.coachBusy });
      }
      if (await hasOverlappingSession(trx, current.clientId, start, end, current.id)) {
        const self = current.clientId === ctx.user.id;
        throw new TRPCError({ code: 'CONFLICT', message: self ? SESSION_CONFLICT_MESSAGES.selfBusy : SESSION_CONFLICT_MESSAGES.clientBusy });
      }
    }
    const result = await trx
      .updateTable('sessions')
      .set((eb) => ({ scheduledAt: start.toISOString(), duration, endsAt: end.toISOString(), timezone: zone, icsSequence: eb('icsSequence', '+', 1), updatedAt: new Date().toISOString() }))
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new TRPCError({ code: 'CONFLICT', message: `The session changed meanwhile; it is no longer '${current.status}'` });
    await syncSessionParticipants(trx, [current.id]);
    const session = await findSessionForUser(trx, ctx.user.id, current.id);
    if (!session) throw notFound();
    await recordSessionActivity(trx, session, 'session_rescheduled', 'Session rescheduled');
    return session;
  });

  ctx.bus.publish('session.changed', { sessionId: updated.id, status: updated.status, participantIds: participantIds(updated) });
  const sequence = await icsSequence(ctx, updated.id);
  await sendSessionMail(mailOptions(ctx), updated, sequence, updated.status === 'pending_approval' ? 'requested' : 'rescheduled');
  // The old reminders go (they would find the sequence changed anyway); new ones for the new time.
  await scheduleSessionReminders(ctx.jobs, updated, sequence, ctx.request.origin, sequence - 1);
  return updated;
}
