import type { QueryClient } from '@tanstack/react-query';

type Keys = string[][];

const SESSIONS: Keys = [['sessions'], ['dashboard'], ['activity'], ['calendar', 'events'], ['coaches', 'clients'], ['progressReports', 'metrics']];
/** Everything: who is signed in changed. */
const ALL: Keys = [[]];

/**
 * Freshness in one place: what a change in each domain (the router key of a mutation that
 * succeeded, or of a live change the server pushed) makes every screen read again. Call sites
 * do not list what to refresh; this table does, once per domain. A `domain.procedure` entry
 * replaces its domain's for that one change (a view count refreshes nothing else).
 */
const EFFECTS: Record<string, Keys> = {
  sessions: SESSIONS,
  goals: [['goals'], ['dashboard'], ['activity'], ['progressReports', 'metrics']],
  calendar: [['calendar']],
  messages: [['messages']],
  // The sent message is added to its thread in place; opening a thread changes only unread counts.
  'messages.send': [['messages', 'conversations']],
  'messages.markRead': [['messages', 'conversations'], ['messages', 'conversation']],
  notifications: [['notifications'], ['chat', 'flagged']],
  chat: [['chat'], ['aiMemory'], ['dashboard'], ['goals'], ['messages']],
  coachInvitations: [['coachInvitations'], ['coaches', 'clients']],
  coaches: [['coaches'], ['coachOnboarding']],
  progressReports: [['progressReports']],
  aiMemory: [['aiMemory']],
  auth: [['auth']],
  clientSignup: ALL,
  resources: [['resources']],
  // The response is applied in place (use-resource-actions); only what it moves between lists is read again.
  'resources.view': [],
  'resources.like': [],
  // Ratings decide what is featured; bookmarks what the Bookmarks tab lists and counts.
  'resources.rate': [['resources', 'featured']],
  'resources.bookmark': [['resources', 'collections'], ['resources', 'counts'], ['resources', 'list']],
  'resources.collections': [['resources', 'collections']],
  organizations: [['organizations'], ['auth']],
  coachOnboarding: [['coachOnboarding'], ['coaches'], ['coachInvitations'], ['auth']],
  clientOnboarding: [['auth']],
  aiCoaches: [['aiCoaches'], ['admin']],
  // A deployed assistant is an AI coach too.
  aiAssistants: [['aiAssistants'], ['aiCoaches']],
  billing: [['billing']],
  admin: [['admin'], ['aiCoaches']],
  team: [['team'], ['organizations']],
  videoSessions: [['videoSessions'], ...SESSIONS],
  sessionRecordings: [['sessionRecordings']],
  apiTokens: [['apiTokens']],
};

function refresh(queryClient: QueryClient, effects: Keys[]): Promise<void> {
  const prefixes = new Map<string, string[]>();
  for (const keys of effects) for (const prefix of keys) prefixes.set(prefix.join('.'), prefix);
  return Promise.all([...prefixes.values()].map((prefix) => queryClient.invalidateQueries(prefix.length ? { queryKey: [prefix] } : undefined))).then(() => undefined);
}

/** Marks every query of the domains stale; the ones on screen refetch at once. */
export function refreshDomains(queryClient: QueryClient, domains: readonly string[]): Promise<void> {
  return refresh(
    queryClient,
    domains.map((domain) => EFFECTS[domain] ?? []),
  );
}

/** What a successful mutation makes stale: the entry of its procedure or nearest enclosing router. */
export function refreshAfterMutation(queryClient: QueryClient, mutationKey: readonly unknown[] | undefined): Promise<void> {
  const path = mutationKey?.[0];
  if (!Array.isArray(path)) return Promise.resolve();
  for (let depth = path.length; depth > 0; depth -= 1) {
    const effects = EFFECTS[path.slice(0, depth).join('.')];
    if (effects) return refresh(queryClient, [effects]);
  }
  return Promise.resolve();
}
