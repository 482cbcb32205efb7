import type { WebSocket } from 'ws';
import type { EventBus } from './event-bus';

/** Whose live connections must end: one user's, optionally only some sessions or all but one. */
export interface SessionsRevoked {
  userId: string;
  /** Only these sessions; all of the user's when absent. */
  sessionIdHashes?: string[];
  /** Every session but this one (a password change keeps the session that made it). */
  exceptSessionIdHash?: string;
  reason: 'logout' | 'password_changed' | 'role_changed' | 'organization_changed' | 'account_deleted' | 'account_deactivated';
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
export function createLiveSockets(bus: EventBus) {
  const owners = new Map<WebSocket, Owner>();

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
      unsubscribe();
      owners.clear();
    },
  };
}

export type LiveSockets = ReturnType<typeof createLiveSockets>;

export function revokeLiveSessions(bus: EventBus, event: SessionsRevoked): void {
  bus.publish('auth.sessions_revoked', event);
}
