import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consoleLinks } from '../../../components/layout/nav-config';
import styles from './console-layout.module.css';

export function ConsoleLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('console.menuLabel')}>
        <p className={styles.menuTitle}>{t('console.title')}</p>
        <ul className={styles.list}>
          {consoleLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
