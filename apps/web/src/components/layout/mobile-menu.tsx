import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavLinkGroups } from './nav-link-groups';
import { consoleLinks, demoGroups, serviceGroups } from './nav-config';
import styles from './navbar.module.css';

/** The same entries as the desktop bar, flattened into headed lists for the sidebar. */
export function MobileMenu({ isConsole }: { isConsole: boolean }) {
  const { t } = useTranslation();
  const groups = isConsole
    ? [{ labelKey: 'console.menuLabel', items: consoleLinks }]
    : [...serviceGroups, { labelKey: 'nav.demo', items: demoGroups.flatMap((group) => group.items) }];
  return (
    <nav aria-label={t('nav.label')} className={styles.mobileNav}>
      <ul className={styles.mobileList}>
        <li>
          <Link className={styles.mobileLink} to="/" state={{ scrollTo: 'home' }}>
            {t('nav.home')}
          </Link>
        </li>
        {!isConsole && (
          <li>
            <Link className={styles.mobileLink} to="/" state={{ scrollTo: 'contact' }}>
              {t('nav.contact')}
            </Link>
          </li>
        )}
      </ul>
      <NavLinkGroups
        groups={groups}
        classNames={{ groupTitle: styles.mobileGroupTitle, list: styles.mobileList, link: styles.mobileLink }}
      />
    </nav>
  );
}
