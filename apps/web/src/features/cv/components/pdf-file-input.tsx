import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { pdfProblem } from '../hooks/validate-pdf';
import styles from './cv.module.css';

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
  label: string;
  /** null: no size limit (the translator). */
  maxBytes?: number | null;
}

/** SPEC §4 "File pages": a valid choice is kept; an invalid one resets to "no file selected" with an error. */
export function PdfFileInput({ file, onChange, label, maxBytes }: Props) {
  const { t } = useTranslation('cv');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const problem = pdfProblem(chosen, maxBytes);
    if (problem) {
      toast.error(t(`messages.${problem}`));
      if (input.current) input.current.value = '';
      onChange(null);
      return;
    }
    onChange(chosen);
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <div className={styles.fileRow}>
        <input
          ref={input}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          className={styles.fileInput}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <span className={styles.fileName} data-testid="file-name">{file ? file.name : t('file.none')}</span>
      </div>
    </div>
  );
}
