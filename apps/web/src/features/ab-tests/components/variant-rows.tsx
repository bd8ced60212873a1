import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPercentageEntry, forceUppercase, totalPercentage, type VariantRow } from '../lib/variant-rules';
import styles from './ab-test-form.module.css';

interface VariantRowsProps {
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  idPrefix: string;
}

/** Variant Name and Percentage per row; a refused keystroke keeps the old value and shows the hint (SPEC §5). */
export function VariantRows({ rows, onChange, idPrefix }: VariantRowsProps) {
  const { t } = useTranslation('abtest');
  const [hintRow, setHintRow] = useState<number | null>(null);
  // A value refused because the other rows leave too little explains how much is left (issue 23).
  const [refusedForSum, setRefusedForSum] = useState(false);

  const update = (index: number, patch: Partial<VariantRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className={styles.rows}>
      <legend className={styles.label}>{t('form.variants')}</legend>
      {rows.map((row, index) => (
        <div key={index} className={styles.row}>
          <div className={styles.rowField}>
            <label htmlFor={`${idPrefix}-variant-${index}`} className={styles.smallLabel}>
              {t('form.variantName')}
            </label>
            <input
              id={`${idPrefix}-variant-${index}`}
              className={styles.input}
              value={row.variantName}
              placeholder={t('form.variantNamePlaceholder')}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              onChange={(e) => update(index, { variantName: forceUppercase(e.target.value) })}
            />
          </div>
          <div className={styles.percentField}>
            <label htmlFor={`${idPrefix}-percentage-${index}`} className={styles.smallLabel}>
              {t('form.percentage')}
            </label>
            <input
              id={`${idPrefix}-percentage-${index}`}
              className={styles.input}
              value={row.percentage}
              placeholder={t('form.percentagePlaceholder')}
              inputMode="numeric"
              autoComplete="off"
              aria-describedby={hintRow === index ? `${idPrefix}-hint-${index}` : undefined}
              onChange={(e) => {
                const verdict = checkPercentageEntry(rows, index, e.target.value);
                if (verdict === 'ok') {
                  setHintRow(null);
                  update(index, { percentage: e.target.value });
                } else {
                  setHintRow(index);
                  setRefusedForSum(verdict === 'sum');
                }
              }}
            />
          </div>
          {rows.length > 1 && (
            <button
              type="button"
              className={styles.remove}
              aria-label={t('form.removeRow', { index: index + 1 })}
              onClick={() => {
                setHintRow(null);
                onChange(rows.filter((_, i) => i !== index));
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
          {hintRow === index && (
            <p id={`${idPrefix}-hint-${index}`} className={styles.hint} role="status">
              {t('form.percentageHint')}
              {/* A line of its own: SPEC's hint has no full stop to end it before the explanation. */}
              {refusedForSum && (
                <span className={styles.hintLine}>
                  {t('form.rowMaximum', { max: 100 - totalPercentage(rows.filter((_, i) => i !== index)) })}
                </span>
              )}
            </p>
          )}
        </div>
      ))}
    </fieldset>
  );
}
