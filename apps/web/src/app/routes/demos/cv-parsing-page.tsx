import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { CvParseResult } from '@app/contracts/cv-processor/parse-cv';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { parseCv } from '../../../features/cv/api/cv-api';
import { PdfFileInput } from '../../../features/cv/components/pdf-file-input';
import { CvResultView } from '../../../features/cv/components/cv-result-view';
import { downloadJson } from '../../../features/cv/components/download-json';
import styles from '../../../features/cv/components/cv.module.css';

/** SPEC §2 "CV parsing": choose a file, Parse CV, a readable view of every field, Download JSON, marketplace link. */
export function CvParsingPage() {
  const { t } = useTranslation('cv');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CvParseResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('parsing.title'), t('parsing.lead'));

  async function parse() {
    if (!file) {
      toast.error(t('messages.selectFile'));
      return;
    }
    setError(null);
    try {
      setResult(await parseCv(file));
    } catch (e) {
      setResult(null);
      setError(e instanceof ApiError && e.message ? e.message : t('messages.failed'));
    }
  }

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('parsing.title')}</h1>
      <p className={styles.lead}>{t('parsing.lead')}</p>
      <div className={styles.card}>
        <PdfFileInput file={file} onChange={setFile} label={t('file.label')} />
        <p className={styles.explanation}>{t('file.hint')}</p>
        <div className={styles.buttons}>
          <button type="button" className={styles.primary} onClick={() => void parse()}>
            {t('parsing.parse')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={!result}
            onClick={() => result && downloadJson(result, 'cv.json')}
          >
            {t('parsing.download')}
          </button>
          <Link to="/marketplace" className={styles.secondary}>
            {t('parsing.marketplace')}
          </Link>
        </div>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.card} aria-live="polite">
        <h2 className={styles.subheading}>{t('parsing.result')}</h2>
        {result ? <CvResultView cv={result} /> : <p className={styles.explanation}>{t('parsing.empty')}</p>}
      </div>
    </section>
  );
}
