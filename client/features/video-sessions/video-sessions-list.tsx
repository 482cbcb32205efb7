import { CalendarClock, Clock, PhoneOff, Users, Video } from 'lucide-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import {
  VIDEO_MESSAGES,
  VIDEO_SESSION_STATUSES,
  VIDEO_SESSION_TYPE_LABELS,
  VIDEO_SESSION_TYPES,
  type VideoSessionStatus,
  type VideoSessionType,
  formatRecordingDuration,
} from '@shared/constants/video';
import type { VideoSession } from '@shared/schemas/video-sessions';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatSessionTime } from '@/lib/datetime';
import { errorMessage } from '@/lib/errors';
import { infiniteList, pagedItems } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

const STATUS_LOOK: Record<VideoSessionStatus, string> = {
  scheduled: 'bg-blue-100 text-blue-800',
  ongoing: 'bg-green-100 text-green-800',
  completed: 'bg-slate-200 text-slate-700',
  cancelled: 'bg-red-100 text-red-800',
};
const STATUS_LABEL: Record<VideoSessionStatus, string> = { scheduled: 'Scheduled', ongoing: 'Ongoing', completed: 'Completed', cancelled: 'Cancelled' };
const ALL = 'all';

/** The person's human and group sessions as calls: Join when scheduled (or ongoing), End when ongoing (the coach). */
export function VideoSessionsList({ onJoin }: { onJoin: (sessionId: number) => void }) {
  const [status, setStatus] = useState<VideoSessionStatus | typeof ALL>(ALL);
  const [sessionType, setSessionType] = useState<VideoSessionType | typeof ALL>(ALL);
  const list = trpc.videoSessions.list.useInfiniteQuery(
    { limit: 20, ...(status !== ALL ? { status } : {}), ...(sessionType !== ALL ? { sessionType } : {}) },
    { ...infiniteList, placeholderData: keepPreviousData },
  );
  const end = trpc.videoSessions.end.useMutation({
    onSuccess: () => toast(VIDEO_MESSAGES.ended),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The call could not be ended.'), variant: 'destructive' }),
  });
  const setType = trpc.videoSessions.setType.useMutation();
  const sessions = pagedItems(list.data);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="video-status-filter">Status</Label>
          <Select value={status} onValueChange={(value) => setStatus(value as VideoSessionStatus | typeof ALL)}>
            <SelectTrigger id="video-status-filter" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {VIDEO_SESSION_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {STATUS_LABEL[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="video-type-filter">Session type</Label>
          <Select value={sessionType} onValueChange={(value) => setSessionType(value as VideoSessionType | typeof ALL)}>
            <SelectTrigger id="video-type-filter" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All types</SelectItem>
              {VIDEO_SESSION_TYPES.map((value) => (
                <SelectItem key={value} value={value}>
                  {VIDEO_SESSION_TYPE_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {list.isError ? (
        <LoadError what="Your video sessions" onRetry={() => void list.refetch()} />
      ) : sessions === undefined ? (
        <div className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : sessions.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <Video className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No video sessions found</p>
            <p className="text-sm text-muted-foreground">Book a session with a coach and join the call from here.</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-3">
          {sessions.map((session) => (
            <VideoSessionRow
              key={session.id}
              session={session}
              onJoin={() => onJoin(session.id)}
              onEnd={() => end.mutate({ sessionId: session.id })}
              ending={end.isPending && end.variables?.sessionId === session.id}
              onType={(value) => setType.mutate({ id: session.id, sessionType: value })}
            />
          ))}
        </ul>
      )}
      <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} what="sessions" />
    </div>
  );
}

function VideoSessionRow({ session, onJoin, onEnd, ending, onType }: { session: VideoSession; onJoin(): void; onEnd(): void; ending: boolean; onType(value: VideoSessionType): void }) {
  const open = session.status === 'scheduled' || session.status === 'ongoing';
  return (
    <li>
      <Card data-testid="video-session">
        <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{session.title}</h3>
              <Badge className={cn('border-transparent', STATUS_LOOK[session.status])}>{STATUS_LABEL[session.status]}</Badge>
              {session.activeRecording && <Badge className="border-transparent bg-red-600 text-white">Recording</Badge>}
            </div>
            <p className="text-sm text-muted-foreground">with {session.participant}</p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                {session.kind === 'hybrid' ? <Users className="size-4" aria-hidden="true" /> : <Video className="size-4" aria-hidden="true" />}
                {session.kind === 'hybrid' ? 'Group Session' : 'Video Call'}
              </span>
              <span className="flex items-center gap-1">
                <CalendarClock className="size-4" aria-hidden="true" /> <time dateTime={session.startTime}>{formatSessionTime(session.startTime)}</time>
              </span>
              <span className="flex items-center gap-1">
                <Clock className="size-4" aria-hidden="true" />
                {session.actualDurationSeconds !== null ? `Lasted ${formatRecordingDuration(session.actualDurationSeconds)}` : `${session.duration} min`}
              </span>
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {session.isHost && open ? (
              <Select value={session.sessionType} onValueChange={(value) => onType(value as VideoSessionType)}>
                <SelectTrigger className="h-8 w-36" aria-label={`Session type of ${session.title}`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {VIDEO_SESSION_TYPES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {VIDEO_SESSION_TYPE_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            ) : (
              <Badge variant="outline">{VIDEO_SESSION_TYPE_LABELS[session.sessionType]}</Badge>
            )}
            {open && (
              <Button size="sm" onClick={onJoin}>
                <Video aria-hidden="true" /> Join
              </Button>
            )}
            {session.status === 'ongoing' && session.isHost && (
              <Button size="sm" variant="destructive" onClick={onEnd} disabled={ending}>
                <PhoneOff aria-hidden="true" /> End
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
