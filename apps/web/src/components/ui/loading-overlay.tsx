import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../../lib/loading';
import styles from './loading-overlay.module.css';

/** SPEC §2.5: full-screen overlay with a 40 px blue spinner while overlay calls are in flight. */
export function LoadingOverlay() {
  const isLoading = useIsLoading();
  const { t } = useTranslation();
  if (!isLoading) return null;
  return (
    <div className={styles.overlay} role="status" aria-label={t('loading')} aria-live="polite">
      <span className={styles.spinner} />
    </div>
  );
}
