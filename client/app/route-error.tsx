import { useEffect, useState } from 'react';
import { Link, useRouteError } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { Button } from '@/components/ui/button';
import { isStaleChunkError, mayReloadForNewBuild, reloadForNewBuild } from '@/lib/stale-build';

/**
 * What a person sees when a page fails to open: after a deploy (a chunk of the old build is gone) the
 * page quietly loads the new build; anything else gets a plain message with a way forward.
 */
export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => isStaleChunkError(error) && mayReloadForNewBuild());
  useEffect(() => {
    if (reloading) reloadForNewBuild();
  }, [reloading]);
  useEffect(() => {
    if (!isStaleChunkError(error)) console.error('page failed to open', error);
  }, [error]);
  if (reloading) return <FullPageSpinner label="Loading the latest version" />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">This page could not be opened</h1>
      <p className="max-w-md text-muted-foreground">Something went wrong on our side or with the connection. Reloading usually helps; your data is safe.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </div>
    </main>
  );
}
