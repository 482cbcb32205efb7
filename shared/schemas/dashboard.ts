import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { SESSION_STATUSES, SESSION_TYPES } from '../constants/coaching';

/** This calendar month, in the caller's time zone. */
export const dashboardStatsSchema = z.object({
  sessionsThisMonth: z.number().int(),
  goalsAchieved: z.number().int(),
  aiInteractions: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** A month's figures of an organisation's programme and the month before, for the trend. */
const monthFigures = z.object({
  sessions: z.number().int(),
  completedSessions: z.number().int(),
  goalsAchieved: z.number().int(),
  aiInteractions: z.number().int(),
});

/** GET /api/dashboard/programme: the organisation roles' dashboard, from the members' real data. */
export const programmeStatsSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  totalMembers: z.number().int(),
  /** Members whose last request falls in this calendar month. */
  membersActiveThisMonth: z.number().int(),
  activeGoals: z.number().int(),
  thisMonth: monthFigures,
  lastMonth: monthFigures,
});
export type ProgrammeStats = z.infer<typeof programmeStatsSchema>;

export const programmeInput = z.object({ organizationId: z.string().trim().min(1).max(64).optional() }).prefault({});

/** One upcoming session of a member, as the programme sees it: who, with whom, when; never its title or chat. */
export const programmeSessionSchema = z.object({
  id: z.number().int(),
  scheduledAt: z.string(),
  duration: z.number().int(),
  type: z.enum(SESSION_TYPES),
  status: z.enum(SESSION_STATUSES),
  member: z.object({ id: z.string(), name: z.string() }),
  /** The human coach's name or the AI coach's. */
  coachName: z.string(),
});
export type ProgrammeSession = z.infer<typeof programmeSessionSchema>;
export const programmeSessionPageSchema = pageOf(programmeSessionSchema);
export const programmeSessionsInput = pagedInput({ organizationId: z.string().trim().min(1).max(64).optional() });
