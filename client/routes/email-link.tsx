import { AlertCircle, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/** Where an e-mailed sign-in link lands: the token is sent by POST, never consumed by the GET itself. */
export function EmailLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const consume = trpc.auth.consumeEmailLink.useMutation({
    // A full navigation: every screen starts from the new session, and the token leaves the history.
    onSuccess: ({ redirect }) => window.location.replace(redirect),
  });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    consume.mutate({ token });
  }, [consume, token]);

  const failed = !token || consume.isError;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-violet-50 p-4">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Brand />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>
              <h1>{failed ? 'This link did not work' : 'Signing you in...'}</h1>
            </CardTitle>
            {failed && (
              <CardDescription className="flex gap-2">
                <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                <span role="alert">
                  {token
                    ? errorMessage(consume.error, 'Something went wrong. Please request a new link.')
                    : 'The link is missing its sign-in code. Open the link from the e-mail again, or request a new one.'}
                </span>
              </CardDescription>
            )}
          </CardHeader>
          <CardContent>
            {failed ? (
              <Button asChild className="w-full">
                <Link to="/sign-in">Back to Sign In</Link>
              </Button>
            ) : (
              <div className="flex justify-center py-4" role="status">
                <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
                <span className="sr-only">Signing you in</span>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

export default EmailLinkPage;
