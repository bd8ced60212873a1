import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './page.module.css';

export function NotFound({ kind = 'page' }: { kind?: 'page' | 'service' }) {
  const { t } = useTranslation();
  const title = kind === 'service' ? t('notFound.service') : t('notFound.page');
  useDocumentTitle(title);
  return (
    <section className={`${styles.page} ${styles.centered}`}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{t('notFound.text')}</p>
      <Link to="/" className={styles.button}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
