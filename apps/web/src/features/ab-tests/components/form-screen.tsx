import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/ui/console.module.css';

/** The create/edit screen frame: back arrow, title and SPEC's subtitle about running experiments. */
export function FormScreen({ title, onBack, children }: { title: string; onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation('abtest');
  return (
    <section className={styles.page}>
      <button type="button" className={styles.back} onClick={onBack} aria-label={t('form.back')}>
        <span aria-hidden="true">←</span> {t('form.back')}
      </button>
      <header>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{t('form.subtitle')}</p>
      </header>
      {children}
    </section>
  );
}
