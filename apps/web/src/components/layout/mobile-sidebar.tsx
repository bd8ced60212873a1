import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './mobile-sidebar.module.css';

interface MobileSidebarProps {
  id: string;
  onClose: () => void;
  children: ReactNode;
}

/** Below 760 px the menu lives here; it closes on a click outside it, on Escape and (via the navbar) on route change. */
export function MobileSidebar({ id, onClose, children }: MobileSidebarProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  // Portalled: the header's backdrop-filter would otherwise become the containing block of these fixed layers.
  return createPortal(
    <>
      <div className={styles.backdrop} onClick={onClose} data-testid="sidebar-backdrop" aria-hidden="true" />
      <div
        id={id}
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.mobileLabel')}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('nav.closeMenu')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </>,
    document.body,
  );
}
