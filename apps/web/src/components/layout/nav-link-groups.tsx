import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavGroup } from './nav-config';

interface NavLinkGroupsProps {
  groups: NavGroup[];
  /** The class names of the place the groups are shown in (desktop dropdown or mobile sidebar). */
  classNames: { group?: string; groupTitle?: string; list?: string; link?: string };
  showGroupTitles?: boolean;
}

/** Navigation groups as headed lists of links, shared by the desktop dropdowns and the mobile menu. */
export function NavLinkGroups({ groups, classNames, showGroupTitles = true }: NavLinkGroupsProps) {
  const { t } = useTranslation();
  return groups.map((group) => (
    <div key={group.labelKey} className={classNames.group}>
      {showGroupTitles && <p className={classNames.groupTitle}>{t(group.labelKey)}</p>}
      <ul className={classNames.list}>
        {group.items.map((item) => (
          <li key={item.to}>
            <Link className={classNames.link} to={item.to}>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}
