import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { Button } from '@/components/ui/button';
import { loginUrl, useCurrentUser } from '@/lib/auth';

// Its own chunk: a signed-out visitor never downloads the dashboard.
const DashboardPage = lazy(() => import('./dashboard'));

// Signed in: the dashboard. Signed out: a placeholder until the landing page lands.
export function HomePage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  if (user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <DashboardPage />
      </Suspense>
    );
  }
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
      <Brand />
      <h1 className="text-2xl font-semibold">Coaching with people and AI, in one place</h1>
      <div className="flex gap-3">
        <Button asChild>
          <a href={loginUrl()}>Sign In</a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/client-signup">Get Started</Link>
        </Button>
      </div>
    </main>
  );
}

export default HomePage;
