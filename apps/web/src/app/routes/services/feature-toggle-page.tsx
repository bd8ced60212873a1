import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CodeTabs } from '../../../features/landing/components/code-tabs';
import section from '../../../features/landing/components/landing-section.module.css';
import page from '../../../features/landing/components/service-page.module.css';
import { featureToggleSnippets } from '../../../features/toggles/content/sdk-snippets';
import { siteOrigin } from '../../../lib/site-origin';

interface Kind {
  type: string;
  title: string;
  text: string;
  example: string;
}

/** The /feature-toggle service page: the four kinds, and how an app evaluates them with the OpenFeature SDK. */
export function FeatureTogglePage() {
  const { t } = useTranslation('toggle');
  useDocumentTitle(t('service.title'), t('service.description'));
  const kinds = t('service.kinds', { returnObjects: true }) as Kind[];
  return (
    <>
      <section className={page.hero} aria-labelledby="service-title">
        <p className={section.eyebrow}>{t('service.eyebrow')}</p>
        <h1 id="service-title" className={page.title}>
          {t('service.title')}
        </h1>
        <p className={page.lead}>{t('service.lead')}</p>
        <div className={section.actions}>
          <Link to="/register" className={section.primary}>
            {t('service.getStarted')}
          </Link>
          <Link to="/login/manage-feature-toggle" className={section.button}>
            {t('service.console')}
          </Link>
        </div>
      </section>
      <section className={section.section} aria-labelledby="toggle-kinds">
        <h2 id="toggle-kinds" className={section.title}>
          {t('service.kindsTitle')}
        </h2>
        <ul className={`${section.cards} ${section.cardsFour}`}>
          {kinds.map((kind) => (
            <li key={kind.type} className={section.card}>
              <h3 className={section.cardTitle}>{kind.title}</h3>
              <p className={section.text}>{kind.text}</p>
              <p className={section.text}>
                <code>{kind.example}</code>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className={section.section} aria-labelledby="toggle-sdk">
        <div className={page.how}>
          <div>
            <h2 id="toggle-sdk" className={section.title}>
              {t('service.howTitle')}
            </h2>
            <p className={section.text}>{t('service.howText')}</p>
            <h3 className={section.cardTitle}>{t('service.liveTitle')}</h3>
            <p className={section.text}>{t('service.liveText')}</p>
            <p className={page.links}>
              <a href="/docs">{t('service.apiReference')}</a>
            </p>
          </div>
          <CodeTabs samples={featureToggleSnippets(siteOrigin())} />
        </div>
      </section>
    </>
  );
}
