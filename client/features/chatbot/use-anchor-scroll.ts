import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const WAIT_FOR_ANCHOR_MS = 3000;

function findAnchor(hash: string): HTMLElement | null {
  return document.getElementById(decodeURIComponent(hash.replace(/^#/, '')));
}

/**
 * Scrolls to an in-page anchor ('#pricing'). When the current page has no such anchor, goes to the
 * landing page, where the marketing anchors live, and scrolls there once it has rendered.
 */
export function useAnchorScroll() {
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
      if (location.pathname === '/') return;
      pending.current = hash;
      navigate(`/${hash}`);
    },
    [location.pathname, navigate],
  );
}
