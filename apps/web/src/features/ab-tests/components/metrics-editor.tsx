import { useTranslation } from 'react-i18next';
import { METRIC_KINDS, METRIC_NAME_MAX_LENGTH, METRIC_ROLES } from '@app/contracts/abs-testing/metric-limits';
import { canAddMetric, newMetricRow, type MetricProblem, type MetricRow } from '../lib/metric-rules';
import formStyles from './ab-test-form.module.css';
import styles from './metrics-editor.module.css';

interface MetricsEditorProps {
  rows: MetricRow[];
  onChange: (rows: MetricRow[]) => void;
  /** Shown once the customer tried to submit (or left a name): one entry per row. */
  problems: (MetricProblem | null)[];
  twoPrimaries: boolean;
  variantNames: string[];
  control: string;
  onControlChange: (control: string) => void;
  idPrefix: string;
}

/** Issue 20: the test's metrics (event names, kind, role) and the control the others are compared with. */
export function MetricsEditor(props: MetricsEditorProps) {
  const { rows, onChange, problems, twoPrimaries, variantNames, control, onControlChange, idPrefix } = props;
  const { t } = useTranslation('abtest');
  const update = (index: number, patch: Partial<MetricRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const id = (what: string, index: number) => `${idPrefix}-metric-${what}-${index}`;
  return (
    <fieldset className={styles.editor}>
      <legend className={formStyles.label}>{t('metrics.title')}</legend>
      <p className={styles.intro}>{t('metrics.intro')}</p>
      {rows.map((row, index) => {
        const problem = problems[index];
        return (
          <div key={index} className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={id('name', index)} className={formStyles.smallLabel}>
                {t('metrics.name')}
              </label>
              <input
                id={id('name', index)}
                className={formStyles.input}
                value={row.name}
                placeholder={t('metrics.namePlaceholder')}
                autoComplete="off"
                spellCheck={false}
                maxLength={METRIC_NAME_MAX_LENGTH}
                aria-invalid={Boolean(problem)}
                aria-describedby={problem ? id('problem', index) : undefined}
                onChange={(e) => update(index, { name: e.target.value.trim() })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={id('kind', index)} className={formStyles.smallLabel}>
                {t('metrics.kind')}
              </label>
              <select
                id={id('kind', index)}
                className={styles.select}
                value={row.kind}
                onChange={(e) => update(index, { kind: e.target.value as MetricRow['kind'] })}
              >
                {METRIC_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`metrics.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={id('role', index)} className={formStyles.smallLabel}>
                {t('metrics.role')}
              </label>
              <select
                id={id('role', index)}
                className={styles.select}
                value={row.role}
                aria-invalid={twoPrimaries && row.role === 'PRIMARY'}
                onChange={(e) => update(index, { role: e.target.value as MetricRow['role'] })}
              >
                {METRIC_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`metrics.roles.${role}`)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={formStyles.remove}
              aria-label={t('metrics.remove', { index: index + 1 })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <span aria-hidden="true">×</span>
            </button>
            {problem && (
              <p id={id('problem', index)} className={styles.problem}>
                {t(`metrics.problems.${problem}`)}
              </p>
            )}
          </div>
        );
      })}
      {twoPrimaries && (
        <p className={styles.problem} role="alert">
          {t('metrics.problems.twoPrimaries')}
        </p>
      )}
      <div>
        <button
          type="button"
          className={formStyles.secondary}
          disabled={!canAddMetric(rows)}
          onClick={() => onChange([...rows, newMetricRow(rows)])}
        >
          {t('metrics.add')}
        </button>
      </div>
      {variantNames.length > 1 && (
        <div className={styles.control}>
          <label htmlFor={`${idPrefix}-control`} className={formStyles.smallLabel}>
            {t('metrics.control')}
          </label>
          <select
            id={`${idPrefix}-control`}
            className={styles.select}
            value={control}
            onChange={(e) => onControlChange(e.target.value)}
          >
            {variantNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
