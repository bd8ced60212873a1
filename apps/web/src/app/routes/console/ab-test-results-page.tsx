import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAbTest } from '../../../features/ab-tests/api/use-ab-tests';
import { ResultsView } from '../../../features/ab-tests/components/results/results-view';
import { trackingSnippets } from '../../../features/ab-tests/lib/tracking-snippets';
import { CodeTabs } from '../../../features/landing/components/code-tabs';
import styles from '../../../components/ui/console.module.css';
import resultsStyles from '../../../features/ab-tests/components/results/results.module.css';
import { AB_TESTS_PATH } from './ab-test-create-page';

/** Issue 20: a test's results screen, with the code that feeds it. The test comes from `?name=` or navigation state. */
export function AbTestResultsPage() {
  const { t } = useTranslation('abtest');
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const fromState = (location.state as { abTestName?: unknown } | null)?.abTestName;
  const name = typeof fromState === 'string' ? fromState : (search.get('name') ?? '');
  const title = t('resultsPage.title', { name });
  useDocumentTitle(title, t('resultsPage.subtitle'));
  return (
    <section className={styles.page}>
      <button type="button" className={styles.back} onClick={() => navigate(AB_TESTS_PATH)}>
        <span aria-hidden="true">←</span> {t('resultsPage.back')}
      </button>
      <header>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{t('resultsPage.subtitle')}</p>
      </header>
      {name ? (
        <>
          <ResultsView name={name} />
          <Snippets name={name} />
        </>
      ) : (
        <p className={styles.muted}>
          {t('form.missingName')} <Link to={AB_TESTS_PATH}>{t('form.backToList')}</Link>
        </p>
      )}
    </section>
  );
}

function Snippets({ name }: { name: string }) {
  const { t } = useTranslation('abtest');
  const detail = useAbTest(name);
  if (!detail.data) return null;
  const metric = detail.data.metrics.find((m) => m.role === 'PRIMARY') ?? detail.data.metrics[0];
  const samples = trackingSnippets({
    abTestName: detail.data.abTestName,
    metric: metric?.name ?? 'purchase',
    kind: metric?.kind ?? 'CONVERSION',
  });
  return (
    <section className={resultsStyles.snippets} aria-labelledby="snippets-title">
      <h2 id="snippets-title">{t('resultsPage.snippetsTitle')}</h2>
      <p className={styles.muted}>{t('resultsPage.snippetsText')}</p>
      {!metric && <p className={styles.muted}>{t('resultsPage.snippetsNoMetric')}</p>}
      <CodeTabs samples={samples} />
    </section>
  );
}
