import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Navbar } from '../components/layout/navbar';
import { FooterSlotContext } from '../components/layout/footer-slot';
import { sectionTargetOf } from '../lib/use-scroll-to-section';
import styles from './root-layout.module.css';

function useScrollToTopOnPathChange(): void {
  const location = useLocation();
  const { pathname } = location;
  const scrollTarget = sectionTargetOf(location);
  useEffect(() => {
    // A section target is handled by the page itself (useScrollToSection).
    if (!scrollTarget) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useScrollToTopOnPathChange();
  // The element pages portal their footer into exists from the first render, so the footer is in place in the first
  // commit. (Setting it from a ref instead would re-render the whole page synchronously right after that commit.)
  const [footerSlot] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  return (
    <FooterSlotContext.Provider value={footerSlot}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Navbar />
      {navigation.state === 'loading' && <div className={styles.progress} aria-hidden="true" />}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<div className={styles.pending} />}>
          <Outlet />
        </Suspense>
      </main>
      <div
        ref={(host) => {
          if (host && footerSlot && footerSlot.parentNode !== host) host.append(footerSlot);
        }}
      />
    </FooterSlotContext.Provider>
  );
}
