import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AuditLogTable, AuthSessionsTable, ClientProfilesTable, EmailSignInLinksTable, OrganizationInvitationsTable, OrganizationsTable, OutboxTable, PlatformSettingsTable, RateEventsTable, UsersTable } from './tables/accounts';
import type { ActivitiesTable, AiCoachesTable, CoachClientsTable, CoachInvitationClicksTable, CoachInvitationsTable, CoachReferralsTable, CoachesTable, GoalsTable, SessionFlagsTable, SessionMessagesTable, SessionsTable } from './tables/coaching';
import type { AiMemoryItemsTable } from './tables/ai-memory';
import type { NotificationsTable } from './tables/notifications';
import type { CallMessagesTable, CallPeersTable, SessionRecordingFavoritesTable, SessionRecordingsTable, VideoSessionTypesTable, VideoSettingsTable } from './tables/video';
import type { CalendarEventsTable, CalendarFeedsTable, ChatbotConversationsTable, ChatbotFeedbackTable, ChatbotMessagesTable, ConversationParticipantsTable, ConversationsTable, MessagesTable, ProgressReportsTable, ResourceCollectionItemsTable, ResourceCollectionsTable, ResourceRatingsTable, ResourceUserFlagTable, ResourcesTable } from './tables/workspace';

export type * from './tables/accounts';
export type * from './tables/ai-memory';
export type * from './tables/notifications';
export type * from './tables/coaching';
export type * from './tables/columns';
export type * from './tables/video';
export type * from './tables/workspace';

/** The database as Kysely sees it (camelCase; tables are snake_case). Table types live in ./tables by area. */
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
  aiMemoryItems: AiMemoryItemsTable;
  notifications: NotificationsTable;
  videoSettings: VideoSettingsTable;
  videoSessionTypes: VideoSessionTypesTable;
  callPeers: CallPeersTable;
  callMessages: CallMessagesTable;
  sessionRecordings: SessionRecordingsTable;
  sessionRecordingFavorites: SessionRecordingFavoritesTable;
  organizationInvitations: OrganizationInvitationsTable;
  platformSettings: PlatformSettingsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organization = Selectable<OrganizationsTable>;
export type { Generated };
