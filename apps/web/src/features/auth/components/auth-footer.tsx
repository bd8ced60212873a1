import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

/** SPEC §2: 'New to the product?' with a register link and the pitch line. */
export function AuthFooter({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.footer}>
      <p>
        {t('footer.prompt')}{' '}
        <Link to="/register" onClick={onNavigate}>
          {t('footer.register')}
        </Link>
      </p>
      <p>{t('footer.text')}</p>
    </div>
  );
}
