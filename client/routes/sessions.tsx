import { CalendarPlus, CalendarX, Filter } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_APPROVAL_MESSAGES, SESSION_TYPE_LABELS, type SessionType } from '@shared/constants/coaching';
import { PAGE_LIMIT_MAX } from '@shared/schemas/paging';
import type { Session, SessionView } from '@shared/schemas/sessions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BookingDialog } from '@/features/sessions/booking-dialog';
import { InstantSessionCard } from '@/features/sessions/instant-session-card';
import { RescheduleDialog } from '@/features/sessions/reschedule-dialog';
import { SessionCard, type SessionActions } from '@/features/sessions/session-card';
import { SessionStats } from '@/features/sessions/session-stats';
import { useCurrentUser } from '@/lib/auth';
import { personName } from '@/lib/datetime';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { infiniteList, pagedItems } from '@/lib/paging';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Tab = 'upcoming' | 'in-progress' | 'past';

function EmptySessions({ tab, onBook }: { tab: Tab; onBook(): void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-14 text-center">
      <CalendarX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">No sessions found</h3>
      <p className="text-sm text-muted-foreground">{tab === 'upcoming' ? "You don't have any upcoming sessions scheduled." : 'No sessions in this category yet.'}</p>
      {tab === 'upcoming' && (
        <Button onClick={onBook}>
          <CalendarPlus aria-hidden="true" /> Book a Session
        </Button>
      )}
    </div>
  );
}

const VIEW_OF_TAB: Record<Tab, SessionView> = { upcoming: 'upcoming', 'in-progress': 'in_progress', past: 'past' };

/** One tab's sessions, page by page: upcoming soonest first, the others latest first. */
function TabSessions({ tab, type, viewerId, actions, onBook }: { tab: Tab; type: SessionType | undefined; viewerId: string; actions: SessionActions; onBook(): void }) {
  const sessions = trpc.sessions.list.useInfiniteQuery({ view: VIEW_OF_TAB[tab], type }, infiniteList);
  const items = pagedItems(sessions.data);
  if (sessions.isLoading) return [0, 1, 2].map((i) => <Skeleton key={i} className="h-28 w-full" />);
  if (sessions.isError) return <LoadError what="Your sessions" onRetry={() => void sessions.refetch()} />;
  if (!items || items.length === 0) return <EmptySessions tab={tab} onBook={onBook} />;
  return (
    <>
      {items.map((session) => (
        <SessionCard key={session.id} session={session} viewerId={viewerId} past={tab === 'past'} actions={actions} />
      ))}
      <LoadMore {...sessions} what="sessions" />
    </>
  );
}

export function SessionsPage() {
  const { user } = useCurrentUser();
  const aiCoaches = trpc.aiCoaches.list.useQuery({ limit: PAGE_LIMIT_MAX });
  const coaches = trpc.coaches.list.useQuery({ limit: PAGE_LIMIT_MAX });
  const [booking, setBooking] = useState(false);
  const [rescheduling, setRescheduling] = useState<Session | null>(null);
  const [showFilter, setShowFilter] = useState(false);
  const [typeFilter, setTypeFilter] = useState<SessionType | 'all'>('all');
  const [tab, setTab] = useState<Tab>('upcoming');
  const type = typeFilter === 'all' ? undefined : typeFilter;
  const stats = trpc.sessions.stats.useQuery({ type });
  const navigate = useNavigate();
  const status = trpc.sessions.updateStatus.useMutation({
    onSuccess: (session, variables) => {
      // Starting an AI session is starting its conversation.
      if (variables.status === 'in_progress' && session.type === 'ai') void navigate(`/ai-coaches?session=${session.id}`);
      if (variables.status === 'scheduled') toast({ ...SESSION_APPROVAL_MESSAGES.accepted });
      if (variables.status === 'cancelled' && session.coach?.userId === user?.id) toast({ ...SESSION_APPROVAL_MESSAGES.declined });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The session could not be changed. Please try again.'), variant: 'destructive' }),
  });

  const actions: SessionActions = {
    onStatus: (session: Session, next: 'in_progress' | 'completed' | 'scheduled' | 'cancelled') => status.mutate({ sessionId: session.id, status: next }),
    onReschedule: setRescheduling,
    onJoinCall: (session: Session) => void navigate(`/video-conferencing?session=${session.id}`),
    onOpenChat: (session: Session) => void navigate(`/ai-coaches?session=${session.id}`),
    pendingId: status.isPending ? Number(status.variables?.sessionId) : null,
  };
  const tabContent = (current: Tab) => (
    <TabsContent value={current} className="space-y-3">
      {tab === current && <TabSessions tab={current} type={type} viewerId={user?.id ?? ''} actions={actions} onBook={() => setBooking(true)} />}
    </TabsContent>
  );
  const count = (value: number | undefined) => (value === undefined ? '' : ` (${value})`);

  const ownCoachUser = user?.id;
  const humanOptions = (coaches.data?.items ?? []).filter((c) => c.isAvailable && c.userId !== ownCoachUser).map((c) => ({ id: c.id, label: personName(c.user, 'Coach') }));
  const aiOptions = (aiCoaches.data?.items ?? []).map((c) => ({ id: c.id, label: c.name }));

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Sessions</h1>
          <p className="text-muted-foreground">Your coaching sessions with people and AI coaches.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" aria-expanded={showFilter} onClick={() => setShowFilter((v) => !v)}>
            <Filter aria-hidden="true" /> Filter
          </Button>
          <Button onClick={() => setBooking(true)}>
            <CalendarPlus aria-hidden="true" /> Book Session
          </Button>
        </div>
      </header>

      {showFilter && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Session type">
          {(['all', 'human', 'ai', 'hybrid'] as const).map((value) => (
            <Button key={value} size="sm" variant={typeFilter === value ? 'default' : 'outline'} aria-pressed={typeFilter === value} onClick={() => setTypeFilter(value)}>
              {value === 'all' ? 'All types' : SESSION_TYPE_LABELS[value]}
            </Button>
          ))}
        </div>
      )}

      <SessionStats stats={stats.data} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList>
            <TabsTrigger value="upcoming">Upcoming{count(stats.data?.upcoming)}</TabsTrigger>
            <TabsTrigger value="in-progress">In Progress{count(stats.data?.inProgress)}</TabsTrigger>
            <TabsTrigger value="past">Past Sessions{count(stats.data?.past)}</TabsTrigger>
          </TabsList>
          {tabContent('upcoming')}
          {tabContent('in-progress')}
          {tabContent('past')}
        </Tabs>
        <aside className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1" aria-label="Instant sessions">
          <InstantSessionCard type="ai" options={aiOptions} />
          <InstantSessionCard type="human" options={humanOptions} />
        </aside>
      </div>

      <BookingDialog open={booking} onOpenChange={setBooking} />
      <RescheduleDialog session={rescheduling} onOpenChange={(open) => !open && setRescheduling(null)} />
    </div>
  );
}

export default SessionsPage;
