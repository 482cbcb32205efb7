import { trpc } from '@/lib/trpc';

/** After a session changes: the lists and figures that show it are read again (reads never go stale on their own). */
export function useRefreshSessions() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.sessions.list.invalidate(),
      utils.sessions.stats.invalidate(),
      utils.sessions.byId.invalidate(),
      utils.calendar.events.invalidate(),
      utils.dashboard.stats.invalidate(),
      utils.activity.list.invalidate(),
      utils.coaches.clients.invalidate(),
    ]);
}
