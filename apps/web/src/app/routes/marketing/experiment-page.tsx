import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from '../../../components/layout/footer';
import { CodeBlock } from '../../../features/landing/components/code-block';
import { CodeTabs } from '../../../features/landing/components/code-tabs';
import { experimentSetup, experimentSteps } from '../../../features/landing/experiment-steps';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './experiment-page.module.css';
import { siteOrigin } from '../../../lib/site-origin';

/** SPEC §2 `/experiment`: the documented path from registration to a get-or-assign call. */
export function ExperimentPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('experiment.title'), t('experiment.description'));
  return (
    <>
      <article className={styles.page} aria-labelledby="experiment-title">
        <header className={styles.header}>
          <p className={styles.eyebrow}>{t('experiment.eyebrow')}</p>
          <h1 id="experiment-title" className={styles.title}>
            {t('experiment.title')}
          </h1>
          <p className={styles.lead}>{t('experiment.lead')}</p>
        </header>
        <section aria-labelledby="setup-title" className={styles.step}>
          <h2 id="setup-title">{t('experiment.setupTitle')}</h2>
          <p>{t('experiment.setupText')}</p>
          <CodeBlock code={experimentSetup(siteOrigin())} language="bash" label="shell" />
        </section>
        <ol className={styles.steps} aria-label={t('experiment.stepsLabel')}>
          {experimentSteps.map((step, index) => (
            <li key={step.id} id={step.id} className={styles.step}>
              <p className={styles.number}>{t('experiment.step', { number: index + 1 })}</p>
              <h2>{step.title}</h2>
              <p>{step.text}</p>
              {step.id === 'verify' && <p className={styles.hint}>{t('experiment.codeHint')}</p>}
              <CodeTabs
                samples={[
                  { language: 'bash', label: 'curl', code: step.curl },
                  { language: 'typescript', label: 'TypeScript', code: step.typescript },
                ]}
              />
              {Object.entries(step.saves).map(([name, field]) => (
                <p key={name} className={styles.save}>
                  {t('experiment.saveLabel')} <code>{t('experiment.saveHint', { name, field })}</code>
                </p>
              ))}
            </li>
          ))}
        </ol>
        <section aria-labelledby="next-title" className={styles.step}>
          <h2 id="next-title">{t('experiment.doneTitle')}</h2>
          <p>{t('experiment.doneText')}</p>
          <p className={styles.links}>
            <Link to="/login">{t('experiment.consoleLink')}</Link>
            <a href="/docs">{t('experiment.apiReference')}</a>
          </p>
        </section>
      </article>
      <Footer />
    </>
  );
}
