import { useTranslation } from 'react-i18next';
import type { ResultsSummary } from '../../lib/results-summary';
import { figureOf } from '../../lib/results-summary';
import { mean, pClause, percent, signedPercent } from '../../lib/result-format';
import styles from './results.module.css';

/** The sentence a customer reads first: who leads on the primary metric and whether it is significant. */
export function ResultsSummaryPanel({ summary }: { summary: ResultsSummary }) {
  const { t } = useTranslation('abtest');
  return (
    <section className={styles.summary} aria-labelledby="results-summary-title">
      <h2 id="results-summary-title">{t('resultsPage.summaryTitle')}</h2>
      <SummaryText summary={summary} />
      <p className={styles.neutral}>{t('resultsPage.peeking')}</p>
    </section>
  );
}

function SummaryText({ summary }: { summary: ResultsSummary }) {
  const { t } = useTranslation('abtest');
  switch (summary.state) {
    case 'no-metrics':
      return <p>{t('resultsPage.noMetrics')}</p>;
    case 'no-data':
      return <p>{t('resultsPage.noData', { metric: summary.metric.name })}</p>;
    case 'collecting':
      return (
        <>
          <p className={`${styles.badge} ${styles.neutral}`}>{t('resultsPage.badgeCollecting')}</p>
          <p>{t('resultsPage.collecting', { users: summary.users, metric: summary.metric.name })}</p>
        </>
      );
    case 'ready': {
      const { metric, leader, leaderIsControl, challenger, significant } = summary;
      const p = challenger?.pValue ?? null;
      const show = (n: number | null) => (n === null ? '—' : metric.kind === 'CONVERSION' ? percent(n) : mean(n));
      const control = metric.variants.find((v) => v.variantName === metric.control);
      const figures = {
        metric: metric.name,
        control: metric.control,
        figure: show(figureOf(metric, leader)),
        controlFigure: show(control ? figureOf(metric, control) : null),
      };
      const lead = leaderIsControl
        ? t('resultsPage.controlLeads', figures)
        : t(leader.ciLow != null && leader.ciHigh != null ? 'resultsPage.leads' : 'resultsPage.leadsNoInterval', {
            ...figures,
            leader: leader.variantName,
            uplift: signedPercent(leader.uplift ?? 0),
            low: signedPercent(leader.ciLow ?? 0),
            high: signedPercent(leader.ciHigh ?? 0),
          });
      return (
        <>
          <p className={`${styles.badge} ${significant ? styles.good : styles.neutral}`}>
            {t(significant ? 'resultsPage.badgeSignificant' : 'resultsPage.badgeNotSignificant')}
          </p>
          <p>{lead}</p>
          {p !== null && (
            <p>
              {significant
                ? t('resultsPage.significant', {
                    p: pClause(p),
                    chance: percent(challenger?.chanceToBeatControl ?? 0),
                  })
                : t('resultsPage.notSignificant', { p: pClause(p) })}
            </p>
          )}
        </>
      );
    }
  }
}
