import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_REVOKED_CLOSE_CODE } from '../../lib/live-sockets';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import type { AppRouter } from '../../trpc/root';
import { until } from '../../testing/until';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every operation over one websocket, as a browser tab keeps it open; records how each socket closed. */
function liveClient(cookie: string | undefined) {
  const closes: number[] = [];
  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: cookie ? { cookie, origin: t.url } : { origin: t.url } });
      this.on('close', (code) => closes.push(code));
    }
  }
  const wsClient = createWSClient({ url: `${t.url.replace(/^http/, 'ws')}/trpc`, WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket, retryDelayMs: () => 50 });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient, transformer: superjson })] });
  const events: unknown[] = [];
  const errors: Error[] = [];
  const subscription = client.messages.events.subscribe(undefined, { onData: (event) => events.push(event), onError: (error) => errors.push(error) });
  return {
    client,
    closes,
    events,
    errors,
    close() {
      subscription.unsubscribe();
      wsClient.close();
    },
  };
}

/** auth.user over a socket that may be reconnecting: a connection error (no tRPC data) is tried again. */
async function whoAmI(live: ReturnType<typeof liveClient>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await live.client.auth.user.query();
    } catch (error) {
      if ((error as { data?: unknown }).data !== undefined || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function signedInLive(email: string): Promise<{ http: HttpClient; live: ReturnType<typeof liveClient> }> {
  const http = await t.signIn(email);
  const live = liveClient(http.cookie);
  expect((await live.client.auth.user.query()).email).toBe(email);
  return { http, live };
}

describe('websockets follow the session', () => {
  it('checks the session on every operation: a session ended behind its back answers UNAUTHORIZED', async () => {
    const { live } = await signedInLive('member@acme.example');
    try {
      // Ended in the database without any event (expiry, another instance): the next operation sees it.
      await t.db.deleteFrom('authSessions').where('userId', '=', (await live.client.auth.user.query()).id).execute();
      await expect(live.client.auth.user.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    } finally {
      live.close();
    }
  });

  it('closes the sockets of a session at sign-out, so its subscriptions stop receiving', async () => {
    const { http, live } = await signedInLive('client@example.com');
    try {
      expect(t.app.services.sockets.count()).toBeGreaterThan(0);
      expect((await http.post('/api/auth/logout')).status).toBe(200);
      await until(() => live.closes.includes(SESSION_REVOKED_CLOSE_CODE), 'the socket to close');
      // The client reconnects on its own, now without a session.
      await expect(whoAmI(live)).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    } finally {
      live.close();
    }
  });

  it('closes the sockets of the other sessions at a password change, and keeps the one that changed it', async () => {
    const email = 'live-password@example.com';
    const signup = t.anon;
    expect((await signup.post('/api/client-signup', { email, firstName: 'Live', lastName: 'Tester', goals: 'Grow' })).status).toBe(200);
    expect((await signup.post('/api/auth/password', { newPassword: 'first-long-passphrase' })).status).toBe(200);
    const other = await t.signIn(email, 'first-long-passphrase');
    const otherLive = liveClient(other.cookie);
    const ownLive = liveClient(signup.cookie);
    try {
      expect((await otherLive.client.auth.user.query()).email).toBe(email);
      expect((await ownLive.client.auth.user.query()).email).toBe(email);
      expect((await signup.post('/api/auth/password', { currentPassword: 'first-long-passphrase', newPassword: 'second-long-passphrase' })).status).toBe(200);
      await until(() => otherLive.closes.includes(SESSION_REVOKED_CLOSE_CODE), 'the other session’s socket to close');
      await expect(whoAmI(otherLive)).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
      expect(ownLive.closes).toEqual([]);
      expect((await ownLive.client.auth.user.query()).email).toBe(email);
    } finally {
      otherLive.close();
      ownLive.close();
    }
  });

  it('closes the sockets at a role change; the reconnected socket carries the new role', async () => {
    const email = 'live-role@example.com';
    const http = t.anon;
    expect((await http.post('/api/client-signup', { email, firstName: 'Live', lastName: 'Role', goals: 'Grow' })).status).toBe(200);
    const live = liveClient(http.cookie);
    try {
      expect((await live.client.auth.user.query()).role).toBe('client');
      expect((await http.post('/api/auth/update-role', { role: 'coach' })).status).toBe(200);
      await until(() => live.closes.includes(SESSION_REVOKED_CLOSE_CODE), 'the socket to close');
      expect((await whoAmI(live)).role).toBe('coach');
    } finally {
      live.close();
    }
  });
});
