import { Bot, CheckCircle2, Clock, Smile, Star, Target, UserCheck, Video } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsMetrics, SessionAnalytics } from '@shared/schemas/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { MetricCard } from './metric-card';

export function OverviewTab({ metrics, sessions }: { metrics: AnalyticsMetrics; sessions: SessionAnalytics | undefined }) {
  const m = metrics;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <MetricCard testId="metric-total-sessions" label="Total Sessions" value={String(m.totalSessions)} delta={m.trends.totalSessions} deltaUnit="%" icon={<Video className="size-5" aria-hidden="true" />} />
        <MetricCard testId="metric-completion-rate" label="Completion Rate" value={`${m.completionRate}%`} delta={m.trends.completionRate} deltaUnit=" pts" icon={<CheckCircle2 className="size-5" aria-hidden="true" />} />
        <MetricCard testId="metric-average-rating" label="Average Rating" value={m.averageRating.toFixed(1)} delta={m.trends.averageRating} icon={<Star className="size-5" aria-hidden="true" />} />
        <MetricCard testId="metric-retention" label="Client Retention" value={`${m.clientRetentionRate}%`} delta={m.trends.clientRetentionRate} deltaUnit=" pts" icon={<UserCheck className="size-5" aria-hidden="true" />} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">Sessions over time</CardTitle>
          </CardHeader>
          <CardContent>
            <div className="h-64 w-full" role="img" aria-label={`Sessions over time: ${sessions?.buckets.map((b) => `${b.label} ${b.totalSessions}`).join(', ') ?? 'loading'}`} data-testid="sessions-chart" data-total={sessions?.buckets.reduce((s, b) => s + b.totalSessions, 0) ?? ''} data-buckets={sessions?.buckets.length ?? ''}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={sessions?.buckets ?? []} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
                  <Tooltip />
                  <Bar dataKey="totalSessions" name="Sessions" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
                  <Bar dataKey="completedSessions" name="Completed" fill="#10B981" radius={[3, 3, 0, 0]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Programme health</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4 text-sm">
            <Row icon={<Target className="size-4" aria-hidden="true" />} label="Goals achieved" value={`${m.goalsAchieved} / ${m.totalGoals}`} percent={m.totalGoals ? Math.round((m.goalsAchieved * 100) / m.totalGoals) : 0} />
            <Row icon={<Smile className="size-4" aria-hidden="true" />} label="Client satisfaction" value={`${m.clientSatisfactionScore.toFixed(1)} / 5.0`} percent={Math.round((m.clientSatisfactionScore / 5) * 100)} />
            <Row icon={<Bot className="size-4" aria-hidden="true" />} label="AI contribution" value={`${m.aiContribution}%`} percent={m.aiContribution} />
            <p className="flex items-center gap-2 text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" /> Average session: <span className="font-medium text-foreground">{m.averageSessionDuration} min</span>
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Row({ icon, label, value, percent }: { icon: React.ReactNode; label: string; value: string; percent: number }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-muted-foreground">
          {icon} {label}
        </span>
        <span className="font-medium tabular-nums">{value}</span>
      </div>
      <Progress value={percent} aria-label={label} />
    </div>
  );
}
