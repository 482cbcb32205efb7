import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsMetrics, SessionAnalytics } from '@shared/schemas/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const COLORS = ['#3B82F6', '#10B981', '#8B5CF6', '#F59E0B'];
const TYPE_LABELS: Record<string, string> = { ai: 'AI', human: 'Human', hybrid: 'Hybrid' };

export function PerformanceTab({ metrics, sessions }: { metrics: AnalyticsMetrics; sessions: SessionAnalytics }) {
  const rated = sessions.buckets.filter((b) => b.averageRating !== null);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-base">Sessions and minutes per {sessions.granularity}</CardTitle>
        </CardHeader>
        <CardContent>
          <div className="h-64 w-full" role="img" aria-label="Completed and AI sessions per bucket" data-testid="performance-chart" data-total={sessions.buckets.reduce((s, b) => s + b.totalSessions, 0)}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={sessions.buckets} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
                <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
                <Tooltip />
                <Legend />
                <Bar isAnimationActive={false} dataKey="completedSessions" name="Completed" fill="#10B981" radius={[4, 4, 0, 0]} />
                <Bar isAnimationActive={false} dataKey="aiSessions" name="AI sessions" fill="#8B5CF6" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Average rating (of 5.0)</CardTitle>
        </CardHeader>
        <CardContent>
          {rated.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">No rated sessions in this period</p>
          ) : (
            <div className="h-56 w-full" role="img" aria-label={`Average rating: ${metrics.averageRating.toFixed(1)} of 5.0`}>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={rated} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
                  <YAxis domain={[0, 5]} tick={{ fontSize: 11 }} />
                  <Tooltip />
                  <Line isAnimationActive={false} type="monotone" dataKey="averageRating" name="Rating" stroke="#F59E0B" strokeWidth={2} dot />
                </LineChart>
              </ResponsiveContainer>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Sessions by type</CardTitle>
        </CardHeader>
        <CardContent>
          {sessions.byType.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">No sessions in this period</p>
          ) : (
            <div className="h-56 w-full" role="img" aria-label={`Sessions by type: ${sessions.byType.map((t) => `${TYPE_LABELS[t.type] ?? t.type} ${t.count}`).join(', ')}`}>
              <ResponsiveContainer width="100%" height="100%">
                <PieChart>
                  <Pie isAnimationActive={false} data={sessions.byType.map((t) => ({ name: TYPE_LABELS[t.type] ?? t.type, value: t.count }))} dataKey="value" nameKey="name" innerRadius={45} outerRadius={80} label>
                    {sessions.byType.map((t, i) => (
                      <Cell key={t.type} fill={COLORS[i % COLORS.length]} />
                    ))}
                  </Pie>
                  <Tooltip />
                  <Legend />
                </PieChart>
              </ResponsiveContainer>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
