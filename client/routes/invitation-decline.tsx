import { Loader2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/** The e-mailed decline link opens this page; only the button press declines (a mail scanner's fetch changes nothing). */
export function InvitationDeclinePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const decline = trpc.coachInvitations.decline.useMutation();

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-violet-50 p-4">
      <div className="grid w-full max-w-md gap-6">
        <div className="flex justify-center">
          <Brand />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>
              <h1>{decline.isSuccess ? 'Invitation declined' : 'Decline this invitation?'}</h1>
            </CardTitle>
            <CardDescription>
              {decline.isSuccess ? `Thanks for letting us know. ${decline.data.coachName} will see that you declined.` : 'The coach who invited you will see that you declined. You can still find coaches on your own at any time.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {decline.error && (
              <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
                {errorMessage(decline.error, 'Could not decline the invitation.')}
              </p>
            )}
            {!decline.isSuccess && (
              <Button variant="destructive" disabled={!token || decline.isPending} onClick={() => decline.mutate({ token })}>
                {decline.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Decline Invitation
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to="/browse-coaches">Browse All Coaches</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

export default InvitationDeclinePage;
