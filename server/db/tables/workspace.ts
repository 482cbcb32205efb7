import type { ColumnType, Generated } from 'kysely';
import type { CalendarEventStatus, CalendarEventType } from '@shared/constants/calendar';
import type { ConversationType } from '@shared/constants/messages';
import type { ReportPeriod, ReportStatus, ReportType } from '@shared/constants/progress-reports';
import type { ResourceCategory, ResourceDifficulty, ResourceType } from '@shared/constants/resources';
import type { CreatedAt, UpdatedAt } from './columns';

/* The member workspace: help chat, resources, calendar, conversations, progress reports. */

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
  /** Team, goal and session reports: the organisation they cover (its managers read them). */
  organizationId: ColumnType<string | null, string | null | undefined, string | null>;
}
