import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../config';
import { SESSION_REVOKED_CLOSE_CODE } from '../../lib/live-sockets';
import { type TestApp, startTestApp } from '../../testing/harness';
import type { AppRouter } from '../../trpc/root';
import { until } from '../../testing/until';

/** A session that simply runs out (nobody signs out) closes its open, idle websocket at the next periodic check. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SESSION_SOCKET_CHECK_SECONDS: '1' } });
});
afterAll(() => t.close());

function liveClient(cookie: string | undefined) {
  const closes: { code: number; reason: string }[] = [];
  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: cookie ? { cookie, origin: t.url } : { origin: t.url } });
      this.on('close', (code, reason) => closes.push({ code, reason: reason.toString() }));
    }
  }
  // No reconnecting: the test watches the first socket's end.
  const wsClient = createWSClient({ url: `${t.url.replace(/^http/, 'ws')}/trpc`, WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket, retryDelayMs: () => 60_000 });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient, transformer: superjson })] });
  const subscription = client.messages.events.subscribe(undefined, { onData: () => {}, onError: () => {} });
  return {
    client,
    closes,
    close() {
      subscription.unsubscribe();
      wsClient.close();
    },
  };
}

describe('websockets and session expiry (SESSION_SOCKET_CHECK_SECONDS=1)', () => {
  it('closes an idle socket with 4401 once its session expires, and leaves a socket of a live session open', async () => {
    const expiring = await t.signIn('member@acme.example');
    const staying = await t.signIn('client@example.com');
    const live = liveClient(expiring.cookie);
    const other = liveClient(staying.cookie);
    try {
      expect((await live.client.auth.user.query()).email).toBe('member@acme.example');
      expect((await other.client.auth.user.query()).email).toBe('client@example.com');
      const userId = (await t.db.selectFrom('users').select('id').where('email', '=', 'member@acme.example').executeTakeFirstOrThrow()).id;
      // The session runs out 1.5 s from now, as an idle one would: no sign-out, no event.
      const expiresAt = Date.now() + 1500;
      await t.db.updateTable('authSessions').set({ expiresAt: new Date(expiresAt).toISOString() }).where('userId', '=', userId).execute();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(live.closes).toEqual([]);
      await until(() => live.closes.length > 0, 'the expired session to close its socket', 4000);
      expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
      expect(live.closes[0]).toEqual({ code: SESSION_REVOKED_CLOSE_CODE, reason: 'session_expired' });
      expect(other.closes).toEqual([]);
      expect((await other.client.auth.user.query()).email).toBe('client@example.com');
    } finally {
      live.close();
      other.close();
    }
  });

  it('reads its interval from SESSION_SOCKET_CHECK_SECONDS, one minute by default', () => {
    expect(t.config.session.socketCheckMs).toBe(1000);
    const defaults = loadConfig({ NODE_ENV: 'test', DATABASE_URL: ':memory:', DATA_DIR: t.config.dataDir, SESSION_SECRET: t.config.sessionSecret });
    expect(defaults.session.socketCheckMs).toBe(60_000);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: ':memory:', DATA_DIR: t.config.dataDir, SESSION_SECRET: t.config.sessionSecret, SESSION_SOCKET_CHECK_SECONDS: '0' })).toThrow(/SESSION_SOCKET_CHECK_SECONDS/);
  });
});
