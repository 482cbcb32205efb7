import type { Session } from '@shared/schemas/sessions';

/** Upcoming: scheduled and still ahead. */
export function isUpcoming(session: Session, now: number): boolean {
  return session.status === 'scheduled' && Date.parse(session.scheduledAt) > now;
}

/** Past: completed, cancelled, or scheduled for a time that has gone by. */
export function isPast(session: Session, now: number): boolean {
  return session.status === 'completed' || session.status === 'cancelled' || (session.status === 'scheduled' && Date.parse(session.scheduledAt) <= now);
}

export interface SessionGroups {
  upcoming: Session[];
  inProgress: Session[];
  past: Session[];
}

/** The /sessions tabs: upcoming soonest first, in progress, past latest first. */
export function groupSessions(sessions: Session[], now: number): SessionGroups {
  const upcoming = sessions.filter((s) => isUpcoming(s, now)).sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  const inProgress = sessions.filter((s) => s.status === 'in_progress');
  const past = sessions.filter((s) => isPast(s, now)).sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt));
  return { upcoming, inProgress, past };
}
