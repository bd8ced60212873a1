import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: the copied indicator shows for 2 seconds. */
export const COPIED_INDICATOR_MS = 2000;

export function useCopy(): { isCopied: boolean; copy: (text: string) => Promise<void> } {
  const [isCopied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); the text stays selectable.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }, []);
  return { isCopied, copy };
}
