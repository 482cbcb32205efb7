import type { Database } from '../../db';
import type { JobQueue } from '../../lib/jobs';
import type { Mailer } from '../../lib/mailer';
import { findSessionForUser } from './sessions.queries';
import { recipientsOf } from './session-mail';
import { formatLong } from './session-time';

declare module '../../lib/jobs' {
  interface JobPayloads {
    'session.reminder': { sessionId: number; sequence: number; lead: ReminderLead; origin: string };
  }
}

export type ReminderLead = '24h' | '1h';
const LEADS: Record<ReminderLead, { ms: number; words: string }> = {
  '24h': { ms: 24 * 60 * 60 * 1000, words: 'tomorrow' },
  '1h': { ms: 60 * 60 * 1000, words: 'in one hour' },
};

const reminderKey = (sessionId: number, sequence: number, lead: ReminderLead) => `session.reminder:${sessionId}:${sequence}:${lead}`;

/**
 * Queues the 24 h and 1 h reminders of a scheduled session (those still in the future). A moved
 * session gets new ones under its new sequence; the old ones find the sequence changed and send nothing.
 */
export async function scheduleSessionReminders(
  jobs: JobQueue,
  session: { id: number; scheduledAt: string; status: string },
  sequence: number,
  origin: string,
  previousSequence?: number,
): Promise<void> {
  if (previousSequence !== undefined) await jobs.cancel(reminderKey(session.id, previousSequence, '24h'), reminderKey(session.id, previousSequence, '1h'));
  if (session.status !== 'scheduled') return;
  const start = new Date(session.scheduledAt).getTime();
  for (const lead of Object.keys(LEADS) as ReminderLead[]) {
    const runAt = new Date(start - LEADS[lead].ms);
    if (runAt.getTime() <= Date.now()) continue;
    await jobs.enqueue('session.reminder', { sessionId: session.id, sequence, lead, origin }, { key: reminderKey(session.id, sequence, lead), runAt });
  }
}

/** The reminder job: one mail to each participant, the time in their own zone; nothing for a cancelled or moved session. */
export function defineSessionReminders(jobs: JobQueue, deps: { db: Database; mailer: Mailer }): void {
  jobs.define('session.reminder', async ({ sessionId, sequence, lead, origin }) => {
    const row = await deps.db.selectFrom('sessions').select(['clientId', 'status', 'icsSequence']).where('id', '=', sessionId).executeTakeFirst();
    if (!row || row.status !== 'scheduled' || row.icsSequence !== sequence) return;
    const session = await findSessionForUser(deps.db, row.clientId, sessionId);
    if (!session) return;
    const start = new Date(session.scheduledAt);
    for (const recipient of await recipientsOf(deps.db, session)) {
      const text = [
        `Hello ${recipient.name},`,
        '',
        `A reminder: your session "${session.title}" with ${recipient.counterpart} starts ${LEADS[lead].words}.`,
        '',
        `When: ${formatLong(start, recipient.zone)}`,
        `Duration: ${session.duration} minutes`,
        '',
        `Your sessions: ${origin}/sessions`,
      ].join('\n');
      await deps.mailer.send(
        { to: recipient.email, subject: `Reminder: ${session.title} ${LEADS[lead].words}`, text },
        { idempotencyKey: `${reminderKey(sessionId, sequence, lead)}:${recipient.email}` },
      );
    }
  });
}
