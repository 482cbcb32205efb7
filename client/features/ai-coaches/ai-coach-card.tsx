import { Loader2, MessageSquare, Play } from 'lucide-react';
import { SPECIALTIES_PER_CARD } from '@shared/constants/coaching';
import type { AiCoach } from '@shared/schemas/ai-coaches';
import { AiCoachIcon } from '@/components/ai-coach-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export interface AiCoachCardProps {
  coach: AiCoach;
  onStart(coach: AiCoach): void;
  onChat(coach: AiCoach): void;
  /** The chat for this coach is being opened. */
  opening: boolean;
}

export function AiCoachCard({ coach, onStart, onChat, opening }: AiCoachCardProps) {
  return (
    <Card className="flex flex-col" data-testid="ai-coach-card">
      <CardHeader className="flex-row items-start gap-3">
        <AiCoachIcon coach={coach} className="size-12" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold leading-tight">{coach.name}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{coach.description}</p>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-wrap gap-1.5" aria-label="Specialties">
          {coach.specialties.slice(0, SPECIALTIES_PER_CARD).map((specialty) => (
            <li key={specialty}>
              <Badge variant="secondary">{specialty}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button className="flex-1" onClick={() => onStart(coach)} aria-label={`Start AI Session with ${coach.name}`}>
          <Play aria-hidden="true" /> Start AI Session
        </Button>
        <Button className="flex-1" variant="outline" disabled={opening} onClick={() => onChat(coach)} aria-label={`Chat Interface with ${coach.name}`}>
          {opening ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MessageSquare aria-hidden="true" />} Chat Interface
        </Button>
      </CardFooter>
    </Card>
  );
}

export function AiCoachGridSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading AI coaches">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} data-testid="ai-coach-skeleton">
          <CardHeader className="flex-row items-start gap-3">
            <Skeleton className="size-12 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
            </div>
          </CardHeader>
          <CardContent className="space-y-3">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-9 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
