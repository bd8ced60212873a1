import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import styles from './navbar.module.css';

interface AccountActionsProps {
  isLoggedIn: boolean;
  isConsole: boolean;
  stacked?: boolean;
}

export function AccountActions({ isLoggedIn, isConsole, stacked = false }: AccountActionsProps) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const className = stacked ? `${styles.accountActions} ${styles.stacked}` : styles.accountActions;
  if (!isLoggedIn) {
    return (
      <div className={className}>
        <Link to="/login" className={styles.ghostButton}>
          {t('nav.login')}
        </Link>
        <Link to="/register" className={styles.primaryButton}>
          {t('nav.register')}
        </Link>
      </div>
    );
  }
  return (
    <div className={className}>
      {!isConsole && (
        <Link to="/login/manage-ab-test" className={styles.ghostButton}>
          {t('nav.backToLogged')}
        </Link>
      )}
      <button type="button" className={styles.primaryButton} onClick={() => void logout()}>
        {t('nav.logout')}
      </button>
    </div>
  );
}
