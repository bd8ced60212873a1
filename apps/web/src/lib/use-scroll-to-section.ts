import { useEffect } from 'react';
import { useLocation } from 'react-router';

export interface ScrollState {
  scrollTo?: string;
}

export function readScrollTarget(state: unknown): string | undefined {
  const target = (state as ScrollState | null)?.scrollTo;
  return typeof target === 'string' && target ? target : undefined;
}

/** The section to show: navigation state `{ scrollTo }`, else the URL's fragment (a shared `/#contact` link). */
export function sectionTargetOf(location: { state: unknown; hash: string }): string | undefined {
  return (
    readScrollTarget(location.state) ??
    (location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : undefined)
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the section named by navigation state `{ scrollTo }` (or the URL fragment) once it is in the DOM.
 * Keyed on location.key so a second click on the same link scrolls again.
 */
export function useScrollToSection(): void {
  const location = useLocation();
  const target = sectionTargetOf(location);
  useEffect(() => {
    if (!target) return;
    let frame = 0;
    let attempts = 0;
    const tryScroll = () => {
      const element = document.getElementById(target);
      if (element) {
        element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      // Lazy sections may mount a few frames later; give up after about two seconds.
      if (attempts++ < 120) frame = requestAnimationFrame(tryScroll);
    };
    frame = requestAnimationFrame(tryScroll);
    return () => cancelAnimationFrame(frame);
  }, [location.key, target]);
}
