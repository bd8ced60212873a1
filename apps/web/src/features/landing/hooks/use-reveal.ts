import { useEffect, useRef, useState } from 'react';

/** SPEC §9: a section is revealed once about 10 % of it is in view, after a 100 ms delay. */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_DELAY_MS = 100;

/**
 * Returns a ref and whether the element has been revealed. Without IntersectionObserver (old browsers, some
 * crawlers) everything is shown at once: hidden content must never depend on a script feature.
 */
export function useReveal<T extends Element>(): { ref: React.RefObject<T | null>; isRevealed: boolean } {
  const ref = useRef<T>(null);
  const [isRevealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || isRevealed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = setTimeout(() => setRevealed(true), REVEAL_DELAY_MS);
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [isRevealed]);
  return { ref, isRevealed };
}
