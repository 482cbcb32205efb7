import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { SignupIntent } from '@shared/schemas/client-signup';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useCurrentUser } from '@/lib/auth';
import { endSession } from '@/lib/session-end';

/** A signed-in route a visitor may arrive at to join (`handle: { visitorSignup }` in the route table). */
export interface AuthRouteHandle {
  visitorSignup?: Exclude<SignupIntent, 'client'>;
}

const AccountSignupPage = lazy(() => import('@/routes/account-signup'));

/**
 * Signed-in routes: a signed-out visitor is told so, goes to sign-in, and comes back here afterwards;
 * at a route that offers signup (Join as Coach, Transform Your Organization) they create the account right here instead.
 */
export function RequireAuth() {
  const { isLoading, isAuthenticated, signedOut } = useCurrentUser();
  const visitorSignup = useMatches()
    .map((match) => (match.handle as AuthRouteHandle | undefined)?.visitorSignup)
    .find(Boolean);
  useEffect(() => {
    if (signedOut && !visitorSignup) endSession();
  }, [signedOut, visitorSignup]);
  if (signedOut && visitorSignup) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <AccountSignupPage intent={visitorSignup} />
      </Suspense>
    );
  }
  if (isLoading || !isAuthenticated) return <FullPageSpinner />;
  return <Outlet />;
}
