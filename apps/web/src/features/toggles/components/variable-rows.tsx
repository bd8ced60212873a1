import { useTranslation } from 'react-i18next';
import { styles } from './toggles-styles';

interface VariableRowsProps {
  values: string[];
  /** SPEC §5: forced to uppercase in the edit panel, left as typed in the create form. */
  forceUpper: boolean;
  showError: boolean;
  onChange: (values: string[]) => void;
}

/** Rows of variable names; a row can be removed only while more than one exists (SPEC §2). */
export function VariableRows({ values, forceUpper, showError, onChange }: VariableRowsProps) {
  const { t } = useTranslation('toggle');
  const set = (index: number, text: string) =>
    onChange(values.map((v, i) => (i === index ? (forceUpper ? text.toUpperCase() : text) : v)));
  return (
    <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={styles.label}>{t('form.variables')}</legend>
      <div className={styles.rows}>
        {values.map((value, index) => (
          <div key={index} className={styles.row}>
            <input
              className={styles.input}
              aria-label={t('form.variableLabel', { index: index + 1 })}
              placeholder={t('form.variablePlaceholder')}
              value={value}
              maxLength={256}
              onChange={(event) => set(index, event.target.value)}
            />
            {values.length > 1 && (
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('form.removeRow', { index: index + 1 })}
                onClick={() => onChange(values.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        ))}
      </div>
      <button
        type="button"
        className={styles.secondaryButton}
        style={{ width: 'fit-content' }}
        onClick={() => onChange([...values, ''])}
      >
        {t('form.addRow')}
      </button>
      {showError && (
        <p className={styles.errorText} role="alert">
          {t('form.variablesError')}
        </p>
      )}
    </fieldset>
  );
}
