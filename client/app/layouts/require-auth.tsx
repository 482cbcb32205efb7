import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { goToLogin, useCurrentUser } from '@/lib/auth';

/** Signed-in routes: a signed-out visitor goes to sign-in and comes back here afterwards. */
export function RequireAuth() {
  const { isLoading, isAuthenticated, signedOut } = useCurrentUser();
  useEffect(() => {
    if (signedOut) goToLogin();
  }, [signedOut]);
  if (isLoading || !isAuthenticated) return <FullPageSpinner />;
  return <Outlet />;
}
