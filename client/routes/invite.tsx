import { Loader2, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Coach } from '@shared/schemas/coaches';
import { personName } from '@shared/utils/person-name';
import { safeRedirect } from '@shared/utils/safe-redirect';
import { ONBOARDING_MESSAGES } from '@shared/constants/onboarding';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { InvitedCoachProfile } from '@/features/invitation-landing/invited-coach-profile';
import { SiteFooter, SiteHeader } from '@/features/landing/site-chrome';
import { loginUrl, useCurrentUser } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** Accepting an invitation: a signed-in client joins the coach at once; signed out, the next sign-in or new account in this browser joins. */
function useAcceptInvitation(redirect: string) {
  const navigate = useNavigate();
  return trpc.coachInvitations.accept.useMutation({
    onSuccess: (result) => {
      if (result.status === 'joined') {
        toast({ title: 'Invitation Accepted', description: `You are now a client of ${result.coachName}.` });
        // In the app, so the toast stays in sight (what the change affects was read again: lib/live-data.ts).
        void navigate(redirect);
      } else {
        window.location.assign(`/sign-in?${new URLSearchParams({ redirect })}`);
      }
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to accept the invitation. Please try again.'), variant: 'destructive' }),
  });
}

const consequence = (name: string) => `${name} will become your coach and will see your goals, sessions and progress reports.`;

/** Accepting an invitation changes who sees the person's goals and reports: it takes an explicit confirmation. */
function ConfirmInvitation({ coach, redirect, signedIn, onDismiss }: { coach: Coach; redirect: string; signedIn: boolean; onDismiss(): void }) {
  const name = personName(coach.user, 'this coach');
  const accept = useAcceptInvitation(redirect);
  return (
    <Card className="mb-6 border-primary/40" role="region" aria-labelledby="confirm-invitation-title">
      <CardHeader>
        <CardTitle>
          <h2 id="confirm-invitation-title">Accept {name}&apos;s invitation?</h2>
        </CardTitle>
        <CardDescription>
          {consequence(name)}
          {!signedIn && ' Sign in or create your account next to finish.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button onClick={() => accept.mutate({ coachId: coach.id })} disabled={accept.isPending || accept.isSuccess}>
          {accept.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Accept invitation
        </Button>
        <Button variant="outline" onClick={onDismiss} disabled={accept.isPending}>
          Not now
        </Button>
      </CardContent>
    </Card>
  );
}

/** 'Work with {coach}' for someone already signed in: the same acceptance, confirmed in a dialog. */
function WorkWithDialog({ coach, open, onOpenChange }: { coach: Coach; open: boolean; onOpenChange(open: boolean): void }) {
  const name = personName(coach.user, 'this coach');
  const accept = useAcceptInvitation('/dashboard');
  return (
    <Dialog open={open} onOpenChange={(next) => !accept.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Work with {name}?</DialogTitle>
          <DialogDescription>{consequence(name)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={accept.isPending}>
            Cancel
          </Button>
          <Button onClick={() => accept.mutate({ coachId: coach.id })} disabled={accept.isPending || accept.isSuccess}>
            {accept.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Accept invitation
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

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
  const [params, setParams] = useSearchParams();
  const confirming = params.get('confirm') === '1';
  const afterAccept = safeRedirect(params.get('redirect'), '/client-onboarding');
  const { user } = useCurrentUser();
  const [workWith, setWorkWith] = useState(false);
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
      <SiteHeader signedIn={Boolean(user)} />
      <main className="flex-1 bg-gradient-to-br from-indigo-50 via-white to-violet-50 px-4 py-8 sm:py-12">
        <div className="mx-auto max-w-6xl">
          {coachId !== null && coach.isLoading ? (
            <div className="grid gap-6 lg:grid-cols-[3fr_2fr]" aria-label="Loading the invitation">
              <Skeleton className="h-96" />
              <Skeleton className="h-72" />
            </div>
          ) : coach.data ? (
            <>
              {confirming && <ConfirmInvitation coach={coach.data} redirect={afterAccept} signedIn={Boolean(user)} onDismiss={() => setParams({}, { replace: true })} />}
              <InvitedCoachProfile
                coach={coach.data}
                viewer={!user ? 'visitor' : user.id === coach.data.userId ? 'self' : 'member'}
                onStartTrial={startTrial}
                onWorkWith={() => setWorkWith(true)}
                onBookDiscovery={bookDiscovery}
              />
              {user && <WorkWithDialog coach={coach.data} open={workWith} onOpenChange={setWorkWith} />}
            </>
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
