import { sql } from 'kysely';
import type { ConversationType } from '@shared/constants/messages';
import type { Conversation, Message, Participant } from '@shared/schemas/messages';
import { personName } from '@shared/utils/person-name';
import type { Page } from '@shared/schemas/paging';
import type { Database, Tx } from '../../db';
import { visibleSessions } from '../sessions/sessions.queries';
import { keysetPage, mapPage, numberKey, type PageRequest, textKey } from '../../lib/paging';

const UNKNOWN = 'Unknown user';

/** Direct conversations show the other person; the support team sees whose support conversation it is. */
function titleFor(
  row: { type: ConversationType; title: string; otherName: string | null; createdBy: string | null; creatorFirstName: string | null; creatorLastName: string | null },
  viewerId: string,
): string {
  if (row.type === 'direct' && row.otherName) return row.otherName;
  if (row.type === 'support' && row.createdBy && row.createdBy !== viewerId) return `Support: ${personName({ firstName: row.creatorFirstName, lastName: row.creatorLastName }, UNKNOWN)}`;
  return row.title;
}

/** The caller's conversations with their unread counts (from the caller's read marker) and titles. */
function conversationSelect(db: Database, userId: string) {
  return db
    .selectFrom('conversationParticipants as me')
    .innerJoin('conversations as c', 'c.id', 'me.conversationId')
    .where('me.userId', '=', userId)
    .leftJoin('users as creator', 'creator.id', 'c.createdBy')
    .select(['c.id', 'c.type', 'c.title', 'c.createdBy', 'c.createdAt', 'c.lastActivityAt', 'creator.firstName as creatorFirstName', 'creator.lastName as creatorLastName'])
    .select((eb) => [
      eb
        .selectFrom('messages as m')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('m.conversationId', '=', 'c.id')
        .whereRef('m.id', '>', 'me.lastReadMessageId')
        .where((m) => m.or([m('m.senderId', 'is', null), m('m.senderId', '!=', userId)]))
        .as('unreadCount'),
      eb
        .selectFrom('conversationParticipants as p')
        .select((p) => p.fn.countAll<number>().as('n'))
        .whereRef('p.conversationId', '=', 'c.id')
        .as('participantCount'),
      // A direct conversation is titled with the other person's name, whoever looks at it.
      eb
        .selectFrom('conversationParticipants as other')
        .innerJoin('users as u', 'u.id', 'other.userId')
        .select(sql<string>`trim(coalesce(${sql.ref('u.firstName')}, '') || ' ' || coalesce(${sql.ref('u.lastName')}, ''))`.as('name'))
        .whereRef('other.conversationId', '=', 'c.id')
        .where('other.userId', '!=', userId)
        .orderBy('other.joinedAt')
        .limit(1)
        .as('otherName'),
    ]);
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationSelect>['executeTakeFirstOrThrow']>>;

/** The rows as the list shows them, each with its last message (one query for the page). */
async function toConversations(db: Database, userId: string, rows: ConversationRow[]): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lastMessages = await db
    .selectFrom('messages')
    .select(['conversationId', 'content', 'senderId', 'createdAt'])
    .where('id', 'in', db.selectFrom('messages').select((eb) => eb.fn.max('id').as('id')).where('conversationId', 'in', ids).groupBy('conversationId'))
    .execute();
  const lastByConversation = new Map(lastMessages.map((m) => [m.conversationId, m]));

  return rows.map((row) => {
    const last = lastByConversation.get(row.id);
    return {
      id: row.id,
      type: row.type,
      title: titleFor(row, userId),
      unreadCount: Number(row.unreadCount ?? 0),
      lastActivity: row.lastActivityAt,
      lastMessage: last ? { content: last.content, senderId: last.senderId, timestamp: last.createdAt } : null,
      participantCount: Number(row.participantCount ?? 0),
    };
  });
}

/** A page of the caller's conversations, most recent activity first. */
export async function listConversations(db: Database, userId: string, page: PageRequest): Promise<Page<Conversation>> {
  const rows = await keysetPage(
    conversationSelect(db, userId),
    [textKey('c.last_activity_at', 'desc', (row) => row.lastActivityAt), numberKey('c.id', 'desc', (row) => row.id)],
    page,
  );
  return { items: await toConversations(db, userId, rows.items), nextCursor: rows.nextCursor };
}

/** One conversation of the caller's, or undefined when they do not take part in it. */
export async function findConversationForUser(db: Database | Tx, userId: string, conversationId: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('conversationParticipants as me', (join) => join.onRef('me.conversationId', '=', 'c.id').on('me.userId', '=', userId))
    .select(['c.id', 'c.type', 'c.title'])
    .where('c.id', '=', conversationId)
    .executeTakeFirst();
}

function messageSelect(db: Database | Tx) {
  return db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.senderId')
    .select(['m.id', 'm.conversationId', 'm.senderId', 'm.content', 'm.createdAt', 'u.firstName', 'u.lastName']);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageSelect>['executeTakeFirstOrThrow']>>;

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderName: row.senderId ? personName(row, UNKNOWN) : 'Catalyst',
    content: row.content,
    timestamp: row.createdAt,
  };
}

/** A page of a thread, newest first (a screen shows them reversed). Callers check participation first. */
export async function listMessages(db: Database, conversationId: number, page: PageRequest): Promise<Page<Message>> {
  const rows = await keysetPage(messageSelect(db).where('m.conversationId', '=', conversationId), [numberKey('m.id', 'desc', (row) => row.id)], page);
  return mapPage(rows, toMessage);
}

/** A page of a conversation's participants, in the order they joined. Callers check participation first. */
export async function listParticipants(db: Database, conversationId: number, page: PageRequest): Promise<Page<Participant>> {
  const query = db
    .selectFrom('conversationParticipants as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.profileImageUrl', 'u.role', 'p.joinedAt'])
    .where('p.conversationId', '=', conversationId);
  const rows = await keysetPage(query, [textKey('p.joined_at', 'asc', (row) => row.joinedAt), textKey('u.id', 'asc', (row) => row.id)], page);
  return mapPage(rows, ({ joinedAt: _joinedAt, ...row }) => ({ ...row, role: String(row.role) }));
}

export async function participantIds(db: Database | Tx, conversationId: number): Promise<string[]> {
  const rows = await db.selectFrom('conversationParticipants').select('userId').where('conversationId', '=', conversationId).execute();
  return rows.map((row) => row.userId);
}

/** Stores a message at the server's time; the sender has read everything up to it. */
export async function insertMessage(db: Database, conversationId: number, senderId: string | null, content: string, at = new Date()): Promise<Message> {
  return db.transaction().execute(async (tx) => {
    const timestamp = at.toISOString();
    const inserted = await tx.insertInto('messages').values({ conversationId, senderId, content, createdAt: timestamp }).returning('id').executeTakeFirstOrThrow();
    await tx.updateTable('conversations').set({ lastActivityAt: timestamp }).where('id', '=', conversationId).execute();
    if (senderId) {
      await tx
        .updateTable('conversationParticipants')
        .set({ lastReadMessageId: inserted.id })
        .where('conversationId', '=', conversationId)
        .where('userId', '=', senderId)
        .execute();
    }
    return toMessage(await messageSelect(tx).where('m.id', '=', inserted.id).executeTakeFirstOrThrow());
  });
}

/** Marks every message of the conversation as read by the user; true when anything changed. */
export async function markRead(db: Database, conversationId: number, userId: string): Promise<boolean> {
  const latest = await db.selectFrom('messages').select((eb) => eb.fn.max('id').as('id')).where('conversationId', '=', conversationId).executeTakeFirst();
  const latestId = Number(latest?.id ?? 0);
  const result = await db
    .updateTable('conversationParticipants')
    .set({ lastReadMessageId: latestId })
    .where('conversationId', '=', conversationId)
    .where('userId', '=', userId)
    .where('lastReadMessageId', '<', latestId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The conversation identified by a unique key ('direct:<a>:<b>', 'support:<user>'), created with its
 * participants when missing. Returns its id and whether it was created.
 */
export async function ensureConversation(
  db: Database,
  values: { uniqueKey: string; type: ConversationType; title: string; createdBy: string | null; participants: string[]; at?: string },
): Promise<{ id: number; created: boolean }> {
  return db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('conversations').select('id').where('uniqueKey', '=', values.uniqueKey).executeTakeFirst();
    if (existing) return { id: existing.id, created: false };
    const now = values.at ?? new Date().toISOString();
    const row = await tx
      .insertInto('conversations')
      .values({ type: values.type, title: values.title, uniqueKey: values.uniqueKey, createdBy: values.createdBy, createdAt: now, lastActivityAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addParticipants(tx, row.id, values.participants);
    return { id: row.id, created: true };
  });
}

export async function addParticipants(db: Database | Tx, conversationId: number, userIds: string[]) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('conversationParticipants')
    .values(unique.map((userId) => ({ conversationId, userId })))
    .onConflict((oc) => oc.columns(['conversationId', 'userId']).doNothing())
    .execute();
}

export const directKey = (a: string, b: string) => `direct:${[a, b].sort().join(':')}`;
export const supportKey = (userId: string) => `support:${userId}`;
export const groupSessionKey = (sessionId: number) => `group-session:${sessionId}`;

export function displayName(user: { firstName: string | null; lastName: string | null }) {
  return personName(user, UNKNOWN);
}

/** One conversation as the caller's list shows it. */
export async function findConversationById(db: Database, userId: string, conversationId: number): Promise<Conversation> {
  const row = await conversationSelect(db, userId).where('c.id', '=', conversationId).executeTakeFirst();
  if (!row) throw new Error(`conversation ${conversationId} is not the caller's`);
  const [found] = await toConversations(db, userId, [row]);
  return found!;
}

/**
 * A coach and each of their clients always have a direct conversation: creates the missing ones for
 * the user's coach-client relations (either side). Idempotent through the conversation's unique key.
 */
export async function ensureCoachClientConversations(db: Database, userId: string): Promise<number[]> {
  const relations = await db
    .selectFrom('coachClients as cc')
    .innerJoin('users as coach', 'coach.id', 'cc.coachUserId')
    .innerJoin('users as client', 'client.id', 'cc.clientUserId')
    .select(['cc.coachUserId', 'cc.clientUserId', 'cc.since', 'coach.firstName as coachFirst', 'coach.lastName as coachLast', 'client.firstName as clientFirst', 'client.lastName as clientLast'])
    .where((eb) => eb.or([eb('cc.coachUserId', '=', userId), eb('cc.clientUserId', '=', userId)]))
    .execute();
  if (relations.length === 0) return [];
  const keys = relations.map((r) => directKey(r.coachUserId, r.clientUserId));
  const existing = new Set((await db.selectFrom('conversations').select('uniqueKey').where('uniqueKey', 'in', keys).execute()).map((row) => row.uniqueKey));
  const created: number[] = [];
  for (const relation of relations) {
    const uniqueKey = directKey(relation.coachUserId, relation.clientUserId);
    if (existing.has(uniqueKey)) continue;
    const title = `${personName({ firstName: relation.coachFirst, lastName: relation.coachLast }, UNKNOWN)} & ${personName({ firstName: relation.clientFirst, lastName: relation.clientLast }, UNKNOWN)}`;
    // Dated from when the relation began, so a new empty conversation does not jump above active ones.
    const participants = [relation.coachUserId, relation.clientUserId];
    const result = await ensureConversation(db, { uniqueKey, type: 'direct', title, createdBy: relation.coachUserId, participants, at: relation.since });
    if (result.created) created.push(result.id);
  }
  return created;
}

/**
 * Every group session (type hybrid) has a group conversation titled after it, with the coach and the
 * session's client(s): creates the missing ones for the user's group sessions that are not cancelled.
 */
export async function ensureGroupSessionConversations(db: Database, userId: string): Promise<number[]> {
  const sessions = await db
    .selectFrom('sessions')
    .innerJoin('coaches', 'coaches.id', 'sessions.coachId')
    .select(['sessions.id', 'sessions.title', 'sessions.clientId', 'sessions.bookedById', 'sessions.createdAt', 'coaches.userId as coachUserId'])
    .where('sessions.type', '=', 'hybrid')
    .where('sessions.status', '!=', 'cancelled')
    .where(visibleSessions(userId))
    .execute();
  if (sessions.length === 0) return [];
  const keys = sessions.map((session) => groupSessionKey(session.id));
  const existing = new Set((await db.selectFrom('conversations').select('uniqueKey').where('uniqueKey', 'in', keys).execute()).map((row) => row.uniqueKey));
  const created: number[] = [];
  for (const session of sessions) {
    if (existing.has(groupSessionKey(session.id))) continue;
    const participants = [session.coachUserId, session.clientId, session.bookedById];
    const result = await ensureConversation(db, {
      uniqueKey: groupSessionKey(session.id),
      type: 'group',
      title: session.title,
      createdBy: session.coachUserId,
      participants,
      at: session.createdAt,
    });
    if (result.created) created.push(result.id);
  }
  return created;
}
