import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Pages decide whether they end with the footer, but the footer must sit outside <main> to be the page's
 * contentinfo landmark; the root layout provides this slot after <main> and the footer renders into it.
 */
export const FooterSlotContext = createContext<HTMLElement | null>(null);

export function InFooterSlot({ children }: { children: ReactNode }) {
  const slot = useContext(FooterSlotContext);
  return slot ? createPortal(children, slot) : children;
}
