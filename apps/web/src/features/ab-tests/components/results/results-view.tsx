import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbTestResults as Results } from '@app/contracts/abs-testing/results';
import { useAbTestResults } from '../../api/use-ab-tests';
import { resultsCsv } from '../../lib/results-csv';
import { summarise } from '../../lib/results-summary';
import { AbTestResults } from '../ab-test-results';
import { MetricTable } from './metric-table';
import { ResultsSummaryPanel } from './results-summary-panel';
import consoleStyles from '../../../../components/ui/console.module.css';
import styles from './results.module.css';

// The charting library is loaded with this screen only, after its tables (ADR 096: public pages keep their budgets).
const MetricChart = lazy(async () => ({ default: (await import('./metric-chart')).MetricChart }));

function downloadCsv(results: Results) {
  const url = URL.createObjectURL(new Blob([resultsCsv(results)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${results.abTestName.toLowerCase()}-results.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Issue 20: summary, then per metric its table and chart, the CSV export, then the split and SRM check. */
export function ResultsView({ name }: { name: string }) {
  const { t } = useTranslation('abtest');
  const results = useAbTestResults(name);
  if (results.isPending)
    return (
      <p className={consoleStyles.muted} role="status">
        {t('resultsPage.loading')}
      </p>
    );
  if (results.isError) return <p className={consoleStyles.errorText}>{results.error.message}</p>;
  const data = results.data;
  return (
    <div className={styles.view}>
      <ResultsSummaryPanel summary={summarise(data)} />
      {data.metrics.length > 0 && (
        <div className={styles.toolbar}>
          <button type="button" className={consoleStyles.secondaryButton} onClick={() => downloadCsv(data)}>
            {t('resultsPage.exportCsv')}
          </button>
        </div>
      )}
      {data.metrics.map((metric) => (
        <section key={metric.name} className={styles.section} aria-labelledby={`metric-${metric.name}`}>
          <h2 id={`metric-${metric.name}`}>
            {t('resultsPage.metricHeading', {
              metric: metric.name,
              kind: t(`metrics.kinds.${metric.kind}`),
              role: t(`metrics.roles.${metric.role}`),
            })}
          </h2>
          <MetricTable metric={metric} />
          {metric.unattributedEvents > 0 && (
            <p className={consoleStyles.muted}>{t('resultsPage.unattributed', { count: metric.unattributedEvents })}</p>
          )}
          <Suspense fallback={<p className={consoleStyles.muted}>{t('resultsPage.chartLoading')}</p>}>
            <MetricChart abTestName={name} metric={metric} />
          </Suspense>
        </section>
      ))}
      <section className={styles.section} aria-labelledby="results-split-title">
        <h2 id="results-split-title">{t('resultsPage.splitTitle')}</h2>
        <AbTestResults name={name} />
      </section>
    </div>
  );
}
