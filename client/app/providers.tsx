import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient, createTrpcClient, trpc } from '@/lib/trpc';
import { loadToaster } from '@/lib/toaster-chunk';

let clients: { queryClient: ReturnType<typeof createQueryClient>; trpcClient: ReturnType<typeof createTrpcClient> } | undefined;

/** One query cache and one tRPC client for the whole tab, however many subtrees wrap themselves in Providers. */
function sharedClients() {
  clients ??= { queryClient: createQueryClient(), trpcClient: createTrpcClient() };
  return clients;
}

/**
 * tRPC and React Query for the subtree. Not at the root: the public landing page needs neither, so
 * its visitors never download them; every other page sits under ProvidersLayout, and the few
 * pieces outside it (the signed-in home, the help chat) wrap themselves. They all share one cache.
 */
export function Providers({ children }: { children: ReactNode }) {
  const { queryClient, trpcClient } = sharedClients();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

/** The layout route of every page but the landing page. */
// Pages past the landing may need a toast right away (a 401 tells the person they were signed out
// and leaves half a second later): the toast viewport's chunk starts loading with this one.
void loadToaster();

export function ProvidersLayout() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}
