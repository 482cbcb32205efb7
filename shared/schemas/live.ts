import { z } from 'zod';

/**
 * What changed for a person, by the router key of the domain whose data moved. The client maps
 * each to the screens' queries it refreshes (client/lib/live-data.ts).
 */
export const LIVE_DOMAINS = ['sessions', 'goals', 'calendar', 'messages', 'notifications', 'chat', 'coachInvitations', 'coaches', 'progressReports', 'aiMemory', 'auth', 'billing'] as const;
export type LiveDomain = (typeof LIVE_DOMAINS)[number];

export const liveChangeSchema = z.object({ domains: z.array(z.enum(LIVE_DOMAINS)) });
export type LiveChange = z.infer<typeof liveChangeSchema>;
