import type { WebSocket } from 'ws';
import type { EventBus } from './event-bus';

/** Whose live connections must end: one user's, optionally only some sessions or all but one. */
export interface SessionsRevoked {
  userId: string;
  /** Only these sessions; all of the user's when absent. */
  sessionIdHashes?: string[];
  /** Every session but this one (a password change keeps the session that made it). */
  exceptSessionIdHash?: string;
  reason: 'logout' | 'password_changed' | 'role_changed' | 'organization_changed' | 'account_deleted' | 'account_deactivated' | 'session_expired';
}

declare module './event-bus' {
  interface AppEvents {
    'auth.sessions_revoked': SessionsRevoked;
  }
}

/** Close code sent to a socket whose session ended or whose user changed (4000-4999: application codes). */
export const SESSION_REVOKED_CLOSE_CODE = 4401;

interface Owner {
  userId: string;
  sessionIdHash: string;
}

/**
 * Open websockets by user and session. Revocations travel on the event bus, so with a
 * multi-instance bus every instance closes the sockets it holds.
 */
export interface ExpiryCheck {
  everyMs: number;
  /** Of these sessions, the ones still valid now (not expired, idle too long, nor ended). */
  liveSessions(idHashes: string[]): Promise<Set<string>>;
  onError(error: unknown): void;
}

export function createLiveSockets(bus: EventBus, expiry?: ExpiryCheck) {
  const owners = new Map<WebSocket, Owner>();

  // A session can simply run out while its socket stays open and idle: nothing revokes it, so the
  // sockets are checked against their sessions every `everyMs` and closed once theirs has expired.
  let checking = false;
  const timer = expiry
    ? setInterval(() => {
        if (checking || owners.size === 0) return;
        checking = true;
        const hashes = [...new Set([...owners.values()].map((owner) => owner.sessionIdHash))];
        expiry
          .liveSessions(hashes)
          .then((live) => {
            for (const [socket, owner] of owners) {
              if (live.has(owner.sessionIdHash)) continue;
              owners.delete(socket);
              socket.close(SESSION_REVOKED_CLOSE_CODE, 'session_expired');
            }
          })
          .catch(expiry.onError)
          .finally(() => {
            checking = false;
          });
      }, expiry.everyMs)
    : undefined;
  timer?.unref();

  const unsubscribe = bus.subscribe('auth.sessions_revoked', (event) => {
    for (const [socket, owner] of owners) {
      if (owner.userId !== event.userId) continue;
      if (event.sessionIdHashes && !event.sessionIdHashes.includes(owner.sessionIdHash)) continue;
      if (event.exceptSessionIdHash === owner.sessionIdHash) continue;
      owners.delete(socket);
      socket.close(SESSION_REVOKED_CLOSE_CODE, event.reason);
    }
  });

  return {
    register(socket: WebSocket, owner: Owner) {
      owners.set(socket, owner);
      socket.once('close', () => owners.delete(socket));
    },
    /** Number of registered sockets (for tests and diagnostics). */
    count(userId?: string) {
      return [...owners.values()].filter((owner) => userId === undefined || owner.userId === userId).length;
    },
    close() {
      if (timer) clearInterval(timer);
      unsubscribe();
      owners.clear();
    },
  };
}

export type LiveSockets = ReturnType<typeof createLiveSockets>;

export function revokeLiveSessions(bus: EventBus, event: SessionsRevoked): void {
  bus.publish('auth.sessions_revoked', event);
}
