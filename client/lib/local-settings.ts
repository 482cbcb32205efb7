import { useSyncExternalStore } from 'react';

/**
 * Device-local settings in localStorage, readable as React state: every component using a key
 * re-renders when it changes, here or in another tab. Storage may be unavailable (private
 * windows, quotas); then reads give null and writes are dropped.
 */
const listeners = new Map<string, Set<() => void>>();

function notify(key: string | null) {
  if (key === null) {
    for (const set of listeners.values()) for (const listener of set) listener();
    return;
  }
  for (const listener of listeners.get(key) ?? []) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => notify(event.key));
}

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.error(`could not store ${key}`, error);
  }
  notify(key);
}

export function writeLocalJson(key: string, value: unknown): void {
  writeLocal(key, JSON.stringify(value));
}

/** Parses stored JSON with `parse` (which throws on a bad shape); anything unreadable is logged and yields the fallback. */
export function parseLocalJson<T>(key: string, raw: string | null, parse: (value: unknown) => T, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return parse(JSON.parse(raw));
  } catch (error) {
    console.error(`ignoring unreadable ${key} in local storage`, error);
    return fallback;
  }
}

function subscribe(key: string, listener: () => void) {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** The raw stored string of `key` (null when unset), kept current. */
export function useLocalValue(key: string): string | null {
  return useSyncExternalStore(
    (listener) => subscribe(key, listener),
    () => readLocal(key),
    () => null,
  );
}
