import { useTranslation } from 'react-i18next';
import styles from './landing-section.module.css';

export function ContactSection() {
  const { t } = useTranslation();
  return (
    <section id="contact" className={styles.section} aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.title}>{t('sections.contactTitle')}</h2>
      <p className={styles.text}>{t('sections.contactText')}</p>
    </section>
  );
}
