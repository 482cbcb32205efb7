import type { HelpChatSuggestedAction } from '@shared/constants/chatbot';
import type { Database, Tx } from '../../db';

type Db = Database | Tx;

/** A conversation only if it belongs to the user: every read of a conversation goes through here. */
export function findOwnConversation(db: Db, userId: string, conversationId: string) {
  return db.selectFrom('chatbotConversations').selectAll().where('id', '=', conversationId).where('userId', '=', userId).executeTakeFirst();
}

export async function createConversation(db: Db, values: { id: string; userId: string; firstPage: string; at: string }) {
  await db
    .insertInto('chatbotConversations')
    .values({ id: values.id, userId: values.userId, firstPage: values.firstPage, createdAt: values.at, updatedAt: values.at })
    .execute();
}

export async function touchConversation(db: Db, conversationId: string, at: string) {
  await db.updateTable('chatbotConversations').set({ updatedAt: at }).where('id', '=', conversationId).execute();
}

/** The latest turns of a conversation, oldest first. */
export async function listRecentTurns(db: Db, conversationId: string, limit: number) {
  const rows = await db
    .selectFrom('chatbotMessages')
    .select(['role', 'content', 'intent'])
    .where('conversationId', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export interface NewHelpChatMessage {
  conversationId: string;
  role: 'user' | 'assistant';
  content: string;
  page: string;
  intent?: string;
  confidence?: number;
  suggestedActions?: HelpChatSuggestedAction[];
  at: string;
}

export async function insertMessage(db: Db, message: NewHelpChatMessage): Promise<number> {
  const row = await db
    .insertInto('chatbotMessages')
    .values({
      conversationId: message.conversationId,
      role: message.role,
      content: message.content,
      page: message.page,
      intent: message.intent ?? null,
      confidence: message.confidence ?? null,
      suggestedActions: message.suggestedActions ? JSON.stringify(message.suggestedActions) : null,
      createdAt: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function findAssistantMessage(db: Db, conversationId: string, messageId: number) {
  return db
    .selectFrom('chatbotMessages')
    .select(['id', 'conversationId'])
    .where('id', '=', messageId)
    .where('conversationId', '=', conversationId)
    .where('role', '=', 'assistant')
    .executeTakeFirst();
}

export interface FeedbackValues {
  messageId: number;
  conversationId: string;
  userId: string;
  wasHelpful: boolean;
  needsFollowUp: boolean;
  at: string;
}

/** One verdict per message: a second click replaces the first. */
export async function upsertFeedback(db: Db, values: FeedbackValues) {
  await db
    .insertInto('chatbotFeedback')
    .values({
      messageId: values.messageId,
      conversationId: values.conversationId,
      userId: values.userId,
      wasHelpful: values.wasHelpful,
      needsFollowUp: values.needsFollowUp,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflict((oc) =>
      oc.column('messageId').doUpdateSet({ wasHelpful: values.wasHelpful, needsFollowUp: values.needsFollowUp, updatedAt: values.at }),
    )
    .execute();
}
