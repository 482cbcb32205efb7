import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CalendarEventStatus, CalendarEventType } from '@shared/constants/calendar';
import type { ActivityType, SessionStatus, SessionType } from '@shared/constants/coaching';
import type { ConversationType } from '@shared/constants/messages';
import type { InvitationStatus } from '@shared/constants/onboarding';
import type { ReportPeriod, ReportStatus, ReportType } from '@shared/constants/progress-reports';
import type { ResourceCategory, ResourceDifficulty, ResourceType } from '@shared/constants/resources';
import type { Role } from '@shared/constants/roles';

/** ISO-8601 UTC text with a database default. */
export type CreatedAt = ColumnType<string, string | undefined, never>;
export type UpdatedAt = ColumnType<string, string | undefined, string>;

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
  plan: ColumnType<'basic' | 'premium', 'basic' | 'premium' | undefined, 'basic' | 'premium'>;
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
  /** AI messages: 'model', 'safety' or 'error' (see migration 0500); null for people's messages. */
  replyKind: ColumnType<ReplyKind | null, ReplyKind | null | undefined, ReplyKind | null>;
  replyToId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
}

export type ReplyKind = 'model' | 'safety' | 'error';

/** A session the safety check flagged for review by the client's coaches and admins. */
export interface SessionFlagsTable {
  id: Generated<number>;
  sessionId: number;
  messageId: number | null;
  category: string;
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

type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

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

export interface CoachInvitationsTable {
  id: Generated<number>;
  coachUserId: string;
  email: string;
  message: string | null;
  status: ColumnType<InvitationStatus, InvitationStatus | undefined, InvitationStatus>;
  declineTokenHash: string;
  clientUserId: OptionalText;
  sentAt: CreatedAt;
  respondedAt: OptionalText;
}

export interface CoachReferralsTable {
  tokenHash: string;
  coachUserId: string;
  expiresAt: string;
  usedAt: OptionalText;
  usedById: OptionalText;
  outcome: ColumnType<ReferralOutcome | null, ReferralOutcome | null | undefined, ReferralOutcome | null>;
  createdAt: CreatedAt;
}
export type ReferralOutcome = 'joined' | 'limit_reached' | 'skipped';

export interface CoachInvitationClicksTable {
  id: Generated<number>;
  coachUserId: string;
  clickedAt: CreatedAt;
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

export interface CalendarEventsTable {
  id: Generated<number>;
  ownerId: string;
  title: string;
  description: string | null;
  type: CalendarEventType;
  status: ColumnType<CalendarEventStatus, CalendarEventStatus | undefined, CalendarEventStatus>;
  startTime: string;
  endTime: string;
  location: string | null;
  isVirtual: ColumnType<number | boolean, boolean | undefined, boolean>;
  icsSequence: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CalendarFeedsTable {
  userId: string;
  nonce: string;
  tokenHash: string;
  createdAt: ColumnType<string, string | undefined, string>;
  lastFetchedAt: string | null;
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
  sessionFlags: SessionFlagsTable;
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
  calendarEvents: CalendarEventsTable;
  calendarFeeds: CalendarFeedsTable;
  coachInvitations: CoachInvitationsTable;
  coachReferrals: CoachReferralsTable;
  coachInvitationClicks: CoachInvitationClicksTable;
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
