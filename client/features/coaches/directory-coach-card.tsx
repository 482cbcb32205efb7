import { Briefcase, CalendarPlus, MessageSquare, Users } from 'lucide-react';
import { formatUsd } from '@shared/constants/plans';
import type { Coach } from '@shared/schemas/coaches';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { StarRating } from '@/components/ui/star-rating';
import { personName } from '@/lib/datetime';
import { type CoachCardActions, CoachIdentity, CoachSpecialties } from './coach-card';

/** The public directory's card (/browse-coaches): bio, reviews, clients served, Message and Book Session. */
export function DirectoryCoachCard({ coach, onBook, onViewProfile, onMessage }: { coach: Coach } & CoachCardActions) {
  const name = personName(coach.user, 'Coach');
  const rateCents = coach.hourlyRateCents;
  return (
    <Card className="flex flex-col" data-testid="coach-card">
      <CardContent className="flex flex-1 flex-col gap-3 pt-5">
        <CoachIdentity coach={coach} name={name}>
          <div className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
            {/* No invented rating for a coach without reviews (the spec's 4.5 fallback would be one). */}
            {coach.rating === null ? (
              <Badge variant="secondary">New coach</Badge>
            ) : (
              <>
                <StarRating value={Number(coach.rating)} />
                <span>({coach.reviewCount} reviews)</span>
              </>
            )}
          </div>
        </CoachIdentity>
        <p className="line-clamp-3 text-sm text-muted-foreground">{coach.bio}</p>
        <CoachSpecialties specialties={coach.specialties} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <Briefcase className="size-4" aria-hidden="true" /> {coach.experience} years
          </span>
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <Users className="size-4" aria-hidden="true" /> {coach.clientsServed} clients served
          </span>
          <span className="font-semibold">{rateCents > 0 ? `${formatUsd(rateCents)}/hour` : 'Free intro sessions'}</span>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1" onClick={() => onMessage?.(coach)} aria-label={`Message ${name}`}>
            <MessageSquare aria-hidden="true" /> Message
          </Button>
          <Button className="flex-1" disabled={!coach.isAvailable} onClick={() => onBook(coach)} aria-label={coach.isAvailable ? `Book Session with ${name}` : `${name} is unavailable`}>
            <CalendarPlus aria-hidden="true" /> {coach.isAvailable ? 'Book Session' : 'Unavailable'}
          </Button>
        </div>
        <Button variant="link" size="sm" className="self-center" onClick={() => onViewProfile(coach)}>
          View Profile
        </Button>
      </CardContent>
    </Card>
  );
}
