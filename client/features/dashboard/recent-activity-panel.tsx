import { formatDistanceToNow } from 'date-fns';
import { Bot, Calendar, CheckCircle2, Clock, type LucideIcon, Play, Sparkles, Target, Trophy, XCircle } from 'lucide-react';
import type { ActivityEntry } from '@shared/schemas/activity';
import { LoadMore } from '@/components/load-more';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

const ICONS: Record<string, LucideIcon> = {
  calendar: Calendar,
  clock: Clock,
  play: Play,
  'check-circle': CheckCircle2,
  'x-circle': XCircle,
  bot: Bot,
  target: Target,
  trophy: Trophy,
};

const COLOURS: Record<string, string> = {
  blue: 'bg-blue-100 text-blue-700',
  green: 'bg-emerald-100 text-emerald-700',
  purple: 'bg-violet-100 text-violet-700',
  red: 'bg-red-100 text-red-700',
  orange: 'bg-amber-100 text-amber-700',
  indigo: 'bg-indigo-100 text-indigo-700',
};

/** Shown when there is no activity yet: the spec's five placeholder entries, as first steps. */
const PLACEHOLDERS = [
  { title: 'Welcome aboard', description: 'Your activity will appear here as you go.' },
  { title: 'Book your first session', description: 'Meet a coach or an AI coach.' },
  { title: 'Set your first goal', description: 'Decide what you want to achieve.' },
  { title: 'Try an AI coach', description: 'Coaching is available around the clock.' },
  { title: 'Explore resources', description: 'Articles, videos and tools to learn from.' },
];

interface RecentActivityPanelProps {
  /** The pages loaded so far: the first holds the spec's five entries, 'Load more activity' adds the next. */
  activity: ActivityEntry[] | undefined;
  more: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

export function RecentActivityPanel({ activity, more }: RecentActivityPanelProps) {
  const entries = activity ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Recent Activity</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {activity === undefined && [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} className="h-10 w-full" />)}
          {activity !== undefined &&
            entries.length === 0 &&
            PLACEHOLDERS.map((entry) => (
              <li key={entry.title} className="flex items-start gap-3 opacity-70" data-testid="activity-placeholder">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground" aria-hidden="true">
                  <Sparkles className="size-4" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium">{entry.title}</p>
                  <p className="truncate text-xs text-muted-foreground">{entry.description}</p>
                </div>
              </li>
            ))}
          {entries.map((entry) => {
            const Icon = ICONS[entry.icon] ?? Sparkles;
            return (
              <li key={entry.id} className="flex items-start gap-3" data-testid="activity-entry">
                <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', COLOURS[entry.color] ?? COLOURS.blue)} aria-hidden="true">
                  <Icon className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{entry.title}</p>
                  <p className="truncate text-xs text-muted-foreground">{entry.description}</p>
                </div>
                <time dateTime={entry.timestamp} className="shrink-0 text-xs text-muted-foreground">
                  {formatDistanceToNow(new Date(entry.timestamp), { addSuffix: true })}
                </time>
              </li>
            );
          })}
        </ul>
        <LoadMore {...more} what="activity" />
      </CardContent>
    </Card>
  );
}
