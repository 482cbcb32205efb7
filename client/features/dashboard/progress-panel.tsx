import { Bot, CalendarCheck, Star, Target, TrendingUp } from 'lucide-react';
import { DASHBOARD_FIXED } from '@shared/constants/coaching';
import type { DashboardStats } from '@shared/schemas/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** 'Your Progress This Month': real counts; the rating and trend figures are the spec's fixed text. */
export function ProgressPanel({ stats }: { stats: DashboardStats | undefined }) {
  const items = [
    { label: 'Sessions', value: stats?.sessionsThisMonth, trend: DASHBOARD_FIXED.sessionsTrend, icon: CalendarCheck, tone: 'text-blue-600' },
    { label: 'Goals', value: stats?.goalsAchieved, trend: DASHBOARD_FIXED.goalsTrend, icon: Target, tone: 'text-emerald-600' },
    { label: 'AI Chats', value: stats?.aiInteractions, trend: DASHBOARD_FIXED.aiTrend, icon: Bot, tone: 'text-violet-600' },
    { label: 'Rating', value: DASHBOARD_FIXED.rating, trend: null, icon: Star, tone: 'text-amber-500' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Your Progress This Month</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map(({ label, value, trend, icon: Icon, tone }) => (
            <div key={label} className="rounded-lg bg-muted/60 p-3">
              <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Icon className={`size-4 ${tone}`} aria-hidden="true" /> {label}
              </dt>
              <dd className="mt-1 flex items-baseline gap-2">
                {value === undefined ? <Skeleton className="h-7 w-10" /> : <span className="text-2xl font-bold" data-testid={`progress-${label}`}>{value}</span>}
                {trend && (
                  <span className="flex items-center text-xs font-medium text-emerald-600">
                    <TrendingUp className="mr-0.5 size-3" aria-hidden="true" />
                    {trend}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
