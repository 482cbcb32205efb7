import { Award, CalendarPlus, MessageSquare, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { DEFAULT_COACH_TITLE, SPECIALTIES_PER_CARD } from '@shared/constants/coaching';
import { formatUsd } from '@shared/constants/plans';
import type { Coach } from '@shared/schemas/coaches';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { personName } from '@/lib/datetime';

export interface CoachCardActions {
  onBook(coach: Coach): void;
  onViewProfile(coach: Coach): void;
  onMessage?(coach: Coach): void;
}

/** Portrait, name and title of a coach card; `children` adds the line under the title. */
export function CoachIdentity({ coach, name, children }: { coach: Coach; name: string; children?: ReactNode }) {
  return (
    <div className="flex items-start gap-4">
      <PersonAvatar src={coach.user.profileImageUrl} firstName={coach.user.firstName} lastName={coach.user.lastName} className="size-16" />
      <div className="min-w-0 flex-1">
        <h3 className="truncate text-lg font-semibold">{name}</h3>
        <p className="truncate text-sm text-muted-foreground">{coach.title || DEFAULT_COACH_TITLE}</p>
        {children}
      </div>
    </div>
  );
}

/** The first few specialties as badges. */
export function CoachSpecialties({ specialties }: { specialties: string[] }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {specialties.slice(0, SPECIALTIES_PER_CARD).map((specialty) => (
        <Badge key={specialty} variant="outline" className="font-normal">
          {specialty}
        </Badge>
      ))}
    </div>
  );
}

/** The /coaches card: photo, name, title, rating, sessions, three specialties, experience, rate and actions. */
export function CoachCard({ coach, onBook, onViewProfile, onMessage }: { coach: Coach } & CoachCardActions) {
  const name = personName(coach.user, 'Coach');
  const rate = Number(coach.hourlyRate);
  return (
    <Card className="flex flex-col" data-testid="coach-card">
      <CardContent className="flex flex-1 flex-col gap-4 pt-5">
        <CoachIdentity coach={coach} name={name}>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {coach.rating === null ? <Badge variant="secondary">New coach</Badge> : <StarRating value={Number(coach.rating)} />}
            <span>{coach.totalSessions} sessions</span>
          </div>
        </CoachIdentity>
        <CoachSpecialties specialties={coach.specialties} />
        <div className="mt-auto space-y-1 text-sm">
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <Award className="size-4" aria-hidden="true" />
            {coach.experience}+ years experience
          </p>
          {rate > 0 && (
            <p className="font-medium">
              Starting at {formatUsd(coach.hourlyRateCents)}/hour
            </p>
          )}
        </div>
        {/* One row on a phone too: the two labelled buttons share what the icon button leaves. */}
        <div className="flex gap-2">
          <Button className="min-w-0 flex-1 px-2 sm:px-4" disabled={!coach.isAvailable} onClick={() => onBook(coach)} aria-label={coach.isAvailable ? `Book Session with ${name}` : `${name} is unavailable`}>
            <CalendarPlus aria-hidden="true" />
            {coach.isAvailable ? 'Book Session' : 'Unavailable'}
          </Button>
          <Button variant="outline" className="min-w-0 flex-1 px-2 sm:px-4" onClick={() => onViewProfile(coach)} aria-label={`View Profile of ${name}`}>
            <User aria-hidden="true" />
            View Profile
          </Button>
          {onMessage && (
            <Button variant="ghost" size="icon" onClick={() => onMessage(coach)} aria-label={`Message ${name}`} title="Message">
              <MessageSquare aria-hidden="true" />
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

export function CoachCardSkeleton() {
  return (
    <Card>
      <CardContent className="space-y-4 pt-5">
        <div className="flex gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-16" />
        </div>
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2">
          <Skeleton className="h-9 flex-1" />
          <Skeleton className="h-9 flex-1" />
        </div>
      </CardContent>
    </Card>
  );
}

/** Six skeleton cards while the directory loads. */
export function CoachGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading coaches">
      {Array.from({ length: count }, (_, i) => (
        <CoachCardSkeleton key={i} />
      ))}
    </div>
  );
}
