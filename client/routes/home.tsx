import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useCurrentUser } from '@/lib/auth';

// Separate chunks: a visitor downloads the landing page only, a member the shell and dashboard only.
const LandingPage = lazy(() => import('./landing'));
const AppShell = lazy(() => import('@/features/shell/app-shell'));
const DashboardPage = lazy(() => import('./dashboard'));

/** `/`: the landing page for visitors, the dashboard (inside the shell) once signed in. */
export function HomePage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {user ? (
        <AppShell>
          <DashboardPage />
        </AppShell>
      ) : (
        <LandingPage />
      )}
    </Suspense>
  );
}

export default HomePage;
