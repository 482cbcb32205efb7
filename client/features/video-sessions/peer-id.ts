/**
 * A tab's id in a call, kept across a reload of the tab: the reloaded page takes its old place in the call at
 * once (the others replace their connection to it, see CallController.connectAfresh) instead of showing a
 * second tile until the old one's grace runs out (LEAVE_GRACE_MS on the server).
 *
 * The id waits in the tab's sessionStorage only while the page is gone: it is taken out when the call opens
 * and put back when the page is hidden for good (a reload, a navigation). A tab duplicated from this one,
 * which copies sessionStorage, so finds none and makes its own: two tabs of one person stay two peers.
 */

const key = (sessionId: number) => `call-peer:${sessionId}`;
const VALID = /^[A-Za-z0-9_-]{16,64}$/;
/** The ids this page holds (the strict-mode double mount asks twice). */
const held = new Map<number, string>();

function randomPeerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): every page load is a new tab.
    return null;
  }
}

/** The tab id for a call: the one this tab had before a reload, or a new one. */
export function claimPeerId(sessionId: number): string {
  const holding = held.get(sessionId);
  if (holding) return holding;
  const saved = storage()?.getItem(key(sessionId)) ?? null;
  storage()?.removeItem(key(sessionId));
  const peerId = saved && VALID.test(saved) ? saved : randomPeerId();
  held.set(sessionId, peerId);
  return peerId;
}

/** While the call is open, a reload of the page finds the tab id again; returns the cleanup. */
export function keepPeerIdOnReload(sessionId: number, peerId: string): () => void {
  const onHide = () => storage()?.setItem(key(sessionId), peerId);
  // Back from the back-forward cache the page goes on: the id is taken out again.
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) storage()?.removeItem(key(sessionId));
  };
  window.addEventListener('pagehide', onHide);
  window.addEventListener('pageshow', onShow);
  return () => {
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('pageshow', onShow);
  };
}
