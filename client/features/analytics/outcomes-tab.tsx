import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { GOAL_CATEGORY_LABELS } from '@shared/constants/goals';
import type { OutcomeItem } from '@shared/schemas/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

export function OutcomesTab({ outcomes }: { outcomes: OutcomeItem[] }) {
  const data = outcomes.map((o) => ({ ...o, name: GOAL_CATEGORY_LABELS[o.category as keyof typeof GOAL_CATEGORY_LABELS] ?? o.category }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Improvement and success by goal category</CardTitle>
        </CardHeader>
        <CardContent>
          <div className="h-64 w-full" role="img" aria-label={`Outcomes: ${data.map((d) => `${d.name} ${d.improvementScore}/100, ${d.successRate}% success`).join('; ')}`} data-testid="outcomes-chart">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="name" tick={{ fontSize: 11 }} />
                <YAxis domain={[0, 100]} tick={{ fontSize: 11 }} />
                <Tooltip />
                <Legend />
                <Bar isAnimationActive={false} dataKey="improvementScore" name="Improvement (of 100)" fill="#3B82F6" radius={[4, 4, 0, 0]} />
                <Bar isAnimationActive={false} dataKey="successRate" name="Success rate %" fill="#10B981" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </CardContent>
      </Card>
      <div className="grid gap-3">
        {data.map((o) => (
          <Card key={o.category} data-testid="outcome-row">
            <CardContent className="space-y-2 p-4">
              <div className="flex items-center justify-between">
                <p className="font-medium">{o.name}</p>
                <p className="text-xs text-muted-foreground">
                  {o.clientCount} {o.clientCount === 1 ? 'client' : 'clients'}
                </p>
              </div>
              <div className="flex items-center gap-3 text-sm">
                <Progress value={o.improvementScore} aria-label={`${o.name} improvement score`} className="flex-1" />
                <span className="w-16 text-right tabular-nums">{o.improvementScore}/100</span>
              </div>
              <p className="text-xs text-muted-foreground">Success rate {o.successRate}%</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
