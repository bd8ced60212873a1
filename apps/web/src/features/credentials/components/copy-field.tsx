import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/use-copy';
import styles from './credentials.module.css';

interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  /** False while the value is not real yet (loading, error). */
  canCopy: boolean;
}

/** A read-only value with a copy action whose label turns into 'copied!' for 2 s (SPEC §2, §9). */
export function CopyField({ label, value, copyLabel, canCopy }: CopyFieldProps) {
  const { t } = useTranslation('credentials');
  const { isCopied, copy } = useCopy();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input
          id={id}
          className={styles.input}
          value={value}
          readOnly
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!canCopy}
          onClick={() => void copy(value)}
          aria-live="polite"
        >
          {isCopied ? t('copied') : copyLabel}
        </button>
      </div>
    </div>
  );
}
