import type { Selectable } from 'kysely';
import type { ChatMessage, CoachReplyBody, SessionFlag } from '@shared/schemas/chat';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Database, Tx } from '../../db';
import type { ReplyKind, SafetyStep, SessionMessagesTable } from '../../db/schema';
import type { ClientContext, CoachPersona, ConversationTurn, SafetyCategory } from '../../lib/ai';
import { parseJsonList } from '../coaches/coaches.queries';
import type { Page } from '@shared/schemas/paging';
import { keysetPage, mapPage, numberKey, type PageRequest, textKey } from '../../lib/paging';

type MessageRow = Selectable<SessionMessagesTable>;

/** Turns shown to the model: enough for context, bounded so a long chat stays fast. */
const HISTORY_TURNS = 30;

function parseReply(text: string | null): CoachReplyBody | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CoachReplyBody>;
    if (typeof value.message !== 'string') return null;
    const list = (items: unknown) => (Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : []);
    return { message: value.message, suggestions: list(value.suggestions), actionItems: list(value.actionItems), followUpQuestions: list(value.followUpQuestions) };
  } catch {
    return null;
  }
}

export function toChatMessage(row: MessageRow): ChatMessage {
  const isFromAI = Boolean(row.isFromAi);
  const parsedResponse = isFromAI ? parseReply(row.parsedResponse) : null;
  return {
    id: row.id,
    // The spec's shape: a structured reply's message is its JSON text; the column keeps the plain text.
    message: parsedResponse && row.parsedResponse ? row.parsedResponse : row.message,
    isFromAI,
    parsedResponse,
    replyKind: row.replyKind ?? null,
    replyToId: row.replyToId ?? null,
    createdAt: row.createdAt,
  };
}

/** A session's messages in order, optionally only those after a message id (resume). */
/**
 * A page of a transcript: the newest `limit` messages before the cursor, in order (oldest first);
 * the next page holds the ones before them.
 */
export async function listMessagePage(db: Database, sessionId: number, page: PageRequest & { after?: number }): Promise<Page<ChatMessage>> {
  if (page.after !== undefined) {
    // A poll: what came after the caller's last message, oldest first; more than a page waits for the next poll.
    const query = db.selectFrom('sessionMessages').selectAll().where('sessionId', '=', sessionId).where('id', '>', page.after);
    const rows = await query.orderBy('id', 'asc').limit(page.limit).execute();
    return { items: rows.map(toChatMessage), nextCursor: null };
  }
  const rows = await keysetPage(db.selectFrom('sessionMessages').selectAll().where('sessionId', '=', sessionId), [numberKey('session_messages.id', 'desc', (row) => row.id)], page);
  return { items: rows.items.reverse().map(toChatMessage), nextCursor: rows.nextCursor };
}

export async function listMessages(db: Database, sessionId: number, afterId = 0): Promise<ChatMessage[]> {
  const rows = await db.selectFrom('sessionMessages').selectAll().where('sessionId', '=', sessionId).where('id', '>', afterId).orderBy('id', 'asc').execute();
  return rows.map(toChatMessage);
}

export async function insertUserMessage(db: Database, sessionId: number, senderId: string, text: string): Promise<ChatMessage> {
  const row = await db
    .insertInto('sessionMessages')
    .values({ sessionId, senderId, isFromAi: false, message: text, createdAt: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toChatMessage(row);
}

export async function insertAiMessage(
  db: Database | Tx,
  sessionId: number,
  replyToId: number,
  kind: ReplyKind,
  reply: CoachReplyBody | string,
  safety: { step: SafetyStep; category: string | null } | null = null,
): Promise<ChatMessage> {
  const structured = typeof reply === 'string' ? null : reply;
  const row = await db
    .insertInto('sessionMessages')
    .values({
      sessionId,
      senderId: null,
      isFromAi: true,
      message: structured ? structured.message : String(reply),
      parsedResponse: structured ? JSON.stringify(structured) : null,
      replyKind: kind,
      replyToId,
      safetyStep: safety?.step ?? null,
      safetyCategory: safety?.category ?? null,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toChatMessage(row);
}

/**
 * The conversation so far for the reply to one message, oldest first: the client's earlier messages
 * and every reply already written (replies run one at a time, so a reply stored after this message was
 * sent answers an earlier one). Later client messages wait for their own turn.
 */
export async function conversationBefore(db: Database, sessionId: number, beforeId: number): Promise<ConversationTurn[]> {
  const rows = await db
    .selectFrom('sessionMessages')
    .select(['isFromAi', 'message', 'createdAt', 'replyKind', 'safetyStep', 'safetyCategory'])
    .where('sessionId', '=', sessionId)
    .where('id', '!=', beforeId)
    .where((eb) => eb.or([eb('id', '<', beforeId), eb('isFromAi', '=', true)]))
    .orderBy('id', 'desc')
    .limit(HISTORY_TURNS)
    .execute();
  // A crisis earlier in a long session stays in the engine's context however many turns came after it,
  // so the coach never goes back to coaching as if nothing happened.
  if (rows.length === HISTORY_TURNS && !rows.some((row) => row.safetyStep === 'crisis')) {
    const crisis = await db
      .selectFrom('sessionMessages')
      .select(['isFromAi', 'message', 'createdAt', 'replyKind', 'safetyStep', 'safetyCategory'])
      .where('sessionId', '=', sessionId)
      .where('safetyStep', '=', 'crisis')
      .where('id', '<', beforeId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (crisis) rows.push(crisis);
  }
  return rows
    .filter((row) => row.replyKind !== 'error')
    .reverse()
    .map(
      (row): ConversationTurn => ({
        role: row.isFromAi ? 'coach' : 'client',
        text: row.message,
        createdAt: row.createdAt,
        safety: row.safetyStep ? { step: row.safetyStep, category: (row.safetyCategory as SafetyCategory | null) ?? null } : null,
      }),
    );
}

export async function findPersona(db: Database, aiCoachId: number): Promise<CoachPersona | undefined> {
  const row = await db.selectFrom('aiCoaches').selectAll().where('id', '=', aiCoachId).executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, name: row.name, description: row.description, persona: row.persona, specialties: parseJsonList(row.specialties), systemPrompt: row.systemPrompt };
}

/** What the coach knows about the client, read fresh for each reply. */
export async function clientContext(db: Database, clientId: string): Promise<ClientContext> {
  const user = await db.selectFrom('users').select(['firstName', 'timezone']).where('id', '=', clientId).executeTakeFirst();
  const goals = await db
    .selectFrom('goals')
    .select(['id', 'title', 'description', 'category', 'progress', 'targetDate'])
    .where('userId', '=', clientId)
    .where('status', '=', 'active')
    .orderBy('createdAt', 'desc')
    .limit(10)
    .execute();
  const upcoming = await db
    .selectFrom('sessions')
    .select(['title', 'scheduledAt', 'type'])
    .where('clientId', '=', clientId)
    .where('status', '=', 'scheduled')
    .where('scheduledAt', '>', new Date().toISOString())
    .orderBy('scheduledAt', 'asc')
    .limit(5)
    .execute();
  const profile = await db.selectFrom('clientProfiles').select('goals').where('userId', '=', clientId).executeTakeFirst();
  return { firstName: user?.firstName ?? null, goals, upcomingSessions: upcoming, signupGoals: profile?.goals ?? null, timezone: user?.timezone ?? null };
}

export async function insertFlag(db: Database | Tx, sessionId: number, messageId: number, category: string, level: 'crisis' | 'concern'): Promise<number> {
  const row = await db.insertInto('sessionFlags').values({ sessionId, messageId, category, level, createdAt: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the session was flagged at this level (or higher) since a time: alerts are sent once per episode. */
export async function flaggedSince(db: Database | Tx, sessionId: number, level: 'crisis' | 'concern', since: string): Promise<boolean> {
  const levels = level === 'crisis' ? (['crisis'] as const) : (['crisis', 'concern'] as const);
  const row = await db.selectFrom('sessionFlags').select('id').where('sessionId', '=', sessionId).where('level', 'in', [...levels]).where('createdAt', '>=', since).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Who reviews a client's safety flags: the client's coaches (coach_clients) and every platform admin. */
export async function flagReviewers(db: Database | Tx, clientId: string): Promise<{ id: string; email: string; firstName: string | null; role: string }[]> {
  const coaches = db.selectFrom('coachClients').select('coachUserId').where('clientUserId', '=', clientId);
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'role'])
    .where((eb) => eb.or([eb('role', '=', 'admin'), eb('id', 'in', coaches)]))
    .where('id', '!=', clientId)
    .execute();
  return rows.map((row) => ({ ...row, role: String(row.role) }));
}

/**
 * Flags the caller may review: an admin sees every flag, a coach those of their own clients
 * (coach_clients); nobody else sees any. The text of the chat is never part of it.
 */
export async function listFlagsFor(db: Database, user: Pick<CurrentUser, 'id' | 'role'>, page: PageRequest): Promise<Page<SessionFlag>> {
  let query = db
    .selectFrom('sessionFlags')
    .innerJoin('sessions', 'sessions.id', 'sessionFlags.sessionId')
    .innerJoin('users as client', 'client.id', 'sessions.clientId')
    .leftJoin('aiCoaches', 'aiCoaches.id', 'sessions.aiCoachId')
    .select([
      'sessionFlags.id',
      'sessionFlags.sessionId',
      'sessionFlags.category',
      'sessionFlags.level',
      'sessionFlags.createdAt',
      'sessions.title as sessionTitle',
      'aiCoaches.name as aiCoachName',
      'client.id as clientId',
      'client.firstName',
      'client.lastName',
      'client.email',
    ]);
  if (user.role !== 'admin') {
    if (user.role !== 'coach') return { items: [], nextCursor: null };
    query = query.where('sessions.clientId', 'in', (eb) => eb.selectFrom('coachClients').select('clientUserId').where('coachUserId', '=', user.id));
  }
  const rows = await keysetPage(query, [textKey('session_flags.created_at', 'desc', (row) => row.createdAt), numberKey('session_flags.id', 'desc', (row) => row.id)], page);
  return mapPage(rows, (row) => ({
    id: row.id,
    sessionId: row.sessionId,
    sessionTitle: row.sessionTitle,
    category: row.category,
    level: row.level,
    flaggedAt: row.createdAt,
    aiCoachName: row.aiCoachName,
    client: { id: row.clientId, firstName: row.firstName, lastName: row.lastName, email: row.email },
  }));
}

export async function findAiMessage(db: Database, sessionId: number, messageId: number): Promise<ChatMessage | undefined> {
  const row = await db.selectFrom('sessionMessages').selectAll().where('sessionId', '=', sessionId).where('id', '=', messageId).where('isFromAi', '=', true).executeTakeFirst();
  return row ? toChatMessage(row) : undefined;
}

/** The session's whole conversation (up to the most recent turns), oldest first: for the summary sent to a human coach. */
export async function sessionTurns(db: Database, sessionId: number, limit = 200): Promise<ConversationTurn[]> {
  const rows = await db
    .selectFrom('sessionMessages')
    .select(['isFromAi', 'message', 'createdAt', 'replyKind', 'safetyStep', 'safetyCategory'])
    .where('sessionId', '=', sessionId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows
    .filter((row) => row.replyKind !== 'error')
    .reverse()
    .map((row) => ({
      role: row.isFromAi ? 'coach' : 'client',
      text: row.message,
      createdAt: row.createdAt,
      safety: row.safetyStep ? { step: row.safetyStep, category: (row.safetyCategory as SafetyCategory | null) ?? null } : null,
    }));
}

/** One of the client's messages in the session (what a reply job answers). */
export async function findClientMessage(db: Database, sessionId: number, messageId: number): Promise<ChatMessage | undefined> {
  const row = await db.selectFrom('sessionMessages').selectAll().where('sessionId', '=', sessionId).where('id', '=', messageId).where('isFromAi', '=', false).executeTakeFirst();
  return row ? toChatMessage(row) : undefined;
}

/** Whether the message has its reply already (a reply job that runs again then does nothing). */
export async function hasReply(db: Database, sessionId: number, messageId: number): Promise<boolean> {
  const row = await db.selectFrom('sessionMessages').select('id').where('sessionId', '=', sessionId).where('replyToId', '=', messageId).executeTakeFirst();
  return row !== undefined;
}
