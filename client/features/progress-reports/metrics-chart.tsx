import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProgressMetric } from '@shared/schemas/progress-reports';

/** Each metric as a share of its target, so figures of different units sit on one axis. */
export function MetricsChart({ metrics }: { metrics: ProgressMetric[] }) {
  const data = metrics.map((m) => ({ name: m.name, percent: m.target > 0 ? Math.round((m.value / m.target) * 100) : 0 }));
  return (
    <div className="h-56 w-full" role="img" aria-label={`Progress against targets: ${data.map((d) => `${d.name} ${d.percent}%`).join(', ')}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} />
          <YAxis unit="%" tick={{ fontSize: 11 }} width={44} />
          <Tooltip formatter={(value) => [`${String(value)}%`, 'of target']} />
          <Bar dataKey="percent" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
