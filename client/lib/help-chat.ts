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

/**
 * Whether the chat is open lives here, outside the widget: the widget may mount more than once
 * (loaded on the first click, remounted for a new identity) and must not forget a click.
 */
let chatOpen = false;
const openListeners = new Set<() => void>();

function setHelpChatOpen(open: boolean): void {
  if (chatOpen === open) return;
  chatOpen = open;
  for (const listener of openListeners) listener();
}

/** Asks the chat to be open; the widget shows it as soon as it is mounted. */
export function requestHelpChatOpen(): void {
  setHelpChatOpen(true);
}

/** The chat's open state and its setter, shared by every mount of the widget. */
export function useHelpChatOpen(): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(
    (listener) => {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
    () => chatOpen,
    () => false,
  );
  return [open, setHelpChatOpen];
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
