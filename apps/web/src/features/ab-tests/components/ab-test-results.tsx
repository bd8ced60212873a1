import { useTranslation } from 'react-i18next';
import { useAbTestResults } from '../api/use-ab-tests';
import styles from '../../../components/ui/console.module.css';

const pct = (n: number) => `${n}%`;

/** Configured vs realised split and the sample-ratio-mismatch verdict of one test (ADR 034). */
export function AbTestResults({ name }: { name: string }) {
  const { t } = useTranslation('abtest');
  const results = useAbTestResults(name);
  if (results.isPending) return <p className={styles.muted}>…</p>;
  if (results.isError) return <p className={styles.errorText}>{results.error.message}</p>;
  const { data } = results;
  const srm = data.srm;
  return (
    <div className={styles.results}>
      <p>{t('results.total', { count: data.totalAssignments })}</p>
      {data.notEnrolledPercentage > 0 && <p>{t('results.notEnrolled', { percent: data.notEnrolledPercentage })}</p>}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('results.caption')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('results.columns.variant')}</th>
              <th scope="col">{t('results.columns.configured')}</th>
              <th scope="col">{t('results.columns.realised')}</th>
              <th scope="col">{t('results.columns.assignments')}</th>
              <th scope="col">{t('results.columns.expected')}</th>
            </tr>
          </thead>
          <tbody>
            {data.variants.map((v) => (
              <tr key={v.variantName}>
                <td className={styles.name}>{v.variantName}</td>
                <td>{pct(v.configuredPercentage)}</td>
                <td>{pct(v.realisedPercentage)}</td>
                <td>{v.assignments}</td>
                <td>{v.expectedAssignments}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={srm?.mismatch ? styles.errorText : styles.muted} role="status">
        {srm === null
          ? t('results.srmNone')
          : t(srm.mismatch ? 'results.srmBad' : 'results.srmOk', { chi: srm.chiSquare, p: srm.pValue.toPrecision(3) })}
      </p>
      <p className={styles.muted}>{t('results.srmNote')}</p>
    </div>
  );
}
