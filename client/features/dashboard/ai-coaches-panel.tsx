import { Link } from 'react-router';
import { DASHBOARD_AI_COACHES } from '@shared/constants/coaching';
import type { AiCoach } from '@shared/schemas/ai-coaches';
import { AiCoachIcon } from '@/components/ai-coach-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function AiCoachesPanel({ coaches }: { coaches: AiCoach[] | undefined }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>
          <h2>AI Coaches</h2>
        </CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/ai-coaches">View all</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {coaches === undefined && [0, 1, 2].map((i) => <Skeleton key={i} className="h-14 w-full" />)}
        {coaches?.length === 0 && <p className="text-sm text-muted-foreground">No AI coaches available</p>}
        {coaches?.slice(0, DASHBOARD_AI_COACHES).map((coach) => (
          <div key={coach.id} className="flex items-center gap-3" data-testid="dashboard-ai-coach">
            <AiCoachIcon coach={coach} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{coach.name}</p>
              <p className="truncate text-xs text-muted-foreground">{coach.description}</p>
            </div>
            <Button asChild size="sm" variant="outline">
              <Link to="/ai-coaches" aria-label={`Chat with ${coach.name}`}>
                Chat
              </Link>
            </Button>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
