import { ShieldAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { personName } from '@/lib/datetime';
import { trpc } from '@/lib/trpc';

const CATEGORY_LABELS: Record<string, string> = {
  self_harm: 'Self-harm',
  harm_to_others: 'Harm to others',
  abuse: 'Abuse',
  medical_emergency: 'Medical emergency',
};

/**
 * For coaches and admins: AI sessions the safety check flagged, so a person can reach out. Shows who
 * and when, never the chat text. Renders nothing for other roles or when nothing is flagged.
 */
/** The newest flags shown on the dashboard. */
const SHOWN = 5;

export function FlaggedSessionsPanel({ role }: { role: string | undefined }) {
  const reviewer = role === 'coach' || role === 'admin';
  const flags = trpc.chat.flagged.useQuery({ limit: SHOWN }, { enabled: reviewer });
  const items = flags.data?.items;
  if (!reviewer || !items || items.length === 0) return null;
  return (
    <Card className="border-red-200" data-testid="flagged-sessions" id="flagged-sessions">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-red-800">
          <ShieldAlert className="size-5" aria-hidden="true" />
          <h2>Flagged for review</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {items.map((flag) => (
            <li key={flag.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{personName(flag.client, flag.client.email)}</p>
                <p className="text-muted-foreground">
                  {flag.aiCoachName ?? 'AI session'} · <time dateTime={flag.flaggedAt}>{new Date(flag.flaggedAt).toLocaleString()}</time>
                </p>
              </div>
              <Badge className={flag.level === 'crisis' ? 'border-transparent bg-red-100 text-red-800' : 'border-transparent bg-amber-100 text-amber-900'}>
                {flag.level === 'crisis' ? (CATEGORY_LABELS[flag.category] ?? flag.category) : 'Check-in'}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
