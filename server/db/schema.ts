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

export interface ClientProfilesTable {
  userId: string;
  company: string | null;
  goals: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface EmailSignInLinksTable {
  tokenHash: string;
  userId: string;
  redirect: ColumnType<string, string | undefined, string>;
  expiresAt: string;
  usedAt: string | null;
  createdAt: CreatedAt;
}

export interface DB {
  organizations: OrganizationsTable;
  users: UsersTable;
  authSessions: AuthSessionsTable;
  rateEvents: RateEventsTable;
  auditLog: AuditLogTable;
  outbox: OutboxTable;
  clientProfiles: ClientProfilesTable;
  emailSignInLinks: EmailSignInLinksTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organization = Selectable<OrganizationsTable>;
export type { Generated };
