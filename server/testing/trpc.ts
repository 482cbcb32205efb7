import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import type { AppRouter } from '../trpc/root';

/**
 * The typed tRPC client the browser uses, for tests: HTTP batching for queries and mutations,
 * the websocket for subscriptions, both carrying the given session cookie.
 */
export function createTestTrpc(baseUrl: string, cookie?: string, options: { origin?: string } = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (options.origin) headers.origin = options.origin;

  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }

  const wsClient = createWSClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/trpc`,
    WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 200,
  });
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient, transformer: superjson }),
        false: httpBatchLink({ url: `${baseUrl}/trpc`, transformer: superjson, headers: () => headers }),
      }),
    ],
  });
  return { client, wsClient, close: () => wsClient.close() };
}
