import { format } from 'date-fns';
import type { ClientProgressItem } from '@shared/schemas/analytics';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

export function ClientProgressTab({ clients, hasNextPage, isFetchingNextPage, fetchNextPage }: { clients: ClientProgressItem[]; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }) {
  if (clients.length === 0) return <p className="rounded-lg border p-8 text-center text-sm text-muted-foreground">No clients in scope yet</p>;
  return (
    <div className="space-y-3">
      {clients.map((c) => (
        <Card key={c.clientId} data-testid="client-progress-row">
          <CardContent className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="min-w-0 space-y-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium">{c.clientName}</p>
                <p className="text-xs text-muted-foreground">{c.lastSessionDate ? `Last session ${format(new Date(c.lastSessionDate), 'MMM d, yyyy')}` : 'No sessions yet'}</p>
              </div>
              <div className="flex items-center gap-3">
                <Progress value={c.progressPercentage} aria-label={`${c.clientName} goal progress`} className="flex-1" />
                <span className="w-10 text-right text-sm tabular-nums">{c.progressPercentage}%</span>
              </div>
              {c.keyMilestones.length > 0 && (
                <div className="flex flex-wrap gap-1">
                  {c.keyMilestones.map((m) => (
                    <Badge key={m} variant="secondary">
                      {m}
                    </Badge>
                  ))}
                </div>
              )}
            </div>
            <dl className="grid grid-cols-3 gap-4 text-center text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Sessions</dt>
                <dd className="font-semibold tabular-nums">{c.sessionCount}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Goals</dt>
                <dd className="font-semibold tabular-nums">
                  {c.goalsCompleted}/{c.totalGoals}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Satisfaction</dt>
                <dd className="font-semibold tabular-nums">{c.satisfactionRating === null ? '-' : `${c.satisfactionRating.toFixed(1)}/5.0`}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      ))}
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} what="clients" />
    </div>
  );
}
