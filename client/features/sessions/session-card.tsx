import { Bot, CalendarClock, Check, CheckCircle2, Clock, Hourglass, MessageSquare, Play, Users, Video, X } from 'lucide-react';
import { JOINING_SESSION_ALERT, SESSION_APPROVAL_MESSAGES, SESSION_TYPE_LABELS, type SessionStatus, sessionStatusLabel } from '@shared/constants/coaching';
import type { Session } from '@shared/schemas/sessions';
import { AiCoachIcon } from '@/components/ai-coach-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { formatSessionTime, personName } from '@/lib/datetime';
import { cn } from '@/lib/utils';
import { RateSession } from './rate-session';

export const STATUS_BADGE: Record<SessionStatus, string> = {
  pending_approval: 'bg-amber-100 text-amber-800',
  scheduled: 'bg-blue-100 text-blue-800',
  in_progress: 'bg-green-100 text-green-800',
  completed: 'bg-slate-200 text-slate-700',
  cancelled: 'bg-red-100 text-red-800',
};

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  return <Badge className={cn('border-transparent', STATUS_BADGE[status])}>{sessionStatusLabel(status)}</Badge>;
}

/** A scheduled session whose time ran out without anyone starting it: derived on screen, never stored. */
export function isMissed(session: Pick<Session, 'status' | 'scheduledAt' | 'duration'>, now: number = Date.now()): boolean {
  return session.status === 'scheduled' && Date.parse(session.scheduledAt) + session.duration * 60_000 <= now;
}

function MissedBadge() {
  return <Badge className="border-transparent bg-orange-100 text-orange-800">MISSED</Badge>;
}

const TYPE_ICON = { ai: Bot, human: Video, hybrid: Users } as const;

/** Who the session is with, from the viewer's side: the coach (or AI coach), or the client for its coach. */
function counterpart(session: Session, viewerId: string): { name: string; image: string | null; first: string | null; last: string | null } {
  if (session.coach && session.coach.userId === viewerId) {
    return { name: personName(session.client, 'Client'), image: session.client.profileImageUrl, first: session.client.firstName, last: session.client.lastName };
  }
  if (session.coach) {
    const user = session.coach.user;
    return { name: personName(user, 'Coach'), image: user.profileImageUrl, first: user.firstName, last: user.lastName };
  }
  return { name: session.aiCoach?.name ?? 'AI coach', image: null, first: null, last: null };
}

export interface SessionActions {
  /** Join/start, complete; and for a request: accept (scheduled) or decline/withdraw (cancelled). */
  onStatus(session: Session, status: 'in_progress' | 'completed' | 'scheduled' | 'cancelled'): void;
  /** Opens the video call of a human or group session (which starts it when scheduled). */
  onJoinCall(session: Session): void;
  onReschedule(session: Session): void;
  /** Opens the chat of an AI session. */
  onOpenChat(session: Session): void;
  pendingId?: number | null;
}

/** A session with its badges and the actions its state allows (past sessions have none, except one whose time is running now). */
export function SessionCard({ session, viewerId, past: inPast, actions }: { session: Session; viewerId: string; past: boolean; actions: SessionActions }) {
  const missed = isMissed(session);
  const past = inPast && (missed || session.status !== 'scheduled');
  const TypeIcon = TYPE_ICON[session.type];
  const other = counterpart(session, viewerId);
  const bookedForClient = session.bookedById === viewerId && session.clientId !== viewerId && session.coach?.userId !== viewerId;
  const busy = actions.pendingId === session.id;
  const join = () => {
    window.alert(JOINING_SESSION_ALERT);
    actions.onJoinCall(session);
  };
  return (
    <Card data-testid="session-card">
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          {session.aiCoach && !session.coach ? (
            <AiCoachIcon coach={session.aiCoach} />
          ) : (
            <PersonAvatar src={other.image} firstName={other.first} lastName={other.last} />
          )}
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{session.title}</h3>
              {missed ? <MissedBadge /> : <SessionStatusBadge status={session.status} />}
            </div>
            <p className="text-sm text-muted-foreground">
              with {other.name}
              {bookedForClient && ` for ${personName(session.client, 'your client')}`}
            </p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <TypeIcon className="size-4" aria-hidden="true" /> {SESSION_TYPE_LABELS[session.type]}
              </span>
              <span className="flex items-center gap-1">
                <CalendarClock className="size-4" aria-hidden="true" /> <time dateTime={session.scheduledAt}>{formatSessionTime(session.scheduledAt)}</time>
              </span>
              <span className="flex items-center gap-1">
                <Clock className="size-4" aria-hidden="true" /> {session.duration} min
              </span>
            </p>
            {session.description && <p className="line-clamp-2 text-sm">{session.description}</p>}
            {session.status === 'completed' && session.clientId === viewerId && <RateSession sessionId={session.id} />}
          </div>
        </div>
        {!past && (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {session.status === 'pending_approval' &&
              (session.coach?.userId === viewerId ? (
                <>
                  <Button size="sm" disabled={busy} onClick={() => actions.onStatus(session, 'scheduled')}>
                    <Check aria-hidden="true" /> Accept
                  </Button>
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onStatus(session, 'cancelled')}>
                    <X aria-hidden="true" /> Decline
                  </Button>
                </>
              ) : (
                <>
                  <span className="flex items-center gap-1 text-sm text-muted-foreground">
                    <Hourglass className="size-4" aria-hidden="true" /> {SESSION_APPROVAL_MESSAGES.waiting}
                  </span>
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onStatus(session, 'cancelled')}>
                    Withdraw request
                  </Button>
                </>
              ))}
            {session.status === 'scheduled' && (
              <>
                {session.type === 'ai' ? (
                  <Button size="sm" disabled={busy} onClick={() => actions.onStatus(session, 'in_progress')}>
                    <Play aria-hidden="true" /> Start
                  </Button>
                ) : (
                  <Button size="sm" disabled={busy} onClick={join}>
                    <Video aria-hidden="true" /> Join
                  </Button>
                )}
                <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onReschedule(session)}>
                  Reschedule
                </Button>
              </>
            )}
            {session.status === 'in_progress' && session.type === 'ai' && (
              <Button size="sm" disabled={busy} onClick={() => actions.onOpenChat(session)}>
                <MessageSquare aria-hidden="true" /> Continue chat
              </Button>
            )}
            {session.status === 'in_progress' && session.type !== 'ai' && (
              <Button size="sm" disabled={busy} onClick={() => actions.onJoinCall(session)}>
                <Video aria-hidden="true" /> Join
              </Button>
            )}
            {session.status === 'in_progress' && (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onStatus(session, 'completed')}>
                <CheckCircle2 aria-hidden="true" /> Complete
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
