import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { CompatibilityScoreResponse } from '@app/contracts/cv-processor/compatibility-score';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { scoreCv } from '../../../features/cv/api/cv-api';
import { PdfFileInput } from '../../../features/cv/components/pdf-file-input';
import { ScoreView } from '../../../features/cv/components/score-view';
import styles from '../../../features/cv/components/cv.module.css';

/** SPEC §2 "CV compatibility-score page": a job spec and a CV file; the score view. */
export function CvMatcherPage() {
  const { t } = useTranslation('cv');
  const jobId = useId();
  const [job, setJob] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [score, setScore] = useState<CompatibilityScoreResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('matcher.title'), t('matcher.lead'));

  async function submit() {
    if (!job.trim() || !file) {
      toast.error(t('messages.jobAndCv'));
      return;
    }
    setError(null);
    try {
      setScore(await scoreCv(job, file));
    } catch (e) {
      setScore(null);
      setError(e instanceof ApiError && e.message ? e.message : t('messages.failed'));
    }
  }

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('matcher.title')}</h1>
      <p className={styles.lead}>{t('matcher.lead')}</p>
      <div className={styles.card}>
        <div className={styles.field}>
          <label htmlFor={jobId} className={styles.label}>
            {t('matcher.job')}
          </label>
          <textarea
            id={jobId}
            className={styles.textarea}
            value={job}
            maxLength={60000}
            placeholder={t('matcher.jobPlaceholder')}
            onChange={(e) => setJob(e.target.value)}
          />
        </div>
        <PdfFileInput file={file} onChange={setFile} label={t('file.label')} />
        <div className={styles.buttons}>
          <button type="button" className={styles.primary} onClick={() => void submit()}>
            {t('matcher.score')}
          </button>
        </div>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
      {score ? (
        <div className={styles.card} aria-live="polite">
          <h2 className={styles.subheading}>{t('matcher.result')}</h2>
          <ScoreView score={score} />
        </div>
      ) : null}
    </section>
  );
}
