import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { domainOfMutation, refreshDomains } from './live-data';
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
      onError: (error) => onUnauthorized(error, undefined),
      // Each domain declares once what its changes refresh; call sites list nothing.
      onSuccess: (_data, _variables, _context, mutation) => {
        const domain = domainOfMutation(mutation.options.mutationKey);
        if (domain) void refreshDomains(queryClient, [domain]);
      },
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
