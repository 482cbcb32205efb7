import { Download, Lock } from 'lucide-react';
import { useState } from 'react';
import { ANALYTICS_MESSAGES, ANALYTICS_PERIOD_LABELS, ANALYTICS_PERIODS, ANALYTICS_TAB_LABELS, ANALYTICS_TABS, type AnalyticsPeriod, type AnalyticsTab, DEFAULT_ANALYTICS_PERIOD } from '@shared/constants/analytics';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ClientProgressTab } from '@/features/analytics/client-progress-tab';
import { OutcomesTab } from '@/features/analytics/outcomes-tab';
import { OverviewTab } from '@/features/analytics/overview-tab';
import { PerformanceTab } from '@/features/analytics/performance-tab';
import { errorCode } from '@/lib/errors';
import { infiniteList, pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';
import { useWorkspace } from '@/lib/workspace';

/** The export link of the visible tab and period: the server streams the CSV as an attachment. */
function exportHref(period: AnalyticsPeriod, tab: AnalyticsTab, organizationId?: string) {
  const params = new URLSearchParams({ period, tab });
  if (organizationId) params.set('organizationId', organizationId);
  return `/api/analytics/export?${params.toString()}`;
}

function Loading() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true" aria-label="Loading analytics">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-28" />
      ))}
      <Skeleton className="h-64 sm:col-span-2 xl:col-span-4" />
    </div>
  );
}

export function AnalyticsDashboardPage() {
  const workspace = useWorkspace();
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [tab, setTab] = useState<AnalyticsTab>('overview');
  const organizationId = workspace.isPlatformAdmin ? (workspace.organizationId ?? undefined) : undefined;
  const input = { period, organizationId };

  const metrics = trpc.analytics.metrics.useQuery(input, { retry: false });
  const sessions = trpc.analytics.sessions.useQuery(input, { retry: false });
  const outcomes = trpc.analytics.outcomes.useQuery(input, { retry: false, enabled: tab === 'outcomes' });
  const clients = trpc.analytics.clientProgress.useInfiniteQuery({ ...input, limit: 25 }, { ...infiniteList, retry: false, enabled: tab === 'client-progress' });
  const clientItems = pagedItems(clients.data);

  const forbidden = errorCode(metrics.error) === 'FORBIDDEN';
  const scopeLine = workspace.isPlatformAdmin
    ? workspace.organization
      ? `Programme analytics of ${workspace.organization.name}.`
      : 'Programme analytics across every organization.'
    : workspace.user?.role === 'coach'
      ? 'Sessions, progress and outcomes of your clients.'
      : `Programme outcomes and ROI of ${workspace.organization?.name ?? 'your organization'}.`;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics Dashboard</h1>
          <p className="mt-1 text-muted-foreground">{scopeLine}</p>
        </div>
        {!forbidden && (
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1.5">
              <Label htmlFor="analytics-period">Period</Label>
              <Select value={period} onValueChange={(value) => setPeriod(value as AnalyticsPeriod)}>
                <SelectTrigger id="analytics-period" className="w-40" data-testid="period-select">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ANALYTICS_PERIODS.map((p) => (
                    <SelectItem key={p} value={p}>
                      {ANALYTICS_PERIOD_LABELS[p]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button variant="outline" asChild>
              <a href={exportHref(period, tab, organizationId)} download={`analytics-${tab}-${period}.csv`}>
                <Download aria-hidden="true" /> Export
              </a>
            </Button>
          </div>
        )}
      </header>

      {forbidden ? (
        <Card>
          <CardContent className="grid justify-items-center gap-3 py-10 text-center">
            <Lock className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{ANALYTICS_MESSAGES.forbidden}</p>
          </CardContent>
        </Card>
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as AnalyticsTab)}>
          <TabsList className="h-auto flex-wrap">
            {ANALYTICS_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {ANALYTICS_TAB_LABELS[t]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            {metrics.isError ? <LoadError what="Analytics" onRetry={() => void metrics.refetch()} /> : metrics.data ? <OverviewTab metrics={metrics.data} sessions={sessions.data} /> : <Loading />}
          </TabsContent>
          <TabsContent value="performance">
            {sessions.isError ? (
              <LoadError what="Session analytics" onRetry={() => void sessions.refetch()} />
            ) : metrics.data && sessions.data ? (
              <PerformanceTab metrics={metrics.data} sessions={sessions.data} />
            ) : (
              <Loading />
            )}
          </TabsContent>
          <TabsContent value="client-progress">
            {clients.isError ? (
              <LoadError what="Client progress" onRetry={() => void clients.refetch()} />
            ) : clientItems ? (
              <ClientProgressTab clients={clientItems} hasNextPage={clients.hasNextPage} isFetchingNextPage={clients.isFetchingNextPage} fetchNextPage={clients.fetchNextPage} />
            ) : (
              <Loading />
            )}
          </TabsContent>
          <TabsContent value="outcomes">
            {outcomes.isError ? <LoadError what="Outcomes" onRetry={() => void outcomes.refetch()} /> : outcomes.data ? <OutcomesTab outcomes={outcomes.data} /> : <Loading />}
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

export default AnalyticsDashboardPage;
