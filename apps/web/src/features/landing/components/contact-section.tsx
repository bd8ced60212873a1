import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../contact/components/contact-form';
import { SectionHeading } from './section-heading';
import section from './landing-section.module.css';
import styles from './contact-section.module.css';

/**
 * SPEC §1: "The contact section has a form with a login prompt". The form itself belongs to the accounts work
 * (features/contact): replace the placeholder paragraph in the slot below with `<ContactForm />`.
 */
export function ContactSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="contact" className={section.section} aria-labelledby="contact-title">
      <div className={styles.layout}>
        <div>
          <SectionHeading id="contact-title" eyebrow={t('contact.eyebrow')} title={t('contact.title')} text={t('contact.text')} />
          <p className={styles.prompt}>
            {t('contact.loginPrompt')} <Link to="/login">{t('contact.loginLink')}</Link>
          </p>
        </div>
        <div className={styles.slot} data-slot="contact-form">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
