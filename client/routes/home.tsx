import { lazy, Suspense, useEffect, useState } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';

// Separate chunks: a visitor downloads the landing page only (no tRPC, no React Query), a member
// the providers, the shell and the dashboard. The landing chunk starts downloading with this module,
// alongside the sign-in check, rather than after it.
const landingChunk = import('./landing');
const LandingPage = lazy(() => landingChunk);
const MemberHome = lazy(() => import('./home-member'));

function readSignedIn(): Promise<boolean> {
  return fetch('/api/auth/status', { credentials: 'include', headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<{ signedIn: boolean }>) : { signedIn: false }))
    .then(
      (body) => body.signedIn,
      () => false,
    );
}

// The first check starts as soon as this module loads; a later visit to / asks again.
let firstCheck: Promise<boolean> | null = readSignedIn();

/**
 * Whether a session cookie signs someone in: one plain read of GET /api/auth/status (200 either
 * way, so a visitor's console stays clean), and the landing page needs no API client to decide.
 */
function useSignedIn(): boolean | undefined {
  const [signedIn, setSignedIn] = useState<boolean>();
  useEffect(() => {
    let live = true;
    const check = firstCheck ?? readSignedIn();
    firstCheck = null;
    void check.then((value) => live && setSignedIn(value));
    return () => {
      live = false;
    };
  }, []);
  return signedIn;
}

/** `/`: the landing page for visitors, the dashboard (inside the shell) once signed in. */
export function HomePage() {
  const signedIn = useSignedIn();
  if (signedIn === undefined) return <FullPageSpinner />;
  return <Suspense fallback={<FullPageSpinner />}>{signedIn ? <MemberHome /> : <LandingPage />}</Suspense>;
}

export default HomePage;
