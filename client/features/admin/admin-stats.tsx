import { Activity, Bot, Users } from 'lucide-react';
import type { AdminStats } from '@shared/schemas/admin';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Total Users, AI Coaches and Active Sessions (in progress right now). */
export function AdminStatCards({ stats }: { stats: AdminStats | undefined }) {
  const cards = [
    { label: 'Total Users', value: stats?.totalUsers, icon: Users, tone: 'text-indigo-600' },
    { label: 'AI Coaches', value: stats?.aiCoaches, icon: Bot, tone: 'text-violet-600' },
    { label: 'Active Sessions', value: stats?.activeSessions, icon: Activity, tone: 'text-emerald-600' },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <Card key={label}>
          <CardContent className="flex items-center gap-3 pt-5">
            <Icon className={`hidden size-8 shrink-0 sm:block ${tone}`} aria-hidden="true" />
            <div className="min-w-0">
              <dt className="truncate text-xs text-muted-foreground sm:text-sm">{label}</dt>
              <dd className="text-2xl font-bold" data-testid={`admin-stat-${label}`}>
                {value === undefined ? <Skeleton className="h-7 w-10" /> : value}
              </dd>
            </div>
          </CardContent>
        </Card>
      ))}
    </dl>
  );
}
