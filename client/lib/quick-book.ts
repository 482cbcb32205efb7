import { useSyncExternalStore } from 'react';

/**
 * Whether the booking dialog ('Book a Coaching Session') is open, and the coach it opens with.
 * Any button may call openQuickBook(); the dialog, mounted once in the app, reads useQuickBook().
 */
export interface QuickBookState {
  open: boolean;
  coachId: number | undefined;
}

let state: QuickBookState = { open: false, coachId: undefined };
const listeners = new Set<() => void>();

function set(next: QuickBookState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openQuickBook(coachId?: number): void {
  set({ open: true, coachId });
}

export function closeQuickBook(): void {
  set({ open: false, coachId: undefined });
}

export function useQuickBook(): QuickBookState & { setOpen: (open: boolean) => void } {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
  return { ...current, setOpen: (open) => (open ? openQuickBook(current.coachId) : closeQuickBook()) };
}
