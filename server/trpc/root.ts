import { activityRouter } from '../domains/activity/activity.router';
import { aiCoachesRouter } from '../domains/ai-coaches/ai-coaches.router';
import { aiAssistantsRouter } from '../domains/ai-assistants/ai-assistants.router';
import { authRouter } from '../domains/auth/auth.router';
import { coachesRouter } from '../domains/coaches/coaches.router';
import { dashboardRouter } from '../domains/dashboard/dashboard.router';
import { goalsRouter } from '../domains/goals/goals.router';
import { sessionsRouter } from '../domains/sessions/sessions.router';
import { clientSignupRouter } from '../domains/client-signup/client-signup.router';
import { chatbotRouter } from '../domains/chatbot/chatbot.router';
import { resourcesRouter } from '../domains/resources/resources.router';
import { chatRouter } from '../domains/chat/chat.router';
import { calendarRouter } from '../domains/calendar/calendar.router';
import { organizationsRouter } from '../domains/organizations/organizations.router';
import { coachOnboardingRouter } from '../domains/coach-onboarding/coach-onboarding.router';
import { clientOnboardingRouter } from '../domains/client-onboarding/client-onboarding.router';
import { coachInvitationsRouter } from '../domains/coach-invitations/coach-invitations.router';
import { messagesRouter } from '../domains/messages/messages.router';
import { progressReportsRouter } from '../domains/progress-reports/progress-reports.router';
import { apiTokensRouter } from '../domains/api-tokens/api-tokens.router';
import { aiMemoryRouter } from '../domains/ai-memory/ai-memory.router';
import { notificationsRouter } from '../domains/notifications/notifications.router';
import { liveRouter } from '../domains/live/live.router';
import { sessionRecordingsRouter } from '../domains/session-recordings/session-recordings.router';
import { videoSessionsRouter } from '../domains/video-sessions/video-sessions.router';
import { teamRouter } from '../domains/team/team.router';
import { adminRouter } from '../domains/admin/admin.router';
import { analyticsRouter } from '../domains/analytics/analytics.router';
import { billingRouter } from '../domains/billing/billing.router';
import { sessionRatingsRouter } from '../domains/session-ratings/session-ratings.router';
import { router } from './init';

/** One key per domain; the key is the domain's name in camelCase. */
export const appRouter = router({
  auth: authRouter,
  coaches: coachesRouter,
  aiCoaches: aiCoachesRouter,
  aiAssistants: aiAssistantsRouter,
  sessions: sessionsRouter,
  goals: goalsRouter,
  activity: activityRouter,
  dashboard: dashboardRouter,
  clientSignup: clientSignupRouter,
  chatbot: chatbotRouter,
  resources: resourcesRouter,
  chat: chatRouter,
  calendar: calendarRouter,
  organizations: organizationsRouter,
  coachOnboarding: coachOnboardingRouter,
  clientOnboarding: clientOnboardingRouter,
  coachInvitations: coachInvitationsRouter,
  messages: messagesRouter,
  progressReports: progressReportsRouter,
  aiMemory: aiMemoryRouter,
  live: liveRouter,
  notifications: notificationsRouter,
  videoSessions: videoSessionsRouter,
  sessionRecordings: sessionRecordingsRouter,
  team: teamRouter,
  admin: adminRouter,
  analytics: analyticsRouter,
  billing: billingRouter,
  sessionRatings: sessionRatingsRouter,
  apiTokens: apiTokensRouter,
});

export type AppRouter = typeof appRouter;
