import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import section from './landing-section.module.css';
import styles from './contact-section.module.css';

// Below the fold: the form (captcha canvas, contract schemas) loads in its own chunk, off the landing bundle.
const ContactForm = lazy(async () => ({ default: (await import('../../contact/components/contact-form')).ContactForm }));

/**
 * SPEC §1: "The contact section has a form with a login prompt". The form itself belongs to the accounts work
 * (features/contact); this section only places it, lazily, in the slot below.
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
          <Suspense fallback={<p className={section.text}>{t('contact.formPending')}</p>}>
            <ContactForm />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
