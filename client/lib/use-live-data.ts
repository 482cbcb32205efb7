import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { refreshDomains } from './live-data';
import { onUnauthorized } from './session-end';
import { trpc } from './trpc';

/**
 * Keeps every screen of a signed-in person current: the server pushes which of their data changed
 * (a booking by their coach, a new message, a notification) and the matching reads refetch. After
 * a reconnect everything is read again, since changes may have been missed meanwhile.
 */
export function useLiveData(enabled: boolean): void {
  const queryClient = useQueryClient();
  const connectedBefore = useRef(false);
  trpc.live.changes.useSubscription(undefined, {
    enabled,
    onStarted: () => {
      if (connectedBefore.current) void queryClient.invalidateQueries();
      connectedBefore.current = true;
    },
    onData: (change) => void refreshDomains(queryClient, change.domains),
    // Signed out elsewhere, expired or revoked: the server closes the socket and refuses it again.
    onError: (error) => onUnauthorized(error, undefined),
  });
}
