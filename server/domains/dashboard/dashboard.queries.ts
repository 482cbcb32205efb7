import { TZDate } from '@date-fns/tz';
import { addMonths, startOfMonth } from 'date-fns';
import type { DashboardStats } from '@shared/schemas/dashboard';
import type { Database } from '../../db';

/** [start, end) of the current calendar month in the zone, as UTC ISO strings. */
export function monthRange(now: Date, zone: string): { start: string; end: string } {
  const start = startOfMonth(new TZDate(now.getTime(), zone));
  return { start: new Date(start.getTime()).toISOString(), end: new Date(addMonths(start, 1).getTime()).toISOString() };
}

/** This month's figures from the user's own data: sessions held or booked, goals completed, AI replies. */
export async function dashboardStats(db: Database, userId: string, now = new Date()): Promise<DashboardStats> {
  const user = await db.selectFrom('users').select('timezone').where('id', '=', userId).executeTakeFirst();
  const { start, end } = monthRange(now, user?.timezone ?? 'UTC');

  // The user's participant rows of the month (one index range), each joined to its session by key.
  const sessions = await db
    .selectFrom('sessionParticipants as sp')
    .innerJoin('sessions', 'sessions.id', 'sp.sessionId')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sp.userId', '=', userId)
    .where('sp.scheduledAt', '>=', start)
    .where('sp.scheduledAt', '<', end)
    .where('sessions.status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();

  const goals = await db
    .selectFrom('goals')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('status', '=', 'completed')
    .where('completedAt', '>=', start)
    .where('completedAt', '<', end)
    .executeTakeFirstOrThrow();

  // Real AI replies in the user's own AI sessions (the AI chat writes them to session_messages).
  const ai = await db
    .selectFrom('sessions')
    .innerJoin('sessionMessages', 'sessionMessages.sessionId', 'sessions.id')
    .where('sessions.clientId', '=', userId)
    .where('sessions.type', '=', 'ai')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sessionMessages.isFromAi', '=', true)
    // An apology for a reply that could not be made is not an interaction.
    .where((eb) => eb.or([eb('sessionMessages.replyKind', 'is', null), eb('sessionMessages.replyKind', '!=', 'error')]))
    .where('sessionMessages.createdAt', '>=', start)
    .where('sessionMessages.createdAt', '<', end)
    .executeTakeFirstOrThrow();

  return { sessionsThisMonth: Number(sessions.count), goalsAchieved: Number(goals.count), aiInteractions: Number(ai.count) };
}
