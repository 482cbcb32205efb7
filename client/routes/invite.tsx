import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ONBOARDING_MESSAGES } from '@shared/constants/onboarding';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { InvitedCoachProfile } from '@/features/invitation-landing/invited-coach-profile';
import { SiteFooter, SiteHeader } from '@/features/landing/site-chrome';
import { loginUrl, useCurrentUser } from '@/lib/auth';
import { trpc } from '@/lib/trpc';

function NotFound() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <SearchX className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{ONBOARDING_MESSAGES.invitations.notFound}</h1>
        <p className="text-muted-foreground">{ONBOARDING_MESSAGES.invitations.notFoundText}</p>
        <Button asChild>
          <Link to="/browse-coaches">Browse All Coaches</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function InvitePage() {
  const { coachId: param } = useParams();
  const coachId = param && /^\d{1,12}$/.test(param) ? Number(param) : null;
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const coach = trpc.coaches.byId.useQuery({ id: coachId ?? 0 }, { enabled: coachId !== null, retry: false });
  const track = trpc.coachInvitations.trackClick.useMutation();
  const tracked = useRef<number | null>(null);
  useEffect(() => {
    // Counted once per page view; the server also counts an address only once an hour.
    if (coachId === null || tracked.current === coachId) return;
    tracked.current = coachId;
    track.mutate({ coachId });
  }, [coachId, track]);

  const referral = { coach_referral: String(coachId) };
  const startTrial = () => window.location.assign(loginUrl('/client-onboarding', referral));
  const bookDiscovery = () => {
    const target = `/browse-coaches?book=${coachId}`;
    if (user) navigate(target);
    else window.location.assign(loginUrl(target, referral));
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex-1 bg-gradient-to-br from-indigo-50 via-white to-violet-50 px-4 py-8 sm:py-12">
        <div className="mx-auto max-w-6xl">
          {coachId !== null && coach.isLoading ? (
            <div className="grid gap-6 lg:grid-cols-[3fr_2fr]" aria-label="Loading the invitation">
              <Skeleton className="h-96" />
              <Skeleton className="h-72" />
            </div>
          ) : coach.data ? (
            <InvitedCoachProfile coach={coach.data} onStartTrial={startTrial} onBookDiscovery={bookDiscovery} />
          ) : (
            <NotFound />
          )}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

export default InvitePage;
