import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { DemoType } from '@app/contracts/abs-testing/demo';
import styles from './demo.module.css';

interface DemoPageLayoutProps {
  title: string;
  text: string;
  /** The label of the button that opens this demo's results page. */
  resultsLabel: string;
  resultsType: DemoType;
  children: ReactNode;
}

/** SPEC §2 demo pages: back arrow, title and lead, the demo card, and the way to its results. */
export function DemoPageLayout({ title, text, resultsLabel, resultsType, children }: DemoPageLayoutProps) {
  const { t } = useTranslation('abtest');
  const navigate = useNavigate();
  useDocumentTitle(title, text);
  return (
    <section className={styles.page}>
      <button
        type="button"
        className={styles.back}
        aria-label={t('demo.back')}
        onClick={() => navigate('/', { replace: true })}
      >
        <span aria-hidden="true">←</span>
      </button>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{text}</p>
      {children}
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => navigate('results', { state: { type: resultsType } })}
        >
          {resultsLabel}
        </button>
      </div>
    </section>
  );
}
