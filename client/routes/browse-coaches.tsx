import { keepPreviousData } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DIRECTORY_SPECIALTIES } from '@shared/constants/coaching';
import type { Coach } from '@shared/schemas/coaches';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { CoachGridSkeleton } from '@/features/coaches/coach-card';
import { CoachProfileDialog } from '@/features/coaches/coach-profile-dialog';
import { CoachesEmpty } from '@/features/coaches/coaches-empty';
import { DirectoryCoachCard } from '@/features/coaches/directory-coach-card';
import { MinRatingSelect } from '@/features/coaches/min-rating-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { BookingDialog } from '@/features/sessions/booking-dialog';
import { loginUrl, useCurrentUser } from '@/lib/auth';
import { LoadMore } from '@/components/load-more';
import { coachesFound } from '@/features/coaches/coaches-found';
import { infiniteList, pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';

const ALL = 'all';

/** The public coach directory: reachable signed out; booking signs the visitor in first, then opens the dialog. */
export function BrowseCoachesPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [specialty, setSpecialty] = useState(ALL);
  const [minRating, setMinRating] = useState('any');
  const [bookingCoach, setBookingCoach] = useState<number | null>(null);
  const [profileCoach, setProfileCoach] = useState<number | null>(null);
  const q = useDebouncedValue(search.trim());
  const filters = { specialty: specialty === ALL ? undefined : specialty, minRating: minRating === 'any' ? undefined : Number(minRating), q: q || undefined };
  const coaches = trpc.coaches.list.useInfiniteQuery(filters, { ...infiniteList, placeholderData: keepPreviousData });
  const count = trpc.coaches.count.useQuery(filters, { placeholderData: keepPreviousData });
  const items = pagedItems(coaches.data);

  // Back from sign-in with ?book=<coachId>: the booking dialog opens for that coach.
  const requested = Number(params.get('book'));
  const bookingFor = bookingCoach ?? (user && Number.isInteger(requested) && requested > 0 ? requested : null);
  const closeBooking = () => {
    setBookingCoach(null);
    if (params.has('book')) {
      setParams(
        (current) => {
          current.delete('book');
          return current;
        },
        { replace: true },
      );
    }
  };

  const book = (coach: Coach) => {
    setProfileCoach(null);
    if (user) setBookingCoach(coach.id);
    else window.location.assign(loginUrl(`/browse-coaches?book=${coach.id}`));
  };
  const message = (coach: Coach) => {
    const target = `/messages?coach=${coach.id}`;
    if (user) void navigate(target);
    else window.location.assign(loginUrl(target));
  };
  const clear = () => {
    setSearch('');
    setSpecialty(ALL);
    setMinRating('any');
  };

  return (
    <div className="min-h-dvh bg-gradient-to-b from-indigo-50 to-white">
      <header className="border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 p-4">
          <Brand />
          <nav className="flex items-center gap-2" aria-label="Account">
            {userLoading ? null : user ? (
              <Button asChild>
                <Link to="/dashboard">Dashboard</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <a href={loginUrl('/browse-coaches')}>Sign In</a>
                </Button>
                <Button asChild>
                  <a href={loginUrl('/client-onboarding')}>Start Free Trial</a>
                </Button>
              </>
            )}
          </nav>
        </div>
      </header>

      <div className="mx-auto max-w-7xl space-y-6 p-4 sm:p-6 lg:p-8">
        <section className="space-y-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find Your Perfect Coach</h1>
          <p className="mx-auto max-w-2xl text-muted-foreground">
            Browse certified coaches, compare specialties and book a session. $50/month platform fee with a 7-day free trial and no credit card needed.
          </p>
        </section>

        <section className="grid gap-3 rounded-lg border bg-background p-4 shadow-sm md:grid-cols-[1fr_14rem_10rem_auto] md:items-end" aria-label="Filters">
          <div className="grid gap-1.5">
            <Label htmlFor="directory-search">Search</Label>
            <div className="relative">
              <Search className="absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden="true" />
              <Input id="directory-search" placeholder="Name, title or specialty" value={search} onChange={(e) => setSearch(e.target.value)} className="pl-9" />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="directory-specialty">Specialty</Label>
            <Select value={specialty} onValueChange={setSpecialty}>
              <SelectTrigger id="directory-specialty">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All specialties</SelectItem>
                {DIRECTORY_SPECIALTIES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {value}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <MinRatingSelect id="directory-rating" value={minRating} onChange={setMinRating} />
          </div>
          <Button variant="outline" onClick={clear}>
            Clear Filters
          </Button>
        </section>

        <p className="text-sm text-muted-foreground" aria-live="polite">
          {count.data ? coachesFound(count.data.count) : 'Loading coaches...'}
        </p>

        {coaches.isLoading ? (
          <CoachGridSkeleton />
        ) : items?.length === 0 ? (
          <CoachesEmpty onClear={clear} />
        ) : (
          <>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {items?.map((coach) => <DirectoryCoachCard key={coach.id} coach={coach} onBook={book} onViewProfile={(c) => setProfileCoach(c.id)} onMessage={message} />)}
            </div>
            <LoadMore {...coaches} what="coaches" />
          </>
        )}
      </div>

      <CoachProfileDialog coachId={profileCoach} onOpenChange={(open) => !open && setProfileCoach(null)} onBook={book} onMessage={message} />
      {user && <BookingDialog open={bookingFor !== null} onOpenChange={(open) => !open && closeBooking()} coachId={bookingFor ?? undefined} />}
    </div>
  );
}

export default BrowseCoachesPage;
