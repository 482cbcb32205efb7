import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { refreshAfterMutation } from './live-data';
import { errorCode } from './errors';
import { onUnauthorized } from './session-end';
import { createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
// Type only: the client never bundles server code.
import type { AppRouter } from '../../server/trpc/root';

export const trpc = createTRPCReact<AppRouter>();

/** How long a read counts as fresh without a change event: a safety net, since changes are pushed (live-data.ts). */
const STALE_MS = 30_000;

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // A 401 anywhere means the session ended (expired, signed out elsewhere, revoked): one handler for all.
    queryCache: new QueryCache({ onError: (error, query) => onUnauthorized(error, query.queryKey) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        onUnauthorized(error, undefined);
        // Refused because the screen was out of date (changed or removed meanwhile): show what is true now.
        const code = errorCode(error);
        if (code === 'CONFLICT' || code === 'NOT_FOUND') void refreshAfterMutation(queryClient, mutation.options.mutationKey);
      },
      // Each domain declares once what its changes refresh; call sites list nothing. Awaited, so a
      // call site's own onSuccess (a toast, a navigation) runs once the screens on show are current.
      onSuccess: (_data, _variables, _context, mutation) => refreshAfterMutation(queryClient, mutation.options.mutationKey),
    }),
    // The spec's read policy (never retried, not refetched on focus, not polled unless a screen says so), with pushed changes keeping reads fresh.
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: true },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export function createTrpcClient() {
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/trpc`;
  // Lazy: the socket opens only while a subscription (live chat, messages) is active.
  const wsClient = createWSClient({ url: wsUrl, lazy: { enabled: true, closeMs: 10_000 } });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient, transformer: superjson }),
        false: httpBatchLink({
          url: '/trpc',
          transformer: superjson,
          fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
        }),
      }),
    ],
  });
}
