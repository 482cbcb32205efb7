import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { Button } from '@/components/ui/button';
import { loginUrl, useCurrentUser } from '@/lib/auth';

// Placeholder until the landing page (signed out) and the dashboard (signed in) land.
export function HomePage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
      <Brand />
      {user ? (
        <>
          <h1 className="text-2xl font-semibold">Welcome back, {user.firstName ?? user.email}</h1>
          <Button asChild variant="outline">
            <a href="/api/logout">Sign Out</a>
          </Button>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">Coaching with people and AI, in one place</h1>
          <div className="flex gap-3">
            <Button asChild>
              <a href={loginUrl()}>Sign In</a>
            </Button>
            <Button asChild variant="outline">
              <Link to="/client-signup">Get Started</Link>
            </Button>
          </div>
        </>
      )}
    </main>
  );
}

export default HomePage;
