import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToggleType } from '@app/contracts/feature-toggle/toggle';
import { TOGGLE_PATTERN_MAX_LENGTH } from '@app/contracts/feature-toggle/toggle';
import { toUpperName, validateToggleForm, type ToggleFormErrors, type ToggleFormValues } from '../lib/toggle-form';
import { StatusDropdown } from './status-dropdown';
import { VariableRows } from './variable-rows';
import { styles } from './toggles-styles';

const DateField = lazy(async () => ({ default: (await import('./date-field')).DateField }));

interface ToggleFormProps {
  type: ToggleType;
  initial: ToggleFormValues;
  mode: 'create' | 'edit';
  busy: boolean;
  onSubmit: (values: ToggleFormValues) => void;
}

/** The create screen's and the edit panel's inputs (SPEC §2): name, then the kind's own field, then Save or Update. */
export function ToggleForm({ type, initial, mode, busy, onSubmit }: ToggleFormProps) {
  const { t } = useTranslation('toggle');
  const nameId = useId();
  const patternId = useId();
  const [values, setValues] = useState(initial);
  const [dateInvalid, setDateInvalid] = useState(false);
  const [touched, setTouched] = useState<ToggleFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validateToggleForm(type, values, dateInvalid);
  const show = (field: keyof ToggleFormErrors) => Boolean(errors[field] && (submitted || touched[field]));
  const update = (patch: Partial<ToggleFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0 && !busy) onSubmit(values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={nameId} className={styles.label}>
          {t('form.name')}
        </label>
        <input
          id={nameId}
          className={styles.input}
          value={values.toggleName}
          placeholder={t('form.namePlaceholder')}
          maxLength={64}
          autoComplete="off"
          aria-invalid={show('toggleName')}
          aria-describedby={show('toggleName') ? `${nameId}-error` : undefined}
          onChange={(event) => update({ toggleName: toUpperName(event.target.value) })}
          onBlur={() => setTouched((f) => ({ ...f, toggleName: true }))}
        />
        {show('toggleName') && (
          <div id={`${nameId}-error`} role="alert">
            <p className={styles.errorText} style={{ margin: 0 }}>
              {t('form.nameError')}
            </p>
            <ul className={styles.hints}>
              {(t('form.nameHints', { returnObjects: true }) as string[]).map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      {type === 'SIMPLE' && <StatusDropdown value={values.enabled} onChange={(enabled) => update({ enabled })} />}
      {type === 'DATE' && (
        <Suspense fallback={<p className={styles.muted}>…</p>}>
          <DateField
            value={values.toggleDate}
            original={initial.toggleDate}
            invalid={dateInvalid || !values.toggleDate}
            showError={show('toggleDate') || dateInvalid}
            onChange={(toggleDate, invalid) => {
              update({ toggleDate });
              setDateInvalid(invalid);
            }}
          />
        </Suspense>
      )}
      {type === 'VARIABLE' && (
        <VariableRows
          values={values.variables}
          forceUpper={mode === 'edit'}
          showError={show('variables')}
          onChange={(variables) => update({ variables })}
        />
      )}
      {type === 'PATTERN' && (
        <div className={styles.field}>
          <label htmlFor={patternId} className={styles.label}>
            {t('form.pattern')}
          </label>
          <input
            id={patternId}
            className={styles.input}
            value={values.togglePattern}
            placeholder={t('form.patternPlaceholder')}
            maxLength={TOGGLE_PATTERN_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={show('togglePattern')}
            aria-describedby={`${patternId}-hint`}
            onChange={(event) => update({ togglePattern: event.target.value })}
            onBlur={() => setTouched((f) => ({ ...f, togglePattern: true }))}
          />
          <p id={`${patternId}-hint`} className={styles.hint}>
            {t('form.patternHint')}
          </p>
          {show('togglePattern') && (
            <p className={styles.errorText} role="alert">
              {t('form.patternError')}
            </p>
          )}
        </div>
      )}

      <button type="submit" className={styles.primaryButton} style={{ width: 'fit-content' }} disabled={busy}>
        {t(mode === 'create' ? 'form.save' : 'form.update')}
      </button>
    </form>
  );
}
