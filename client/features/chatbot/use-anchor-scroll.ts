import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const WAIT_FOR_ANCHOR_MS = 3000;

/** Where an anchor's content lives for a signed-in person, whose / is the dashboard, not the landing page. */
const MEMBER_PAGES: Record<string, string> = { '#pricing': '/subscription', '#features': '/support' };

function findAnchor(hash: string): HTMLElement | null {
  return document.getElementById(decodeURIComponent(hash.replace(/^#/, '')));
}

/**
 * Scrolls to an in-page anchor ('#pricing'). When the current page has no such anchor, goes to the
 * landing page, where the marketing anchors live, and scrolls there once it has rendered; signed in
 * (no landing page at /), to the page with the same content.
 */
export function useAnchorScroll(signedIn: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const hash = pending.current;
    if (!hash) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const target = findAnchor(hash);
      if (target) {
        pending.current = null;
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      } else if (Date.now() - started < WAIT_FOR_ANCHOR_MS) {
        timer = setTimeout(attempt, 100);
      } else {
        pending.current = null;
      }
    };
    attempt();
    return () => clearTimeout(timer);
  }, [location.pathname]);

  return useCallback(
    (hash: string) => {
      const target = findAnchor(hash);
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
      // Signed in, / is the dashboard: the same content has its own page.
      if (signedIn) {
        if (MEMBER_PAGES[hash]) navigate(MEMBER_PAGES[hash]);
        return;
      }
      if (location.pathname === '/') return;
      pending.current = hash;
      navigate(`/${hash}`);
    },
    [location.pathname, navigate, signedIn],
  );
}
