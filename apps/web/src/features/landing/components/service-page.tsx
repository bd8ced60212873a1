import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { serviceSamples, type ServiceSampleKey } from '../content/service-samples';
import { CodeTabs } from './code-tabs';
import section from './landing-section.module.css';
import styles from './service-page.module.css';
import { siteOrigin } from '../../../lib/site-origin';

interface Feature {
  title: string;
  text: string;
}

interface ServicePageProps {
  /** Key under `servicePages` in the landing catalogue and of the code samples. */
  contentKey: ServiceSampleKey;
  /** A demo of the service, when there is one. */
  demoPath?: string;
}

/**
 * The frame of a service page (SPEC §2): what the service does, how to call the real API, a pricing link.
 * The section page adds the faq, contact and footer blocks after it.
 */
export function ServicePage({ contentKey, demoPath }: ServicePageProps) {
  const { t } = useTranslation('landing');
  const key = `servicePages.${contentKey}`;
  useDocumentTitle(t(`${key}.title`), t(`${key}.description`));
  const features = t(`${key}.features`, { returnObjects: true }) as Feature[];
  return (
    <>
      <section className={styles.hero} aria-labelledby="service-title">
        <p className={section.eyebrow}>{t(`${key}.eyebrow`)}</p>
        <h1 id="service-title" className={styles.title}>
          {t(`${key}.title`)}
        </h1>
        <p className={styles.lead}>{t(`${key}.lead`)}</p>
        <div className={section.actions}>
          <Link to="/register" className={section.primary}>
            {t('servicePage.getStarted')}
          </Link>
          {demoPath && (
            <Link to={demoPath} className={section.button}>
              {t('servicePage.tryDemo')}
            </Link>
          )}
          <Link to="/" state={{ scrollTo: 'pricing' }} className={section.button}>
            {t('servicePage.seePricing')}
          </Link>
        </div>
      </section>
      <section className={section.section} aria-labelledby="service-features">
        <h2 id="service-features" className={section.title}>
          {t('servicePage.featuresTitle')}
        </h2>
        <ul className={`${section.cards} ${section.cardsFour}`}>
          {features.map((feature) => (
            <li key={feature.title} className={section.card}>
              <h3 className={section.cardTitle}>{feature.title}</h3>
              <p className={section.text}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={section.section} aria-labelledby="service-how">
        <div className={styles.how}>
          <div>
            <h2 id="service-how" className={section.title}>
              {t('servicePage.howTitle')}
            </h2>
            <p className={section.text}>{t(`${key}.how`)}</p>
            <p className={section.text}>{t('servicePage.howText')}</p>
            <p className={styles.links}>
              <Link to="/experiment">{t('servicePage.guideLink')}</Link>
              <a href="/docs">{t('servicePage.apiReference')}</a>
            </p>
          </div>
          <CodeTabs samples={serviceSamples(contentKey, siteOrigin())} />
        </div>
      </section>
      <section className={section.section} aria-labelledby="service-pricing">
        <div className={styles.pricing}>
          <div>
            <h2 id="service-pricing" className={section.title}>
              {t('servicePage.pricingTitle')}
            </h2>
            <p className={section.text}>{t('servicePage.pricingText')}</p>
          </div>
          <Link to="/" state={{ scrollTo: 'pricing' }} className={section.primary}>
            {t('servicePage.seePricing')}
          </Link>
        </div>
      </section>
    </>
  );
}
