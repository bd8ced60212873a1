import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { previewAccessCode } from '../../../features/demos-ab/api/demo-api';
import { codeOf, factorOf } from '../../../features/demos-ab/components/demo-labels';
import { DemoPageLayout } from '../../../features/demos-ab/components/demo-page-layout';
import styles from '../../../features/demos-ab/components/demo.module.css';

/** SPEC §2 Multi-factor demo: loads once on open and again on 'Preview Next User Experience' (SPEC §4). */
export function MultiFactorPage() {
  const { t } = useTranslation('abtest');
  // Every load enrols a new demo user, so nothing is kept once the page closes.
  const demo = useQuery({
    queryKey: ['ab-demo', 'access-code'],
    queryFn: ({ signal }) => previewAccessCode(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  return (
    <DemoPageLayout
      title={t('demo.mfa.title')}
      text={t('demo.mfa.text')}
      resultsLabel={t('demo.mfa.results')}
      resultsType="CLIENT_AUTHENTICATION"
    >
      <div className={styles.card} aria-live="polite">
        {demo.data ? (
          <>
            <p className={styles.muted}>{t('demo.mfa.factorLabel')}</p>
            <p className={styles.factor} data-testid="mfa-factor">
              {t(`demo.mfa.factors.${factorOf(demo.data)}`)}
            </p>
            <p className={styles.muted}>{t('demo.mfa.codeLabel')}</p>
            <p className={styles.code} data-testid="mfa-code">
              {codeOf(demo.data)}
            </p>
          </>
        ) : (
          <p className={styles.muted}>{demo.isError ? demo.error.message : t('demo.mfa.loading')}</p>
        )}
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.primary}
            disabled={demo.isFetching}
            onClick={() => void demo.refetch()}
          >
            {t('demo.preview')}
          </button>
        </div>
      </div>
    </DemoPageLayout>
  );
}
