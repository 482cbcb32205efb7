import { Bot, CalendarClock, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_UPCOMING_SESSIONS, SESSION_TYPE_LABELS } from '@shared/constants/coaching';
import type { Session } from '@shared/schemas/sessions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatSessionTime, personName } from '@/lib/datetime';

const TYPE_ICON = { ai: Bot, human: Video, hybrid: Users } as const;

function withWhom(session: Session, viewerId: string): string {
  if (session.coach?.userId === viewerId) return personName(session.client, 'your client');
  if (session.coach) return personName(session.coach.user, 'your coach');
  return session.aiCoach?.name ?? 'AI coach';
}

/** The next three scheduled sessions, soonest first (the server's upcoming view). */
export function UpcomingSessionsPanel({ sessions, viewerId, onBook }: { sessions: Session[] | undefined; viewerId: string; onBook(): void }) {
  const upcoming = (sessions ?? []).slice(0, DASHBOARD_UPCOMING_SESSIONS);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>
          <h2>Upcoming Sessions</h2>
        </CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/sessions">View all</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {sessions === undefined && [0, 1, 2].map((i) => <Skeleton key={i} className="h-16 w-full" />)}
        {sessions !== undefined && upcoming.length === 0 && (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <CalendarClock className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No upcoming sessions</p>
            <Button size="sm" onClick={onBook}>
              Book a Session
            </Button>
          </div>
        )}
        {upcoming.map((session) => {
          const Icon = TYPE_ICON[session.type];
          return (
            <article key={session.id} className="flex items-center gap-3 rounded-lg border p-3" data-testid="upcoming-session">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700" aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="truncate font-medium">{session.title}</h3>
                <p className="truncate text-sm text-muted-foreground">
                  {SESSION_TYPE_LABELS[session.type]} with {withWhom(session, viewerId)}
                </p>
              </div>
              <div className="text-right text-sm">
                <time dateTime={session.scheduledAt} className="block font-medium">
                  {formatSessionTime(session.scheduledAt)}
                </time>
                <span className="text-muted-foreground">{session.duration} min</span>
                {session.status === 'pending_approval' && <span className="block text-xs font-medium text-amber-700">Pending approval</span>}
              </div>
            </article>
          );
        })}
      </CardContent>
    </Card>
  );
}
