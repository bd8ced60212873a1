import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import section from './landing-section.module.css';
import styles from './contact-section.module.css';

// Below the fold: the form (captcha canvas, contract schemas) loads in its own chunk, off the landing bundle.
const ContactForm = lazy(async () => ({
  default: (await import('../../contact/components/contact-form')).ContactForm,
}));

/**
 * SPEC §1: "The contact section has a form with a login prompt". The form itself belongs to the accounts work
 * (features/contact); this section only places it, lazily, in the slot below.
 */
/** True once the element comes within `margin` of the viewport; the form's code is fetched only then. */
function useNearViewport(margin = '600px') {
  const ref = useRef<HTMLElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the form is rendered in short slices, not in one task with the rest of the start-up.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setIsNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return { ref, isNear };
}

export function ContactSection() {
  const { t } = useTranslation('landing');
  const { ref, isNear } = useNearViewport();
  const pending = <p className={section.text}>{t('contact.formPending')}</p>;
  return (
    <section ref={ref} id="contact" className={section.section} aria-labelledby="contact-title">
      <div className={styles.layout}>
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow={t('contact.eyebrow')}
            title={t('contact.title')}
            text={t('contact.text')}
          />
          <p className={styles.prompt}>
            {t('contact.loginPrompt')} <Link to="/login">{t('contact.loginLink')}</Link>
          </p>
        </div>
        <div className={styles.slot} data-slot="contact-form">
          {isNear ? (
            <Suspense fallback={pending}>
              <ContactForm />
            </Suspense>
          ) : (
            pending
          )}
        </div>
      </div>
    </section>
  );
}
