import { useTranslation } from 'react-i18next';
import styles from './footer.module.css';

/** A neutral "cloud partner" badge drawn inline, so no third-party trademark or remote image is needed. */
export function CloudPartnerLogo() {
  const { t } = useTranslation();
  return (
    <div className={styles.partner} role="img" aria-label={t('footer.partner')}>
      <svg viewBox="0 0 48 32" width="42" height="28" aria-hidden="true">
        <path
          d="M38 28H12a9 9 0 0 1-1.4-17.9A12 12 0 0 1 33.6 8 10 10 0 0 1 38 28z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
        <path
          d="M18 19l4 4 8-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{t('footer.partner')}</span>
    </div>
  );
}
