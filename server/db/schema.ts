import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ResourceCategory, ResourceDifficulty, ResourceType } from '@shared/constants/resources';
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

export interface ResourcesTable {
  id: Generated<number>;
  type: ResourceType;
  category: ResourceCategory;
  difficulty: ResourceDifficulty;
  title: string;
  description: string;
  author: string;
  durationMinutes: number;
  url: string | null;
  content: string | null;
  isPremium: ColumnType<boolean, boolean | undefined, boolean>;
  viewCount: ColumnType<number, number | undefined, number>;
  organizationId: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
}

export interface ResourceUserFlagTable {
  userId: string;
  resourceId: number;
  createdAt: CreatedAt;
}

export interface ResourceRatingsTable {
  userId: string;
  resourceId: number;
  rating: number;
  updatedAt: UpdatedAt;
}

export interface ResourceCollectionsTable {
  id: Generated<number>;
  ownerId: string;
  name: string;
  description: string;
  isPublic: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ResourceCollectionItemsTable {
  collectionId: number;
  resourceId: number;
  addedAt: CreatedAt;
}

export interface DB {
  organizations: OrganizationsTable;
  users: UsersTable;
  authSessions: AuthSessionsTable;
  rateEvents: RateEventsTable;
  auditLog: AuditLogTable;
  outbox: OutboxTable;
  resources: ResourcesTable;
  resourceBookmarks: ResourceUserFlagTable;
  resourceLikes: ResourceUserFlagTable;
  resourceRatings: ResourceRatingsTable;
  resourceCollections: ResourceCollectionsTable;
  resourceCollectionItems: ResourceCollectionItemsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organization = Selectable<OrganizationsTable>;
export type { Generated };
