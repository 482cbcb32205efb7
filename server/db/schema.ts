import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '@shared/constants/roles';

/** ISO-8601 UTC text with a database default. */
export type CreatedAt = ColumnType<string, string | undefined, never>;
export type UpdatedAt = ColumnType<string, string | undefined, string>;

export interface OrganizationsTable {
  id: string;
  name: string;
  createdAt: CreatedAt;
}

export interface UsersTable {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: ColumnType<Role, Role | undefined, Role>;
  organizationId: string | null;
  profileImageUrl: string | null;
  passwordHash: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AuthSessionsTable {
  idHash: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

export interface RateEventsTable {
  bucket: string;
  atMs: ColumnType<number, number, number>;
}

export interface AuditLogTable {
  id: string;
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: string | null;
  createdAt: CreatedAt;
}

export interface OutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** JSON: [{ filename, contentType, contentBase64 }] */
  attachments: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
}

export interface ChatbotConversationsTable {
  id: string;
  userId: string;
  firstPage: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ChatbotMessagesTable {
  id: Generated<number>;
  conversationId: string;
  role: 'user' | 'assistant';
  content: string;
  page: string | null;
  intent: string | null;
  confidence: number | null;
  /** JSON: [{ label, action, url }] */
  suggestedActions: string | null;
  createdAt: CreatedAt;
}

export interface ChatbotFeedbackTable {
  messageId: number;
  conversationId: string;
  userId: string;
  wasHelpful: ColumnType<boolean, boolean, boolean>;
  needsFollowUp: ColumnType<boolean, boolean, boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface DB {
  organizations: OrganizationsTable;
  users: UsersTable;
  authSessions: AuthSessionsTable;
  rateEvents: RateEventsTable;
  auditLog: AuditLogTable;
  outbox: OutboxTable;
  chatbotConversations: ChatbotConversationsTable;
  chatbotMessages: ChatbotMessagesTable;
  chatbotFeedback: ChatbotFeedbackTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organization = Selectable<OrganizationsTable>;
export type { Generated };
