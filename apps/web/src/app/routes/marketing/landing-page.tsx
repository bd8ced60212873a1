import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from '../../../components/layout/footer';
import { ContactSection } from '../../../features/landing/components/contact-section';
import { FaqSection } from '../../../features/landing/components/faq-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScrollToSection } from '../../../lib/use-scroll-to-section';
import styles from './landing-page.module.css';

const plainSections = ['about', 'services', 'pricing'] as const;

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.landing.title'), t('pages.landing.description'));
  useScrollToSection();
  return (
    <>
      <section id="home" className={styles.hero} aria-labelledby="hero-title">
        <h1 id="hero-title" className={styles.heroTitle}>{t('pages.hero.title')}</h1>
        <p className={styles.heroText}>{t('pages.hero.text')}</p>
        <div className={styles.heroActions}>
          <Link to="/register" className={styles.primary}>
            {t('pages.hero.getStarted')}
          </Link>
          <Link to="/compare-chat" className={styles.secondary}>
            {t('pages.hero.compareModels')}
          </Link>
        </div>
      </section>
      {plainSections.map((id) => (
        <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={styles.sectionTitle}>{t(`pages.${id}.title`)}</h2>
          <p className={styles.sectionText}>{t(`pages.${id}.text`)}</p>
        </section>
      ))}
      <FaqSection />
      <ContactSection />
      <Footer />
    </>
  );
}
