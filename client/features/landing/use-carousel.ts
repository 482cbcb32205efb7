import { type RefObject, useEffect, useState } from 'react';

/**
 * Slide index that advances every `intervalMs` (0, 1, 2 and back). Choosing a slide restarts the
 * wait. It holds while the pointer or focus is in the carousel or the pause button is on (WCAG
 * 2.2.2), and while the carousel is scrolled out of view, so the tabs that follow the slide do not
 * change under someone reading them.
 */
export function useCarousel(count: number, intervalMs: number, target: RefObject<HTMLElement | null>) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [onScreen, setOnScreen] = useState(true);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true), { threshold: 0.25 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  useEffect(() => {
    if (paused || held || !onScreen) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, held, onScreen, count, intervalMs]);

  return { index, setIndex, paused, setPaused, setHeld };
}
