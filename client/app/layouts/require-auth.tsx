import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useCurrentUser } from '@/lib/auth';
import { endSession } from '@/lib/session-end';

/** Signed-in routes: a signed-out visitor is told so, goes to sign-in, and comes back here afterwards. */
export function RequireAuth() {
  const { isLoading, isAuthenticated, signedOut } = useCurrentUser();
  useEffect(() => {
    if (signedOut) endSession();
  }, [signedOut]);
  if (isLoading || !isAuthenticated) return <FullPageSpinner />;
  return <Outlet />;
}
