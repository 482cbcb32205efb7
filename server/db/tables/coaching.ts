import type { ColumnType, Generated } from 'kysely';
import type { ActivityType, SessionStatus, SessionType } from '@shared/constants/coaching';
import type { GoalCategory, GoalPriority, GoalStatus } from '@shared/constants/goals';
import type { InvitationStatus } from '@shared/constants/onboarding';
import type { CreatedAt, OptionalText, UpdatedAt } from './columns';

/* Coaching: coach profiles and clients, AI coaches, sessions and their chat, goals, activity, invitations. */

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
  /** A Premium coach's own AI coach (migration 3400): shown to that coach's clients only. */
  coachUserId: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** scheduledAt + duration, kept with it: overlap and range reads are one indexed comparison. */
  endsAt: string;
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

/** One person taking part in a session (client, booker, coach), with the session's start: kept with the session. */
export interface SessionParticipantsTable {
  userId: string;
  sessionId: number;
  scheduledAt: string;
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
  /** The safety check's replies (migration 2100): which step, and the crisis category. */
  safetyStep: ColumnType<SafetyStep | null, SafetyStep | null | undefined, SafetyStep | null>;
  safetyCategory: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

/** 'check_in': the safety check's question about safety (after an ambiguous message, or before coaching resumes after a crisis). */
export type ReplyKind = 'model' | 'safety' | 'check_in' | 'error';
export type SafetyStep = 'crisis' | 'check_in' | 'post_crisis_check_in';

/** A session the safety check flagged for review by the client's coaches and admins. */
export interface SessionFlagsTable {
  id: Generated<number>;
  sessionId: number;
  messageId: number | null;
  category: string;
  /** 'crisis' or 'concern' (migration 2100). */
  level: ColumnType<'crisis' | 'concern', 'crisis' | 'concern' | undefined, 'crisis' | 'concern'>;
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
