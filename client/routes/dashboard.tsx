import { CalendarClock, CheckCircle2, Quote, Target } from 'lucide-react';
import { useState } from 'react';
import { DASHBOARD_ACTIVE_GOALS, DASHBOARD_ACTIVITY_ENTRIES, DASHBOARD_AI_COACHES, DASHBOARD_UPCOMING_SESSIONS } from '@shared/constants/coaching';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AchievementsPanel } from '@/features/dashboard/achievements-panel';
import { ActiveGoalsPanel } from '@/features/dashboard/active-goals-panel';
import { AiCoachesPanel } from '@/features/dashboard/ai-coaches-panel';
import { greetingFor, randomQuote } from '@/features/dashboard/greeting';
import { ProgressPanel } from '@/features/dashboard/progress-panel';
import { QuickActions } from '@/features/dashboard/quick-actions';
import { RecentActivityPanel } from '@/features/dashboard/recent-activity-panel';
import { UpcomingSessionsPanel } from '@/features/dashboard/upcoming-sessions-panel';
import { FlaggedSessionsPanel } from '@/features/chat/flagged-sessions-panel';
import { LazyBookingDialog } from '@/features/sessions/lazy-booking-dialog';
import { ProgrammeLinks, ProgrammeSessionsPanel, ProgrammeStatCards } from '@/features/dashboard/programme-dashboard';
import { useCurrentUser } from '@/lib/auth';
import { useWorkspace } from '@/lib/workspace';
import { trpc } from '@/lib/trpc';
import { infiniteList, pagedItems } from '@/lib/paging';

/** The signed-in home (/, /dashboard, /enhanced-dashboard): a programme dashboard for an organisation's managers. */
export function DashboardPage() {
  const workspace = useWorkspace();
  if (workspace.readsOrganization && workspace.organizationId) {
    return <ProgrammeDashboard organizationId={workspace.isPlatformAdmin ? workspace.organizationId : undefined} manages={workspace.managesOrganization} />;
  }
  return <PersonalDashboard />;
}

function ProgrammeDashboard({ organizationId, manages }: { organizationId?: string; manages: boolean }) {
  const { user } = useCurrentUser();
  const [greeting] = useState(() => greetingFor(new Date().getHours()));
  const stats = trpc.dashboard.programme.useQuery({ organizationId });
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {greeting}, {user?.firstName ?? 'there'}!
        </h1>
        <p className="mt-1 text-muted-foreground">{stats.data ? `The ${stats.data.organizationName} coaching programme this month.` : 'Your coaching programme this month.'}</p>
      </header>
      <ProgrammeStatCards stats={stats.data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ProgrammeSessionsPanel organizationId={organizationId} />
        </div>
        <div className="min-w-0 space-y-6">
          <ProgrammeLinks manages={manages} />
        </div>
      </div>
    </div>
  );
}

function PersonalDashboard() {
  const { user } = useCurrentUser();
  const [quote] = useState(randomQuote);
  const [greeting] = useState(() => greetingFor(new Date().getHours()));
  const [booking, setBooking] = useState(false);
  const stats = trpc.dashboard.stats.useQuery();
  const goalStats = trpc.goals.stats.useQuery();
  const sessionStats = trpc.sessions.stats.useQuery({});
  const goals = trpc.goals.list.useQuery({ status: 'active', limit: DASHBOARD_ACTIVE_GOALS });
  const sessions = trpc.sessions.list.useQuery({ view: 'upcoming', limit: DASHBOARD_UPCOMING_SESSIONS });
  const activity = trpc.activity.list.useInfiniteQuery({ limit: DASHBOARD_ACTIVITY_ENTRIES }, infiniteList);
  const aiCoaches = trpc.aiCoaches.list.useQuery({ limit: DASHBOARD_AI_COACHES });

  const counts = [
    { label: 'Completed Goals', value: goalStats.data?.completed, icon: CheckCircle2, tone: 'text-emerald-600' },
    { label: 'Active Goals', value: goalStats.data?.active, icon: Target, tone: 'text-indigo-600' },
    { label: 'Upcoming Sessions', value: sessionStats.data?.upcoming, icon: CalendarClock, tone: 'text-blue-600' },
  ];

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {greeting}, {user?.firstName ?? 'there'}!
          </h1>
          <blockquote className="mt-2 flex items-start gap-2 text-muted-foreground">
            <Quote className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              <span className="italic">{quote.text}</span> <span className="text-sm">- {quote.author}</span>
            </p>
          </blockquote>
        </div>
        <dl className="grid grid-cols-3 gap-3">
          {counts.map(({ label, value, icon: Icon, tone }) => (
            <Card key={label}>
              <CardContent className="flex items-center gap-3 pt-5">
                <Icon className={`hidden size-8 sm:block ${tone}`} aria-hidden="true" />
                <div>
                  <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
                  <dd className="text-2xl font-bold" data-testid={`count-${label}`}>
                    {value === undefined ? <Skeleton className="h-7 w-8" /> : value}
                  </dd>
                </div>
              </CardContent>
            </Card>
          ))}
        </dl>
      </header>

      <QuickActions onBook={() => setBooking(true)} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ProgressPanel stats={stats.data} />
          <ActiveGoalsPanel goals={goals.data?.items} />
          <UpcomingSessionsPanel sessions={sessions.data?.items} viewerId={user?.id ?? ''} onBook={() => setBooking(true)} />
        </div>
        <div className="min-w-0 space-y-6">
          <FlaggedSessionsPanel role={user?.role} />
          <RecentActivityPanel activity={pagedItems(activity.data)} more={{ hasNextPage: activity.hasNextPage, isFetchingNextPage: activity.isFetchingNextPage, fetchNextPage: activity.fetchNextPage }} />
          <AiCoachesPanel coaches={aiCoaches.data?.items} />
          <AchievementsPanel sessions={sessionStats.data} goals={goalStats.data} />
        </div>
      </div>

      <LazyBookingDialog open={booking} onOpenChange={setBooking} />
    </div>
  );
}

export default DashboardPage;
