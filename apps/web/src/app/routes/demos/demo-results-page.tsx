import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DemoResult } from '@app/contracts/abs-testing/demo';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchDemoResult, resetDemoResult } from '../../../features/demos-ab/api/demo-api';
import { demoTypeOf } from '../../../features/demos-ab/components/demo-labels';
import { DemoTable } from '../../../features/demos-ab/components/demo-table';
import styles from '../../../features/demos-ab/components/demo.module.css';

/** SPEC §2 Demo results page: loads once on entry with the type from navigation state; reset empties two tables. */
export function DemoResultsPage() {
  const { t } = useTranslation('abtest');
  const navigate = useNavigate();
  const location = useLocation();
  const type = demoTypeOf(location.state, location.pathname);
  const client = useQueryClient();
  const key = ['ab-demo-results', type];
  const result = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchDemoResult(type, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  useDocumentTitle(t('demo.results.title'));

  async function reset() {
    try {
      await resetDemoResult(type);
    } catch {
      return;
    }
    client.setQueryData<DemoResult>(key, (old) =>
      old ? { ...old, abTestDataCountDtoList: [], abTestDataResponseDtoList: [], abTestConversionDtoList: [] } : old,
    );
  }

  const data = result.data;
  return (
    <section className={styles.page}>
      <button type="button" className={styles.back} aria-label={t('demo.back')} onClick={() => navigate(-1)}>
        <span aria-hidden="true">←</span>
      </button>
      <div className={styles.headerRow}>
        <h1 className={styles.title}>{t('demo.results.title')}</h1>
        <button type="button" className={styles.secondary} onClick={() => void reset()}>
          {t('demo.results.reset')}
        </button>
      </div>
      {data && (
        <div className={styles.tables}>
          <DemoTable
            title={data.abTestResponseDto.abTestName}
            columns={[t('demo.results.variant'), t('demo.results.percentage')]}
            rows={data.abTestResponseDto.variantDtoList.map((v) => [v.variantName, `${v.percentage}%`])}
          />
          <DemoTable
            title={t('demo.results.countTitle')}
            columns={[t('demo.results.variant'), t('demo.results.count')]}
            rows={data.abTestDataCountDtoList.map((c) => [c.variant, String(c.count)])}
          />
          {type === 'MARKET_PLACE_CHECKOUT' && (
            <DemoTable
              title={t('demo.results.conversionTitle')}
              columns={[
                t('demo.results.variant'),
                t('demo.results.users'),
                t('demo.results.purchases'),
                t('demo.results.conversionRate'),
              ]}
              rows={data.abTestConversionDtoList.map((c) => [
                c.variant,
                String(c.users),
                String(c.conversions),
                `${(c.conversionRate * 100).toFixed(1)}%`,
              ])}
            />
          )}
          <DemoTable
            title={t('demo.results.breakdownTitle')}
            columns={[t('demo.results.variant'), t('demo.results.userId')]}
            rows={data.abTestDataResponseDtoList.map((r) => [r.variant, r.userId])}
            monoLast
          />
        </div>
      )}
    </section>
  );
}
