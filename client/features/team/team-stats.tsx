import { Star, UserCheck, Users, UsersRound } from 'lucide-react';
import type { TeamStats } from '@shared/schemas/team';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The four stat cards of the team page. */
export function TeamStatCards({ stats }: { stats: TeamStats | undefined }) {
  const cards = [
    { label: 'Total Members', value: stats?.totalMembers, icon: Users, tone: 'text-indigo-600' },
    { label: 'Active Coaches', value: stats?.activeCoaches, icon: UserCheck, tone: 'text-blue-600' },
    { label: 'Total Clients', value: stats?.totalClients, icon: UsersRound, tone: 'text-emerald-600' },
    // Ratings run from 1 to 5: an average of 0 means nobody rated a coach yet, not a poor rating.
    { label: 'Avg Rating', value: stats === undefined ? undefined : stats.averageRating > 0 ? `${stats.averageRating.toFixed(1)}/5` : <span className="text-base font-medium text-muted-foreground">No ratings yet</span>, icon: Star, tone: 'text-amber-500' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <Card key={label}>
          <CardContent className="flex items-center gap-3 pt-5">
            <Icon className={`hidden size-8 shrink-0 sm:block ${tone}`} aria-hidden="true" />
            <div className="min-w-0">
              <dt className="truncate text-xs text-muted-foreground sm:text-sm">{label}</dt>
              <dd className="text-2xl font-bold" data-testid={`team-stat-${label}`}>
                {value === undefined ? <Skeleton className="h-7 w-10" /> : value}
              </dd>
            </div>
          </CardContent>
        </Card>
      ))}
    </dl>
  );
}
