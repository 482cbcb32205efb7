import { QueryClient } from '@tanstack/react-query';
import { createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
// Type only: the client never bundles server code.
import type { AppRouter } from '../../server/trpc/root';

export const trpc = createTRPCReact<AppRouter>();

export function createQueryClient(): QueryClient {
  // The spec's read policy: never stale, never retried, not refetched on focus, not polled unless a screen says so.
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
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
