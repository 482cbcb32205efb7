import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DirectInviteForm } from '@/features/coach-invitations/direct-invite-form';
import { InvitationHistory } from '@/features/coach-invitations/invitation-history';
import { InvitationLinkCard, QrCodeCard } from '@/features/coach-invitations/invitation-link-card';
import { useCurrentUser } from '@/lib/auth';
import { errorCode, errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

function Notice({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <UserPlus className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="max-w-md font-medium">{text}</p>
        <Button asChild>
          <Link to={to}>{action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function CoachInvitationsPage() {
  const { user } = useCurrentUser();
  const isCoach = user?.role === 'coach';
  const link = trpc.coachInvitations.link.useQuery(undefined, { enabled: isCoach, retry: false });

  let body: React.ReactNode;
  if (!isCoach) body = <Notice text="Client invitations are for coaches. Become a coach to get your personal invitation link." to="/role-selection" action="Choose Your Role" />;
  else if (link.isLoading) body = <Skeleton className="h-64" aria-label="Loading your invitation link" />;
  else if (errorCode(link.error) === 'CONFLICT') body = <Notice text={errorMessage(link.error, 'Create your coach profile first.')} to="/coach-onboarding" action="Set Up Coach Profile" />;
  else if (link.error || !link.data) body = <p role="alert" className="text-destructive">{errorMessage(link.error, 'Could not load your invitation link.')}</p>;
  else
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <InvitationLinkCard link={link.data} />
          <DirectInviteForm />
        </div>
        <div className="grid content-start gap-6">
          <QrCodeCard link={link.data} />
        </div>
        <div className="lg:col-span-2">
          <InvitationHistory />
        </div>
      </div>
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Client Invitations</h1>
        <p className="mt-1 text-muted-foreground">Grow your practice: share your link or QR code, or invite people by email.</p>
      </div>
      {body}
    </div>
  );
}

export default CoachInvitationsPage;
