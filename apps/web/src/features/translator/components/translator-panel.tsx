import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { PdfFileInput } from '../../cv/components/pdf-file-input';
import styles from '../../cv/components/cv.module.css';
import { getTranslation, getTranslatorStatus, startTranslation, translationFileUrl } from '../api/translator-api';
import { TRANSLATOR_STATUS_ID as statusId, TranslatorStatusLine } from './translator-status-line';
import panel from './translator-panel.module.css';

/** Upload, progress bar (polled per page) and download of the Chinese PDF (ADR 065). No size limit (SPEC §1). */
export function TranslatorPanel() {
  const { t } = useTranslation('cv');
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const status = useQuery({ queryKey: ['translator-status'], queryFn: getTranslatorStatus, staleTime: 60_000 });
  // Only a definite "no" turns the upload off: if the status cannot be read, the upload's own answer will say why.
  const isUnavailable = status.data?.configured === false;
  const job = useQuery({
    queryKey: ['translation', jobId],
    queryFn: () => getTranslation(jobId as string),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && ['done', 'failed'].includes(query.state.data.status) ? false : 1000,
  });

  async function start() {
    if (!file) {
      toast.error(t('messages.selectFile'));
      return;
    }
    try {
      setJobId((await startTranslation(file)).id);
    } catch {
      // The error toast (e.g. "Translation is not configured") has been shown by the API client.
    }
  }

  const data = job.data;
  return (
    <div className={styles.card}>
      <TranslatorStatusLine configured={status.data?.configured} />
      {/* A disabled fieldset turns off every control in it: the file picker and the button alike. */}
      <fieldset className={panel.controls} disabled={isUnavailable} aria-describedby={statusId}>
        <PdfFileInput file={file} onChange={setFile} label={t('translator.file')} maxBytes={null} />
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.primary}
            disabled={isUnavailable || (jobId !== null && data?.status !== 'done' && data?.status !== 'failed')}
            onClick={() => void start()}
          >
            {t('translator.start')}
          </button>
        </div>
      </fieldset>
      {data ? (
        <div aria-live="polite" className={styles.result}>
          {data.status === 'queued' || data.status === 'running' ? (
            <>
              <p>
                {data.pageCount
                  ? t('translator.progress', { done: data.pagesDone, total: data.pageCount })
                  : t('translator.preparing')}
              </p>
              <progress
                className={styles.progress}
                max={data.pageCount ?? 1}
                value={data.pagesDone}
                aria-label={t('translator.start')}
              />
            </>
          ) : null}
          {data.status === 'done' ? (
            <div className={styles.buttons}>
              <p>{t('translator.done')}</p>
              <a className={styles.primary} href={translationFileUrl(data.id)} download="translation-zh.pdf">
                {t('translator.download')}
              </a>
            </div>
          ) : null}
          {data.status === 'failed' ? (
            <p role="alert" className={styles.error}>
              {data.message ?? t('translator.failed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
