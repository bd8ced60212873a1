import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { AbTestBody } from '@app/contracts/abs-testing/ab-test';
import {
  checkSubmit,
  EMPTY_ROW,
  forceUppercase,
  isValidTestName,
  toVariantDtoList,
  totalPercentage,
  type VariantRow,
} from '../lib/variant-rules';
import { NameError } from './name-error';
import { VariantRows } from './variant-rows';
import { MetricsEditor } from './metrics-editor';
import { hasTwoPrimaries, metricProblems, toMetricInputs, type MetricRow } from '../lib/metric-rules';
import styles from './ab-test-form.module.css';

export type FormWording = 'panel' | 'create';

interface AbTestFormProps {
  /** SPEC §5 words the name error differently in the list's edit panel and on the create screen. */
  wording: FormWording;
  submitLabel: string;
  initialName?: string;
  initialRows?: VariantRow[];
  initialMetrics?: MetricRow[];
  initialControl?: string | null;
  onSubmit: (body: AbTestBody) => Promise<unknown>;
}

export function AbTestForm(props: AbTestFormProps) {
  const { wording, submitLabel, initialName = '', initialRows, initialMetrics, initialControl, onSubmit } = props;
  const { t } = useTranslation('abtest');
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [nameTouched, setNameTouched] = useState(false);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [rows, setRows] = useState<VariantRow[]>(initialRows ?? [{ ...EMPTY_ROW }]);
  const [busy, setBusy] = useState(false);
  const [metrics, setMetrics] = useState<MetricRow[]>(initialMetrics ?? []);
  const [chosenControl, setChosenControl] = useState(initialControl ?? '');
  const variantNames = [...new Set(rows.map((r) => r.variantName).filter(Boolean))];
  const control = variantNames.includes(chosenControl) ? chosenControl : (variantNames[0] ?? '');
  const problems = metricProblems(metrics);
  const twoPrimaries = hasTwoPrimaries(metrics);
  const showNameError = (nameTouched || submitAttempted) && !isValidTestName(name);
  const total = totalPercentage(rows);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitAttempted(true);
    const problem = checkSubmit(name, rows);
    if (problem === 'name') {
      nameInput.current?.focus();
      return;
    }
    if (problem === 'fields') {
      toast.error(t('messages.fillAll'));
      return;
    }
    if (problem === 'total') {
      toast.error(t('messages.totalMustEqual'));
      return;
    }
    const firstProblem = problems.findIndex(Boolean);
    if (firstProblem >= 0 || twoPrimaries) {
      document
        .getElementById(`${id}-metric-${firstProblem >= 0 ? 'name' : 'role'}-${Math.max(0, firstProblem)}`)
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({
        abTestName: name,
        variantDtoList: toVariantDtoList(rows),
        metrics: toMetricInputs(metrics),
        ...(variantNames.length > 1 && control ? { controlVariant: control } : {}),
      });
    } catch {
      // callApi already showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          {t('form.name')}
        </label>
        <input
          id={`${id}-name`}
          ref={nameInput}
          className={styles.input}
          value={name}
          placeholder={t('form.namePlaceholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-invalid={showNameError}
          aria-describedby={showNameError ? `${id}-name-error` : undefined}
          onChange={(e) => setName(forceUppercase(e.target.value))}
          onBlur={() => setNameTouched(true)}
        />
        {showNameError && <NameError id={`${id}-name-error`} wording={wording} />}
      </div>
      <VariantRows rows={rows} onChange={setRows} idPrefix={id} />
      <div className={styles.footer}>
        <p className={styles.total} aria-live="polite">
          {t('form.total', { total })}
          <span className={styles.remaining} data-testid="remaining-share">
            {t('form.remaining', { remaining: Math.max(0, 100 - total) })}
          </span>
        </p>
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={total >= 100}
          onClick={() => {
            if (total >= 100) toast.error(t('messages.totalReached'));
            else setRows([...rows, { ...EMPTY_ROW }]);
          }}
        >
          {t('form.addRow')}
        </button>
      </div>
      <MetricsEditor
        rows={metrics}
        onChange={setMetrics}
        problems={submitAttempted ? problems : problems.map(() => null)}
        twoPrimaries={twoPrimaries}
        variantNames={variantNames}
        control={control}
        onControlChange={setChosenControl}
        idPrefix={id}
      />
      <div className={styles.submitRow}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
