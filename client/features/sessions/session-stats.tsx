import { Bot, CalendarCheck, CalendarClock, ListChecks } from 'lucide-react';
import type { SessionStats as Stats } from '@shared/schemas/sessions';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Total Sessions, Upcoming, Completed, AI Sessions: the server's counts of the caller's sessions. */
export function SessionStats({ stats: counts }: { stats: Stats | undefined }) {
  const stats = [
    { label: 'Total Sessions', icon: ListChecks, value: counts?.total, tone: 'text-indigo-600 bg-indigo-50' },
    { label: 'Upcoming', icon: CalendarClock, value: counts?.upcoming, tone: 'text-blue-600 bg-blue-50' },
    { label: 'Completed', icon: CalendarCheck, value: counts?.completed, tone: 'text-emerald-600 bg-emerald-50' },
    { label: 'AI Sessions', icon: Bot, value: counts?.ai, tone: 'text-violet-600 bg-violet-50' },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ label, icon: Icon, value, tone }) => (
        <Card key={label}>
          <CardContent className="flex items-center gap-3 pt-5">
            <span className={`flex size-10 items-center justify-center rounded-lg ${tone}`} aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <div>
              <p className="text-sm text-muted-foreground">{label}</p>
              {value === undefined ? <Skeleton className="mt-1 h-6 w-10" /> : <p className="text-2xl font-bold" data-testid={`stat-${label}`}>{value}</p>}
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
