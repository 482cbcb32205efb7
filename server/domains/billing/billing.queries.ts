import { sql } from 'kysely';
import type { Page } from '@shared/schemas/paging';
import type { Database, Tx } from '../../db';
import { keysetPage, type PageRequest, textKey, numberKey } from '../../lib/paging';
import type { BillingAccount } from './billing-account';
import type { BillingPeriod } from './billing-periods';

/** When a completed session counts: its completion time, else its scheduled end. */
const completedAt = sql<string>`coalesce(${sql.ref('sessions.completedAt')}, ${sql.ref('sessions.endsAt')})`;

/** Completed sessions of the period among `base` rows: a session completes after it is scheduled, so the period's end bounds the indexed range. */
async function completedIn(
  base: ReturnType<typeof sessionsOf>,
  period: Pick<BillingPeriod, 'startIso' | 'endIso'>,
): Promise<{ sessions: number; minutes: number }> {
  const row = await base
    .where('sessions.scheduledAt', '<', period.endIso)
    // Status as an expression, so the planner leads with the person's index rather than everybody's completed sessions (sessions_status_idx).
    .where(sql<string>`${sql.ref('sessions.status')} || ''`, '=', 'completed')
    .where(completedAt, '>=', period.startIso)
    .where(completedAt, '<', period.endIso)
    .select((eb) => [eb.fn.countAll<number>().as('sessions'), eb.fn.sum<number | null>('sessions.duration').as('minutes')])
    .executeTakeFirstOrThrow();
  return { sessions: Number(row.sessions), minutes: Number(row.minutes ?? 0) };
}

const sessionsOf = (db: Database | Tx) => db.selectFrom('sessions');

/**
 * Completed sessions and their minutes in the period for the account: a client's own sessions, a
 * coach's sessions as the coach, an organisation's members' sessions. Each read walks the client's
 * or the coach's index range, never everybody's completed sessions.
 */
export async function meteredUsage(db: Database | Tx, account: Pick<BillingAccount, 'userId' | 'organizationId'>, period: Pick<BillingPeriod, 'startIso' | 'endIso'>): Promise<{ sessions: number; minutes: number }> {
  if (account.organizationId) {
    return completedIn(sessionsOf(db).where('sessions.clientId', 'in', db.selectFrom('users').select('users.id').where('users.organizationId', '=', account.organizationId)), period);
  }
  const userId = account.userId!;
  const [asClient, asCoach] = await Promise.all([
    completedIn(sessionsOf(db).where('sessions.clientId', '=', userId), period),
    completedIn(sessionsOf(db).where('sessions.coachId', 'in', db.selectFrom('coaches').select('coaches.id').where('coaches.userId', '=', userId)).where('sessions.clientId', '!=', userId), period),
  ]);
  return { sessions: asClient.sessions + asCoach.sessions, minutes: asClient.minutes + asCoach.minutes };
}

/** The AI coaches a (Premium) coach owns: `ai_coaches.coach_user_id` (migration 3400, the AI coach builder). */
export function coachOwnedAiCoaches(db: Database | Tx, coachUserId: string) {
  return db.selectFrom('aiCoaches').select('aiCoaches.id').where('aiCoaches.coachUserId', '=', coachUserId);
}

/** Completed sessions with the coach's own AI coaches in the period: the base of the revenue share. */
export async function ownedAiSessions(db: Database | Tx, coachUserId: string, period: Pick<BillingPeriod, 'startIso' | 'endIso'>): Promise<number> {
  const { sessions } = await completedIn(sessionsOf(db).where('sessions.aiCoachId', 'in', coachOwnedAiCoaches(db, coachUserId)), period);
  return sessions;
}

export function ledgerLines(db: Database | Tx, accountId: string, periodStart: string) {
  return db.selectFrom('billingLedger').selectAll().where('accountId', '=', accountId).where('periodStart', '=', periodStart).orderBy('id').execute();
}

export type InvoiceRow = Awaited<ReturnType<typeof findInvoice>> & object;

export function findInvoice(db: Database | Tx, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of the account's invoices, newest first. */
export async function listInvoices(db: Database, accountId: string, page: PageRequest): Promise<Page<NonNullable<InvoiceRow>>> {
  const query = db.selectFrom('invoices').selectAll().where('accountId', '=', accountId);
  return keysetPage(query, [textKey('invoices.issuedAt', 'desc', (row) => row.issuedAt), numberKey('invoices.id', 'desc', (row) => row.id)], page);
}
