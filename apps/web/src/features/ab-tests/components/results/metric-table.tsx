import { useTranslation } from 'react-i18next';
import type { MetricResult } from '@app/contracts/abs-testing/results';
import { mean, orDash, pValue, percent, signedPercent } from '../../lib/result-format';
import consoleStyles from '../../../../components/ui/console.module.css';
import styles from './results.module.css';

/** One metric, one row per variant; the comparison columns are empty on the control itself. */
export function MetricTable({ metric }: { metric: MetricResult }) {
  const { t } = useTranslation('abtest');
  const conversion = metric.kind === 'CONVERSION';
  const num = (text: string) => <td className={styles.number}>{text}</td>;
  const caption = t('resultsPage.tableCaption', { metric: metric.name });
  return (
    // Focusable and named: on a narrow screen the table scrolls sideways, and keyboard users must reach that too.
    <div className={consoleStyles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={consoleStyles.table}>
        <caption className={consoleStyles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('resultsPage.columns.variant')}</th>
            <th scope="col">{t('resultsPage.columns.users')}</th>
            {conversion && <th scope="col">{t('resultsPage.columns.conversions')}</th>}
            <th scope="col">{t(conversion ? 'resultsPage.columns.rate' : 'resultsPage.columns.mean')}</th>
            <th scope="col">{t('resultsPage.columns.uplift')}</th>
            <th scope="col">{t('resultsPage.columns.interval')}</th>
            <th scope="col">{t('resultsPage.columns.pValue')}</th>
            <th scope="col">{t('resultsPage.columns.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {metric.variants.map((v) => {
            const isControl = v.variantName === metric.control;
            return (
              <tr key={v.variantName}>
                <th scope="row" className={`${consoleStyles.name} ${styles.rowHeader}`}>
                  {v.variantName}
                  {isControl && <span className={styles.controlTag}>{t('resultsPage.controlTag')}</span>}
                </th>
                {num(String(v.users))}
                {conversion && num(String(v.conversions ?? 0))}
                {num(conversion ? orDash(v.rate, (r) => percent(r, 2)) : orDash(v.mean, mean))}
                {num(isControl ? '' : orDash(v.uplift, signedPercent))}
                {num(
                  isControl || v.ciLow == null || v.ciHigh == null
                    ? isControl
                      ? ''
                      : '—'
                    : `${signedPercent(v.ciLow)} … ${signedPercent(v.ciHigh)}`,
                )}
                {num(isControl ? '' : orDash(v.pValue, pValue))}
                {num(isControl ? '' : orDash(v.chanceToBeatControl, (c) => percent(c)))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
