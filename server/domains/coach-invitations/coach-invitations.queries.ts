import type { Invitation } from '@shared/schemas/coach-invitations';
import type { Database, Tx } from '../../db';
import type { Page } from '@shared/schemas/paging';
import { keysetPage, numberKey, type PageRequest, textKey } from '../../lib/paging';

export interface NewInvitation {
  coachUserId: string;
  email: string;
  message: string | null;
  declineTokenHash: string;
}

export async function insertInvitation(db: Database, invitation: NewInvitation): Promise<Invitation> {
  return db
    .insertInto('coachInvitations')
    .values({ ...invitation, sentAt: new Date().toISOString() })
    .returning(['id', 'email', 'message', 'sentAt', 'status'])
    .executeTakeFirstOrThrow();
}

/** The coach's pending invitation to an address, if any (on the coach's invitation index). */
export function findPendingInvitation(db: Database, coachUserId: string, email: string) {
  return db
    .selectFrom('coachInvitations')
    .select(['id', 'sentAt'])
    .where('coachUserId', '=', coachUserId)
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .orderBy('sentAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Sent again: a new decline link (the old one stops working); still one invitation, of its first date. */
export async function renewInvitation(db: Database, id: number, message: string | null, declineTokenHash: string): Promise<Invitation> {
  return db
    .updateTable('coachInvitations')
    .set({ message, declineTokenHash })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'email', 'message', 'sentAt', 'status'])
    .executeTakeFirstOrThrow();
}

/** Only the coach's own invitations, newest first. */
export function listInvitationsOfCoach(db: Database, coachUserId: string, page: PageRequest): Promise<Page<Invitation>> {
  const query = db.selectFrom('coachInvitations').select(['id', 'email', 'message', 'sentAt', 'status']).where('coachUserId', '=', coachUserId);
  return keysetPage(query, [textKey('coach_invitations.sent_at', 'desc', (row) => row.sentAt), numberKey('coach_invitations.id', 'desc', (row) => row.id)], page);
}

export async function deleteInvitation(db: Database, id: number): Promise<void> {
  await db.deleteFrom('coachInvitations').where('id', '=', id).execute();
}

export async function countInvitationsSince(db: Database, coachUserId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('coachInvitations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('coachUserId', '=', coachUserId)
    .where('sentAt', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Declines a pending invitation in one statement: a used or answered token matches nothing. */
export function declineInvitationByToken(db: Database, tokenHash: string, now: Date) {
  return db
    .updateTable('coachInvitations')
    .set({ status: 'declined', respondedAt: now.toISOString() })
    .where('declineTokenHash', '=', tokenHash)
    .where('status', '=', 'pending')
    .returning(['id', 'coachUserId'])
    .executeTakeFirst();
}

/** The coach's pending invitations to this address become accepted by the client who joined. */
export async function acceptInvitations(db: Database | Tx, coachUserId: string, email: string, clientUserId: string, now: Date): Promise<void> {
  await db
    .updateTable('coachInvitations')
    .set({ status: 'accepted', clientUserId, respondedAt: now.toISOString() })
    .where('coachUserId', '=', coachUserId)
    .where('email', '=', email.toLowerCase())
    .where('status', '=', 'pending')
    .execute();
}

export async function recordInvitationClick(db: Database, coachUserId: string): Promise<void> {
  await db.insertInto('coachInvitationClicks').values({ coachUserId, clickedAt: new Date().toISOString() }).execute();
}

export async function countInvitationClicks(db: Database, coachUserId: string): Promise<number> {
  const row = await db
    .selectFrom('coachInvitationClicks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('coachUserId', '=', coachUserId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
