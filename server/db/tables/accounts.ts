import type { ColumnType } from 'kysely';
import type { Role } from '@shared/constants/roles';
import type { CreatedAt, OptionalText, UpdatedAt } from './columns';

/* Accounts and the platform plumbing: organisations, users, sessions, rate limits, audit, mail. */

export interface OrganizationsTable {
  id: string;
  name: string;
  createdAt: CreatedAt;
  domain: ColumnType<string | null, string | null | undefined, string | null>;
  industry: ColumnType<string | null, string | null | undefined, string | null>;
  size: ColumnType<string | null, string | null | undefined, string | null>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of strings. */
  coachingGoals: ColumnType<string, string | undefined, string>;
  createdById: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether the organisation's admins may watch its members' session recordings (migration 3200; off by default). */
  recordingsVisibleToAdmins: ColumnType<number | boolean, boolean | undefined, boolean>;
  /** JSON array of feature ids hidden from every member. */
  hiddenFeatures: ColumnType<string, string | undefined, string>;
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
  /** IANA zone; null means UTC. */
  timezone: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** Inside the organisation: active, or inactive (no sign-in). */
  organizationStatus: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined, 'active' | 'inactive'>;
  department: ColumnType<string | null, string | null | undefined, string | null>;
  organizationJoinedAt: ColumnType<string | null, string | null | undefined, string | null>;
  lastActiveAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by a platform admin: the account cannot sign in. */
  deactivatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrganizationInvitationsTable {
  id: string;
  organizationId: string;
  email: string;
  fullName: string;
  role: Role;
  department: string | null;
  tokenHash: string;
  expiresAt: string;
  status: ColumnType<'pending' | 'accepted' | 'revoked', 'pending' | 'accepted' | 'revoked' | undefined, 'pending' | 'accepted' | 'revoked'>;
  invitedById: string | null;
  acceptedUserId: ColumnType<string | null, string | null | undefined, string | null>;
  sentAt: string;
  acceptedAt: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

export interface PlatformSettingsTable {
  id: string;
  allowAiCoaches: ColumnType<number | boolean, boolean | undefined, boolean>;
  requireSessionApproval: ColumnType<number | boolean, boolean | undefined, boolean>;
  updatedById: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Set on the rows one sign-in attempt reserved, so a success removes exactly those. */
  attempt: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Set for mail sent by a job: a retried job inserts nothing twice. */
  idempotencyKey: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ClientProfilesTable {
  userId: string;
  company: string | null;
  goals: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  experience: OptionalText;
  availability: OptionalText;
  communicationPreference: OptionalText;
  specificChallenges: OptionalText;
  expectations: OptionalText;
  agreedToTermsAt: OptionalText;
  agreedToSubscriptionAt: OptionalText;
  onboardedAt: OptionalText;
}

export interface EmailSignInLinksTable {
  tokenHash: string;
  userId: string;
  redirect: ColumnType<string, string | undefined, string>;
  expiresAt: string;
  usedAt: string | null;
  createdAt: CreatedAt;
}
