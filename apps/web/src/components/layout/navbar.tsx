import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPublicPath } from '../../lib/public-paths';
import { useSession } from '../../lib/session';
import { BrandLogo } from './brand-logo';
import { MobileSidebar } from './mobile-sidebar';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { consoleLinks, demoGroups, serviceGroups } from './nav-config';
import { ThemeToggle } from './theme-toggle';
import { AccountActions } from './account-actions';
import styles from './navbar.module.css';

export function Navbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isLoggedIn } = useSession();
  const [isSidebarOpen, setIsSidebarOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sidebarId = useId();
  const isConsole = isLoggedIn && !isPublicPath(pathname);

  useEffect(() => setIsSidebarOpen(false), [pathname]);
  const closeSidebar = useCallback(() => {
    setIsSidebarOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t('brand')}>
          <BrandLogo />
          <span>{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.desktopNav}>
          <ul className={styles.menu}>
            <li>
              <Link className={styles.menuLink} to="/" state={{ scrollTo: 'home' }}>
                {t('nav.home')}
              </Link>
            </li>
            {isConsole ? (
              consoleLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    className={styles.menuLink}
                    to={link.to}
                    aria-current={pathname.startsWith(link.to) ? 'page' : undefined}
                  >
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))
            ) : (
              <>
                <li>
                  <NavDropdown label={t('nav.services')} groups={serviceGroups} />
                </li>
                <li>
                  <Link className={styles.menuLink} to="/" state={{ scrollTo: 'contact' }}>
                    {t('nav.contact')}
                  </Link>
                </li>
                <li>
                  <NavDropdown label={t('nav.demo')} groups={demoGroups} showGroupTitles={false} />
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          <ThemeToggle />
          <div className={styles.desktopOnly}>
            <AccountActions isLoggedIn={isLoggedIn} isConsole={isConsole} />
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label={t('nav.openMenu')}
            aria-expanded={isSidebarOpen}
            aria-controls={isSidebarOpen ? sidebarId : undefined}
            onClick={() => setIsSidebarOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {isSidebarOpen && (
        <MobileSidebar id={sidebarId} onClose={closeSidebar}>
          <MobileMenu isConsole={isConsole} />
          <AccountActions isLoggedIn={isLoggedIn} isConsole={isConsole} stacked />
        </MobileSidebar>
      )}
    </header>
  );
}
