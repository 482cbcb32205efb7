import { format } from 'date-fns';
import { Bot, CalendarCheck, CheckCircle2, FileBarChart, Target, TrendingDown, TrendingUp, Minus, Users, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { SESSION_TYPE_LABELS, sessionStatusLabel } from '@shared/constants/coaching';
import type { ProgrammeStats } from '@shared/schemas/dashboard';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { infiniteList, pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';

function Change({ now, before }: { now: number; before: number }) {
  const delta = now - before;
  const Icon = delta > 0 ? TrendingUp : delta < 0 ? TrendingDown : Minus;
  const tone = delta > 0 ? 'text-emerald-600' : delta < 0 ? 'text-rose-600' : 'text-muted-foreground';
  return (
    <span className={`flex items-center gap-0.5 text-xs font-medium ${tone}`}>
      <Icon className="size-3" aria-hidden="true" />
      {delta > 0 ? `+${delta}` : delta} vs last month
    </span>
  );
}

/** This month's programme figures, each against last month. */
export function ProgrammeStatCards({ stats }: { stats: ProgrammeStats | undefined }) {
  const cards = [
    {
      label: 'Members Active',
      value: stats ? `${stats.membersActiveThisMonth}/${stats.totalMembers}` : undefined,
      hint: 'signed in this month',
      icon: Users,
      tone: 'text-indigo-600',
    },
    { label: 'Sessions', value: stats?.thisMonth.sessions, change: stats && [stats.thisMonth.sessions, stats.lastMonth.sessions], icon: CalendarCheck, tone: 'text-blue-600' },
    {
      label: 'Sessions Completed',
      value: stats?.thisMonth.completedSessions,
      change: stats && [stats.thisMonth.completedSessions, stats.lastMonth.completedSessions],
      icon: CheckCircle2,
      tone: 'text-emerald-600',
    },
    { label: 'Goals Achieved', value: stats?.thisMonth.goalsAchieved, change: stats && [stats.thisMonth.goalsAchieved, stats.lastMonth.goalsAchieved], icon: Target, tone: 'text-amber-600' },
    { label: 'AI Interactions', value: stats?.thisMonth.aiInteractions, change: stats && [stats.thisMonth.aiInteractions, stats.lastMonth.aiInteractions], icon: Bot, tone: 'text-violet-600' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {cards.map(({ label, value, hint, change, icon: Icon, tone }) => (
        <Card key={label}>
          <CardContent className="grid gap-1 pt-5">
            <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Icon className={`size-4 ${tone}`} aria-hidden="true" /> {label}
            </dt>
            <dd className="text-2xl font-bold" data-testid={`programme-${label}`}>
              {value === undefined ? <Skeleton className="h-7 w-12" /> : value}
            </dd>
            {change && <Change now={change[0]!} before={change[1]!} />}
            {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
          </CardContent>
        </Card>
      ))}
    </dl>
  );
}

/** The members' next sessions across the team: who, with whom, when (never titles). */
export function ProgrammeSessionsPanel({ organizationId }: { organizationId?: string }) {
  const sessions = trpc.dashboard.programmeSessions.useInfiniteQuery({ organizationId, limit: 8 }, infiniteList);
  const items = pagedItems(sessions.data);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Upcoming Sessions Across the Team</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {sessions.isLoading && [0, 1, 2].map((i) => <Skeleton key={i} className="h-14" />)}
        {items?.length === 0 && <p className="py-6 text-center text-muted-foreground">No upcoming sessions in the team</p>}
        <ul className="grid gap-2">
          {items?.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3" data-testid="programme-session">
              <div className="min-w-0">
                <p className="truncate font-medium">{session.member.name}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {SESSION_TYPE_LABELS[session.type]} with {session.coachName}
                </p>
              </div>
              <div className="flex items-center gap-2 text-sm">
                {session.status === 'pending_approval' && <Badge className="border-transparent bg-amber-100 text-amber-800">{sessionStatusLabel(session.status)}</Badge>}
                <time dateTime={session.scheduledAt} className="font-medium">
                  {format(new Date(session.scheduledAt), 'MMM d, h:mm a')}
                </time>
                <span className="text-muted-foreground">{session.duration} min</span>
              </div>
            </li>
          ))}
        </ul>
        <LoadMore {...sessions} what="sessions" />
      </CardContent>
    </Card>
  );
}

/** Where an organisation's managers go next. */
export function ProgrammeLinks({ manages }: { manages: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Programme</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild variant="outline" className="justify-start">
          <Link to="/team">
            <UsersRound aria-hidden="true" /> {manages ? 'Manage the team' : 'See the team'}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/reports">
            <FileBarChart aria-hidden="true" /> Team, goal and session reports
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
