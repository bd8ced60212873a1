import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './landing-section.module.css';

export function FaqSection() {
  const { t } = useTranslation();
  return (
    <section id="faq" className={styles.section} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.title}>{t('sections.faqTitle')}</h2>
      <p className={styles.text}>{t('sections.faqText')}</p>
      <Link to="/" state={{ scrollTo: 'contact' }} className={styles.button}>
        {t('sections.connectUs')}
      </Link>
    </section>
  );
}
