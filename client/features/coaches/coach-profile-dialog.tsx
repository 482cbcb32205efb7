import { CalendarPlus, Clock, MessageSquare } from 'lucide-react';
import { DEFAULT_COACH_TITLE } from '@shared/constants/coaching';
import { formatUsd } from '@shared/constants/plans';
import type { Coach } from '@shared/schemas/coaches';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { personName } from '@/lib/datetime';
import { trpc } from '@/lib/trpc';

interface Props {
  coachId: number | null;
  onOpenChange(open: boolean): void;
  onBook(coach: Coach): void;
  onMessage?(coach: Coach): void;
}

/** A coach's full public profile, read from GET /api/coaches/{id}. */
export function CoachProfileDialog({ coachId, onOpenChange, onBook, onMessage }: Props) {
  const query = trpc.coaches.byId.useQuery({ id: coachId ?? 0 }, { enabled: coachId !== null });
  const coach = query.data;
  return (
    <Dialog open={coachId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {!coach ? (
          <div className="space-y-4" aria-busy="true">
            <DialogTitle className="sr-only">Coach profile</DialogTitle>
            {query.isError ? (
              <p className="text-sm text-destructive">This coach profile could not be loaded.</p>
            ) : (
              <>
                <div className="flex gap-4">
                  <Skeleton className="size-20 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-6 w-1/2" />
                    <Skeleton className="h-4 w-1/3" />
                  </div>
                </div>
                <Skeleton className="h-24 w-full" />
              </>
            )}
          </div>
        ) : (
          <CoachProfile coach={coach} onBook={onBook} onMessage={onMessage} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CoachProfile({ coach, onBook, onMessage }: { coach: Coach; onBook(coach: Coach): void; onMessage?(coach: Coach): void }) {
  const name = personName(coach.user, 'Coach');
  const facts = [
    { label: 'Experience', value: `${coach.experience}+ years` },
    { label: 'Sessions', value: String(coach.totalSessions) },
    { label: 'Clients served', value: String(coach.clientsServed) },
    { label: 'Hourly rate', value: coach.hourlyRateCents > 0 ? formatUsd(coach.hourlyRateCents) : 'Free intro' },
  ];
  return (
    <>
      <DialogHeader>
        <div className="flex items-center gap-4">
          <PersonAvatar src={coach.user.profileImageUrl} firstName={coach.user.firstName} lastName={coach.user.lastName} className="size-20" />
          <div className="min-w-0">
            <DialogTitle className="text-xl">{name}</DialogTitle>
            <DialogDescription>{coach.title || DEFAULT_COACH_TITLE}</DialogDescription>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {coach.rating === null ? <Badge variant="secondary">New coach</Badge> : <StarRating value={Number(coach.rating)} />}
              <span>({coach.reviewCount} reviews)</span>
              {!coach.isAvailable && <Badge variant="destructive">Unavailable</Badge>}
            </div>
          </div>
        </div>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-md bg-muted p-3">
            <dt className="text-xs text-muted-foreground">{fact.label}</dt>
            <dd className="font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section className="space-y-1">
        <h3 className="text-sm font-semibold">About</h3>
        <p className="text-sm text-muted-foreground">{coach.bio}</p>
      </section>
      {coach.resume && (
        <section className="space-y-1">
          <h3 className="text-sm font-semibold">Background</h3>
          <p className="text-sm text-muted-foreground">{coach.resume}</p>
        </section>
      )}
      <section className="space-y-2">
        <h3 className="text-sm font-semibold">Specialties</h3>
        <div className="flex flex-wrap gap-1.5">
          {coach.specialties.map((specialty) => (
            <Badge key={specialty} variant="outline" className="font-normal">
              {specialty}
            </Badge>
          ))}
        </div>
      </section>
      {coach.timezone && (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" /> Based in the {coach.timezone.replace(/_/g, ' ')} time zone
        </p>
      )}
      <DialogFooter>
        {onMessage && (
          <Button variant="outline" onClick={() => onMessage(coach)}>
            <MessageSquare aria-hidden="true" /> Message
          </Button>
        )}
        <Button disabled={!coach.isAvailable} onClick={() => onBook(coach)}>
          <CalendarPlus aria-hidden="true" /> {coach.isAvailable ? 'Book Session' : 'Unavailable'}
        </Button>
      </DialogFooter>
    </>
  );
}
