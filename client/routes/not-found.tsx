import { Link, useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { Button } from '@/components/ui/button';
import { AppShell } from '@/features/shell/app-shell';
import { useCurrentUser } from '@/lib/auth';

function NotFoundMessage({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-2">
        {signedIn && (
          <Button variant="outline" onClick={() => void navigate(-1)}>
            Go Back
          </Button>
        )}
        <Button asChild>{signedIn ? <Link to="/dashboard">Go to Dashboard</Link> : <Link to="/">Go Home</Link>}</Button>
      </div>
    </div>
  );
}

/** Unknown addresses: inside the shell (sidebar and header) for signed-in people, so the way back is where it always is. */
export function NotFoundPage() {
  const { user, settled } = useCurrentUser();
  if (!settled) return <FullPageSpinner />;
  if (user) {
    return (
      <AppShell>
        <NotFoundMessage signedIn />
      </AppShell>
    );
  }
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center p-6">
      <NotFoundMessage signedIn={false} />
    </main>
  );
}

export default NotFoundPage;
