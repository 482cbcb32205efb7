import type { QueryClient } from '@tanstack/react-query';

/**
 * Freshness in one place: what a change in each domain (the router key of a mutation that
 * succeeded, or of a live change the server pushed) makes every screen read again. Call sites
 * do not list what to refresh; this table does, once per domain.
 */
const EFFECTS: Record<string, string[][]> = {
  sessions: [['sessions'], ['dashboard'], ['activity'], ['calendar', 'events'], ['coaches', 'clients'], ['progressReports', 'metrics']],
  goals: [['goals'], ['dashboard'], ['activity'], ['progressReports', 'metrics']],
  calendar: [['calendar']],
  messages: [['messages']],
  notifications: [['notifications'], ['chat', 'flagged']],
  chat: [['chat'], ['aiMemory'], ['dashboard'], ['goals'], ['messages']],
  coachInvitations: [['coachInvitations'], ['coaches', 'clients']],
  coaches: [['coaches'], ['coachOnboarding']],
  progressReports: [['progressReports']],
  aiMemory: [['aiMemory']],
  auth: [['auth']],
  resources: [['resources']],
  organizations: [['organizations'], ['auth']],
  coachOnboarding: [['coachOnboarding'], ['coaches'], ['auth']],
  clientOnboarding: [['auth']],
};

/** Marks every query of the domains stale; the ones on screen refetch at once. */
export function refreshDomains(queryClient: QueryClient, domains: readonly string[]): Promise<void> {
  const prefixes = new Map<string, string[]>();
  for (const domain of domains) for (const prefix of EFFECTS[domain] ?? []) prefixes.set(prefix.join('.'), prefix);
  return Promise.all([...prefixes.values()].map((prefix) => queryClient.invalidateQueries({ queryKey: [prefix] }))).then(() => undefined);
}

/** The router key of a tRPC mutation from its key (`[['goals', 'create']]`). */
export function domainOfMutation(mutationKey: readonly unknown[] | undefined): string | undefined {
  const path = mutationKey?.[0];
  return Array.isArray(path) && typeof path[0] === 'string' ? path[0] : undefined;
}
