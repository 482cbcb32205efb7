import { z } from 'zod';

/** This calendar month, in the caller's time zone. */
export const dashboardStatsSchema = z.object({
  sessionsThisMonth: z.number().int(),
  goalsAchieved: z.number().int(),
  aiInteractions: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
