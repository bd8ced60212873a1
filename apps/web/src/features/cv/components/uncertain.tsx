import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_LOW_CONFIDENCE } from '@app/contracts/cv-processor/cv-limits';
import type { CvParseResult } from '@app/contracts/cv-processor/parse-cv';
import styles from './uncertain.module.css';

/**
 * A parsed value the parser is unsure of (confidence below CV_LOW_CONFIDENCE): shown muted with a visible hint,
 * so the demo does not pretend every field is certain (ADR 082). Without a confidence the value shows as is.
 */
export function Uncertain({ confidence, children }: { confidence: number | undefined; children: ReactNode }) {
  const { t } = useTranslation('cv');
  if (confidence === undefined || confidence >= CV_LOW_CONFIDENCE) return <>{children}</>;
  return (
    <span className={styles.uncertain} data-testid="low-confidence">
      {children}
      <span className={styles.hint}>{t('confidence.low')}</span>
    </span>
  );
}

/**
 * The note above a result read by OCR: a scan is read less reliably than a text PDF, and a scan longer than the
 * server's OCR page cap is read only in part (`ocrPagesRead` of `pageCount` pages).
 */
export function OcrNote({ cv }: { cv: Pick<CvParseResult, 'ocrUsed' | 'ocrPagesRead' | 'pageCount'> }) {
  const { t } = useTranslation('cv');
  if (!cv.ocrUsed) return null;
  const partial = cv.ocrPagesRead !== undefined && cv.pageCount !== undefined && cv.ocrPagesRead < cv.pageCount;
  return (
    <p className={styles.note} data-testid="ocr-note">
      {t('confidence.ocr')}
      {partial ? ` ${t('confidence.ocrPartial', { read: cv.ocrPagesRead, count: cv.pageCount })}` : null}
    </p>
  );
}
