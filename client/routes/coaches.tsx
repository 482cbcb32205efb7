import { keepPreviousData } from '@tanstack/react-query';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { COACH_SORT_LABELS, COACH_SORTS, COACH_SPECIALTY_CHIPS, type CoachSort } from '@shared/constants/coaching';
import type { Coach } from '@shared/schemas/coaches';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { CoachCard, CoachGridSkeleton } from '@/features/coaches/coach-card';
import { CoachProfileDialog } from '@/features/coaches/coach-profile-dialog';
import { CoachesEmpty } from '@/features/coaches/coaches-empty';
import { MinRatingSelect } from '@/features/coaches/min-rating-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { BookingDialog } from '@/features/sessions/booking-dialog';
import { LoadMore } from '@/components/load-more';
import { coachesFound } from '@/features/coaches/coaches-found';
import { infiniteList, pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';

/** Find Your Coach: search, specialty chips, minimum rating, sort, cards, booking and profiles. */
export function CoachesPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [specialty, setSpecialty] = useState<string>('All');
  const [minRating, setMinRating] = useState('any');
  const [sort, setSort] = useState<CoachSort>('rating');
  const [showFilters, setShowFilters] = useState(false);
  const [bookingCoach, setBookingCoach] = useState<number | null>(null);
  const [profileCoach, setProfileCoach] = useState<number | null>(null);
  const q = useDebouncedValue(search.trim());

  const filters = { specialty: specialty === 'All' ? undefined : specialty, q: q || undefined, minRating: minRating === 'any' ? undefined : Number(minRating) };
  const coaches = trpc.coaches.list.useInfiniteQuery({ ...filters, sort }, { ...infiniteList, placeholderData: keepPreviousData });
  const count = trpc.coaches.count.useQuery(filters, { placeholderData: keepPreviousData });
  const items = pagedItems(coaches.data);
  const clear = () => {
    setSearch('');
    setSpecialty('All');
    setMinRating('any');
  };
  const book = (coach: Coach) => {
    setProfileCoach(null);
    setBookingCoach(coach.id);
  };
  const message = (coach: Coach) => void navigate(`/messages?coach=${coach.id}`);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Find Your Coach</h1>
        <p className="text-muted-foreground">Certified coaches for leadership, strategy, careers and more.</p>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search className="absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden="true" />
          <Input aria-label="Search coaches" placeholder="Search by name, title or specialty..." value={search} onChange={(e) => setSearch(e.target.value)} className="pl-9" />
        </div>
        <Button variant="outline" aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
          <SlidersHorizontal aria-hidden="true" /> Filters
        </Button>
      </div>

      {showFilters && (
        <div className="grid max-w-xs gap-1.5">
          <MinRatingSelect id="coaches-min-rating" value={minRating} onChange={setMinRating} />
        </div>
      )}

      <div className="flex flex-wrap gap-2" role="group" aria-label="Specialty">
        {COACH_SPECIALTY_CHIPS.map((chip) => (
          <Button key={chip} size="sm" variant={specialty === chip ? 'default' : 'outline'} className="rounded-full" aria-pressed={specialty === chip} onClick={() => setSpecialty(chip)}>
            {chip}
          </Button>
        ))}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {count.data ? coachesFound(count.data.count) : 'Loading coaches...'}
        </p>
        <div className="flex items-center gap-2">
          <Label htmlFor="coaches-sort" className="text-sm text-muted-foreground">
            Sort by
          </Label>
          <Select value={sort} onValueChange={(value) => setSort(value as CoachSort)}>
            <SelectTrigger id="coaches-sort" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {COACH_SORTS.map((value) => (
                <SelectItem key={value} value={value}>
                  {COACH_SORT_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {coaches.isLoading ? (
        <CoachGridSkeleton />
      ) : coaches.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The coach directory could not be loaded. Please try again.
        </p>
      ) : items?.length === 0 ? (
        <CoachesEmpty onClear={clear} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items?.map((coach) => <CoachCard key={coach.id} coach={coach} onBook={book} onViewProfile={(c) => setProfileCoach(c.id)} onMessage={message} />)}
          </div>
          <LoadMore {...coaches} what="coaches" />
        </>
      )}

      <CoachProfileDialog coachId={profileCoach} onOpenChange={(open) => !open && setProfileCoach(null)} onBook={book} onMessage={message} />
      <BookingDialog open={bookingCoach !== null} onOpenChange={(open) => !open && setBookingCoach(null)} coachId={bookingCoach ?? undefined} />
    </div>
  );
}

export default CoachesPage;
