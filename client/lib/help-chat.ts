import { useSyncExternalStore } from 'react';

/**
 * Lets any page open the help chat widget (the Support page does). The widget, when mounted,
 * registers how to open itself; until one is mounted, pages hide their "open" buttons.
 */
const openers = new Set<() => void>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Called by the widget on mount; returns the unregister function for unmount. */
export function registerHelpChat(open: () => void): () => void {
  openers.add(open);
  changed();
  return () => {
    openers.delete(open);
    changed();
  };
}

export function openHelpChat(): void {
  for (const open of openers) open();
}

export function useHelpChatAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openers.size > 0,
    () => false,
  );
}
