import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ActivityType, SessionStatus, SessionType } from '@shared/constants/coaching';
import type { ResourceCategory, ResourceDifficulty, ResourceType } from '@shared/constants/resources';
import type { Role } from '@shared/constants/roles';
import type { ConversationType } from '@shared/constants/messages';
import type { ReportPeriod, ReportStatus, ReportType } from '@shared/constants/progress-reports';

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
  /** IANA zone; null means UTC. */
  timezone: ColumnType<string | null, string | null | undefined, string | null>;
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

export interface CoachesTable {
  id: Generated<number>;
  userId: string;
  title: string | null;
  bio: string | null;
  resume: string | null;
  /** JSON array of strings. */
  specialties: ColumnType<string, string | undefined, string>;
  hourlyRateCents: ColumnType<number, number | undefined, number>;
  rating: number | null;
  reviewCount: ColumnType<number, number | undefined, number>;
  totalSessions: ColumnType<number, number | undefined, number>;
  experienceYears: ColumnType<number, number | undefined, number>;
  timezone: string | null;
  /** 1/0 on SQLite: read with Boolean(). */
  isAvailable: ColumnType<number | boolean, boolean | undefined, boolean>;
  clientsServed: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CoachClientsTable {
  coachUserId: string;
  clientUserId: string;
  since: CreatedAt;
  source: 'invitation' | 'booking' | 'organisation';
}

export interface AiCoachesTable {
  id: Generated<number>;
  organizationId: string | null;
  name: string;
  description: string;
  persona: string;
  specialties: ColumnType<string, string | undefined, string>;
  systemPrompt: string;
  iconType: ColumnType<string, string | undefined, string>;
  iconColor: ColumnType<string, string | undefined, string>;
  isActive: ColumnType<number | boolean, boolean | undefined, boolean>;
  createdById: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  type: SessionType;
  title: string;
  description: string | null;
  status: ColumnType<SessionStatus, SessionStatus | undefined, SessionStatus>;
  scheduledAt: string;
  duration: number;
  coachId: number | null;
  aiCoachId: number | null;
  clientId: string;
  bookedById: string;
  timezone: string | null;
  icsSequence: ColumnType<number, number | undefined, number>;
  startedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionMessagesTable {
  id: Generated<number>;
  sessionId: number;
  senderId: string | null;
  isFromAi: ColumnType<number | boolean, boolean | undefined, boolean>;
  message: string;
  parsedResponse: string | null;
  createdAt: CreatedAt;
}

export interface GoalsTable {
  id: Generated<number>;
  userId: string;
  title: string;
  description: string | null;
  category: GoalCategory;
  priority: ColumnType<GoalPriority, GoalPriority | undefined, GoalPriority>;
  status: ColumnType<GoalStatus, GoalStatus | undefined, GoalStatus>;
  progress: ColumnType<number, number | undefined, number>;
  targetDate: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  completedAt: string | null;
}

export interface ActivitiesTable {
  id: Generated<number>;
  userId: string;
  type: ActivityType;
  title: string;
  description: string;
  subjectType: string | null;
  subjectId: string | null;
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

export interface ConversationsTable {
  id: Generated<number>;
  type: ConversationType;
  title: string;
  uniqueKey: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  lastActivityAt: UpdatedAt;
}

export interface ConversationParticipantsTable {
  conversationId: number;
  userId: string;
  lastReadMessageId: ColumnType<number, number | undefined, number>;
  joinedAt: CreatedAt;
}

export interface MessagesTable {
  id: Generated<number>;
  conversationId: number;
  senderId: string | null;
  content: string;
  createdAt: CreatedAt;
}

export interface ProgressReportsTable {
  id: Generated<number>;
  userId: string;
  title: string;
  type: ReportType;
  status: ReportStatus;
  period: ReportPeriod;
  periodStart: string;
  periodEnd: string;
  metrics: string;
  metricCards: string;
  generatedAt: CreatedAt;
}

export interface DB {
  organizations: OrganizationsTable;
  users: UsersTable;
  authSessions: AuthSessionsTable;
  rateEvents: RateEventsTable;
  auditLog: AuditLogTable;
  outbox: OutboxTable;
  coaches: CoachesTable;
  coachClients: CoachClientsTable;
  aiCoaches: AiCoachesTable;
  sessions: SessionsTable;
  sessionMessages: SessionMessagesTable;
  goals: GoalsTable;
  activities: ActivitiesTable;
  clientProfiles: ClientProfilesTable;
  emailSignInLinks: EmailSignInLinksTable;
  chatbotConversations: ChatbotConversationsTable;
  chatbotMessages: ChatbotMessagesTable;
  chatbotFeedback: ChatbotFeedbackTable;
  resources: ResourcesTable;
  resourceBookmarks: ResourceUserFlagTable;
  resourceLikes: ResourceUserFlagTable;
  resourceRatings: ResourceRatingsTable;
  resourceCollections: ResourceCollectionsTable;
  resourceCollectionItems: ResourceCollectionItemsTable;
  conversations: ConversationsTable;
  conversationParticipants: ConversationParticipantsTable;
  messages: MessagesTable;
  progressReports: ProgressReportsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organization = Selectable<OrganizationsTable>;
export type GoalCategory = 'leadership' | 'skills' | 'personal' | 'career';
export type GoalPriority = 'high' | 'medium' | 'low';
export type GoalStatus = 'active' | 'completed' | 'paused';
export type { Generated };
