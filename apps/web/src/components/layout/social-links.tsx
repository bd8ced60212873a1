import { useTranslation } from 'react-i18next';
import styles from './footer.module.css';

const SOCIAL_LINKS = [
  {
    href: 'https://www.linkedin.com/',
    labelKey: 'footer.social.linkedin',
    iconPath:
      'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6V21h-4v-5.05c0-1.2-.02-2.76-1.7-2.76-1.7 0-1.95 1.3-1.95 2.67V21h-4z',
  },
  {
    href: 'https://www.youtube.com/',
    labelKey: 'footer.social.youtube',
    iconPath:
      'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1c.4-1.6.5-3.2.5-4.8s-.1-3.2-.5-4.8zM9.75 15.1V8.9L15.5 12z',
  },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul className={styles.social}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(link.labelKey)}
            className={styles.socialLink}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path fill="currentColor" d={link.iconPath} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
